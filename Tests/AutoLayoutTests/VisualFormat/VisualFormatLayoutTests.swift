import XCTest

@testable import AutoLayout

/// The classic VFL formats, made into constraints between views and laid out.
final class VisualFormatLayoutTests: XCTestCase {
    func layout(
        _ width: Double, _ height: Double, _ names: [String], _ formats: [(String, VisualFormatOptions)],
        metrics: [String: Double] = [:], file: StaticString = #filePath, line: UInt = #line
    ) -> [String: View] {
        let (root, views) = layoutRoot(width, height, subviews: names)
        for (format, options) in formats {
            do {
                try LayoutConstraint.activate(
                    try LayoutConstraint.constraints(
                        withVisualFormat: format, options: options, metrics: metrics, views: views))
            } catch {
                XCTFail("\(format): \(error)", file: file, line: line)
            }
        }
        root.layoutIfNeeded()
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty, file: file, line: line)
        return views
    }

    func testCancelAndAcceptButtons() {
        let views = layout(
            320, 100, ["cancelButton", "acceptButton"],
            [
                ("H:|-[cancelButton]-12-[acceptButton(==cancelButton)]-|", []),
                ("V:|-[cancelButton(30)]", []), ("V:|-[acceptButton(30)]", []),
            ])
        assertFrame(views["cancelButton"]!, 20, 20, 134, 30)
        assertFrame(views["acceptButton"]!, 166, 20, 134, 30)
    }

    func testButtonsWithPriorities() {
        let views = layout(
            300, 50, ["someButton", "someOtherButton"],
            [
                ("|-[someButton(>=80@250)]-[someOtherButton(>=90@1000)]-|", []),
                ("[someOtherButton(>=80,<=90)]", []),
                ("V:|[someButton(10)]", []), ("V:|[someOtherButton(10)]", []),
            ])
        assertFrame(views["someOtherButton"]!, 190, 0, 90, 10)
        assertFrame(views["someButton"]!, 20, 0, 162, 10)
    }

    func testMusicPlayerColumn() {
        let names = ["imageView", "titleLabel", "artistLabel", "button"]
        let views = layout(
            320, 480, names,
            [
                ("V:|-80-[imageView(100)]-30-[titleLabel(>=0)]-[artistLabel(20)]-15-[button(44)]-(>=0)-|", []),
                ("V:[titleLabel(==20@750)]", []),
            ] + names.map { ("H:|-[\($0)]-|", VisualFormatOptions()) })
        assertFrame(views["imageView"]!, 20, 80, 280, 100)
        assertFrame(views["titleLabel"]!, 20, 210, 280, 20)
        assertFrame(views["artistLabel"]!, 20, 238, 280, 20)
        assertFrame(views["button"]!, 20, 273, 280, 44)
    }

    func testCenteringTrick() throws {
        let root = View(name: "superview", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        root.engine.logHandler = { _ in }
        let sub = View(name: "subview")
        sub.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(sub)
        let views = ["superview": root, "subview": sub]
        try LayoutConstraint.activate(
            try LayoutConstraint.constraints(
                withVisualFormat: "V:[superview]-(<=1)-[subview]", options: .alignAllCenterX, views: views))
        try LayoutConstraint.activate(
            try LayoutConstraint.constraints(
                withVisualFormat: "H:[superview]-(<=1)-[subview]", options: .alignAllCenterY, views: views))
        try sub.constrainSize(to: Size(width: 40, height: 20))
        root.layoutIfNeeded()
        assertFrame(sub, 130, 90, 40, 20)
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
    }

    func testWidthMetricAtLowPriority() {
        let views = layout(
            400, 100, ["self"], [("H:|[self(theWidth@750)]", []), ("V:|[self(10)]", [])],
            metrics: ["theWidth": 250])
        assertFrame(views["self"]!, 0, 0, 250, 10)
    }

    func testSliderFormatMakesTheExpectedDescriptions() throws {
        let (root, views) = layoutRoot(320, 568, subviews: ["_redView", "_purpleView"])
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "V:|[_redView(>=80@1000)][_purpleView(==0@750)]|", views: views)
        XCTAssertEqual(
            made.map(\.formula),
            [
                "V:|-(0)-[_redView]", "V:[_redView(>=80)]", "V:[_redView]-(0)-[_purpleView]",
                "V:[_purpleView(==0@750)]", "V:[_purpleView]-(0)-|",
            ])
        // The descriptions say `|` for the superview while the tree is alive: an optimized build
        // may free the root after its last use.
        withExtendedLifetime(root) {}
    }

    func testRejectedFormatsThrowVisualFormatErrors() {
        let (_, views) = layoutRoot(100, 100, subviews: ["blackBox4"])
        XCTAssertThrowsError(try LayoutConstraint.constraints(withVisualFormat: "V:|[blackBox4(>30)]|", views: views)) { error in
            guard let error = error as? VisualFormatError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.index, 15, "just after the '>'")
        }
        let orphan = View(name: "orphan")
        XCTAssertThrowsError(try LayoutConstraint.constraints(withVisualFormat: "|[orphan]", views: ["orphan": orphan]))
    }
}
