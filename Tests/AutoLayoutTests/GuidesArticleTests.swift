import Foundation
import XCTest

@testable import AutoLayout

/// The Swift listing of the DocC article on guides, the safe area and margins is the code between
/// the `listing` markers below (without the checks), and it lays out as the article's comments say.
final class GuidesArticleTests: XCTestCase {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/AutoLayout/AutoLayout.docc/GuidesSafeAreaAndMargins.md")

    func testTheArticlesListingIsTheCodeThisTestRuns() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let articleLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let open = try XCTUnwrap(articleLines.firstIndex(of: "```swift"))
        let close = try XCTUnwrap(articleLines[(open + 1)...].firstIndex(of: "```"))
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let begin = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("// listing: begin") })
        let end = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("// listing: end") })
        // The test's checks of the printed values are not part of the listing.
        let listing = lines[(begin + 1)..<end].filter { !$0.contains("XCTAssert") }
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }
        XCTAssertEqual(Array(articleLines[(open + 1)..<close]), listing)
    }

    func testTheArticlesListingRuns() throws {
        // listing: begin
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.systemSafeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let header = View(name: "header")
        let body = View(name: "body")
        for view in [header, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let column = LayoutGuide()
        column.identifier = "column"
        root.addLayoutGuide(column)
        let safe = root.safeAreaLayoutGuide
        let margins = root.layoutMarginsGuide
        try LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            column.topAnchor.constraint(equalToSystemSpacingBelow: header.bottomAnchor, multiplier: 1),
            column.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            column.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            column.widthAnchor.constraint(equalTo: margins.widthAnchor, multiplier: 0.5),
            body.topAnchor.constraint(equalTo: column.topAnchor),
            body.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            body.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        // header.frame is (0 47; 390 44), root.layoutMargins is {55, 8, 42, 8}
        // column.layoutFrame is (101.5 99; 187 703), body.frame is (101.5 99; 187 100)
        XCTAssertEqual("\(header.frame)", "(0 47; 390 44)")
        XCTAssertEqual("\(root.layoutMargins)", "{55, 8, 42, 8}")
        XCTAssertEqual("\(column.layoutFrame)", "(101.5 99; 187 703)")
        XCTAssertEqual("\(body.frame)", "(101.5 99; 187 100)")

        root.frame = Rect(x: 0, y: 0, width: 844, height: 390)
        root.systemSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        root.layoutIfNeeded()
        // header.frame is (47 0; 750 44), root.layoutMargins is {8, 55, 29, 55}
        // body.frame is (238.5 52; 367 100)
        XCTAssertEqual("\(header.frame)", "(47 0; 750 44)")
        XCTAssertEqual("\(root.layoutMargins)", "{8, 55, 29, 55}")
        XCTAssertEqual("\(body.frame)", "(238.5 52; 367 100)")
        // listing: end
    }
}
