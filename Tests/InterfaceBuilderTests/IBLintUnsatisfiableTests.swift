import InterfaceBuilder
import XCTest

/// `IBDocument.lint(_:)` reports a conflict the document's constraints make, not one with a size
/// the app decides: a self-sizing cell's row height, a XIB view's stored size.
final class IBLintUnsatisfiableTests: XCTestCase {
    /// A table cell whose content view holds a box pinned to its margins and 40 points high: more
    /// than the 43.5-point content view leaves between its margins.
    static let tallCell = IBFixture.marginCell(width: 375).replacingOccurrences(
        of: #"<rect key="frame" x="0" y="0" width="10" height="10"/>"#,
        with: #"""
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <constraints><constraint firstAttribute="height" constant="40" id="bh"/></constraints>
            """#)

    /// The unsatisfiable findings of hierarchy `root` at the document's own device, by the
    /// document ids of their constraints.
    private func checks(_ document: IBDocument, _ root: String) throws -> [[String]] {
        document.lint(try document.screen(forHierarchy: root)).filter { $0.check == .unsatisfiable }.map(\.ids)
    }

    func testAConflictWithTheRowHeightIsReportedOnlyWhereTheTableFixesIt() throws {
        let fixed = IBFixture.storyboard(IBFixture.tableControllerScene(Self.tallCell))
        XCTAssertEqual(try checks(IBFixture.read(fixed, file: "Fixed.storyboard"), "row"), [["bh", "c2", "c4"]])
        let automatic = fixed.replacingOccurrences(of: #"rowHeight="44" sectionHeaderHeight"#, with: #"rowHeight="-1" sectionHeaderHeight"#)
        let selfSizing = try IBFixture.read(automatic, file: "Automatic.storyboard")
        XCTAssertEqual(try checks(selfSizing, "row"), [], "a self-sizing table's row takes the cell's height")
        let alone = try IBFixture.read(IBFixture.xib(Self.tallCell), file: "Cell.xib")
        XCTAssertEqual(try checks(alone, "row"), [], "a table's rowHeight is automatic by default")
    }

    func testAConflictWithAXIBViewsStoredSizeIsNotReportedButOneWithTheScreenIs() throws {
        let tall = IBFixture.box("tall", y: 0, height: 700)
        let pins =
            IBFixture.pinsToTopAndSides("tall")
            + #"<constraint firstAttribute="bottom" secondItem="tall" secondAttribute="bottom" id="tall-pin-b"/>"#
        let view = try IBFixture.read(IBFixture.rootView(subviews: tall, constraints: pins), file: "Banner.xib")
        XCTAssertEqual(try checks(view, "root"), [], "a 375 × 200 view takes the size of wherever the app puts it")
        let controller = try IBFixture.controllerRoot(subviews: tall, constraints: pins, file: "Screen.storyboard")
        XCTAssertEqual(try checks(controller, "root"), [["tall-h", "tall-pin-t", "tall-pin-b"]], "a controller's root view fills the screen")
    }

    /// A conflict names its constraints by `ids` and the views they relate by `views`: a
    /// controller's legacy layout guides stand for its root view.
    func testAConflictNamesTheViewsItsConstraintsRelate() throws {
        let document = try IBFixture.controllerRoot(
            subviews: IBFixture.box("tall", y: 20, height: 700),
            constraints: """
                <constraint firstItem="tall" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="t"/>
                <constraint firstItem="bottom-guide" firstAttribute="top" secondItem="tall" secondAttribute="bottom" id="b"/>
                <constraint firstItem="tall" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstItem="tall" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
                """,
            file: "Guides.storyboard",
            layoutGuides: #"<viewControllerLayoutGuide type="top" id="top-guide"/><viewControllerLayoutGuide type="bottom" id="bottom-guide"/>"#)
        let findings = document.lint(try document.screen(forHierarchy: "root")).filter { $0.check == .unsatisfiable }
        XCTAssertEqual(findings.map { Set($0.ids) }, [["tall-h", "t", "b"]])
        XCTAssertEqual(findings.map(\.views), [["tall", "root"]])
    }
}
