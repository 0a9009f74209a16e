import XCTest

@testable import AutoLayout

/// The code examples in the doc comments of the guide, safe-area, margins, system-spacing and
/// parser APIs, run as written (the printed values checked).
final class DocCommentExampleTests: XCTestCase {
    /// `LayoutGuide`.
    func testLayoutGuideExample() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let column = LayoutGuide()
        column.identifier = "column"
        root.addLayoutGuide(column)
        try LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            column.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual("\(column.layoutFrame)", "(20 0; 160 10)")
    }

    /// `XAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)`.
    func testSystemSpacingExample() {
        let root = View(name: "view")
        let a = View(name: "a")
        let b = View(name: "b")
        root.addSubview(a)
        root.addSubview(b)
        let gap = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        XCTAssertEqual("\(gap.constant)", "16.0")
    }

    /// `View.safeAreaInsets`.
    func testSafeAreaInsetsExample() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.systemSafeAreaInsets = EdgeInsets(top: 44, bottom: 34)
        let header = View(name: "header", frame: Rect(x: 0, y: 20, width: 320, height: 60))
        root.addSubview(header)
        XCTAssertEqual("\(header.safeAreaInsets)", "{24, 0, 0, 0}")
    }

    /// `View.layoutMargins`.
    func testLayoutMarginsExample() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.systemSafeAreaInsets = EdgeInsets(top: 44)
        XCTAssertEqual("\(root.layoutMargins)", "{52, 8, 8, 8}")
        root.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual("\(root.layoutMargins)", "{8, 8, 8, 8}")
    }

    /// `LayoutConstraint.parse(_:views:guides:metrics:)`.
    func testParseExample() throws {
        let root = View(name: "view")
        let title = View(name: "title")
        root.addSubview(title)
        let c = try LayoutConstraint.parse("title.top == view.safeArea.top + 8", views: ["view": root, "title": title])
        XCTAssertTrue(c.secondItem === root.safeAreaLayoutGuide)
    }
}
