import InterfaceBuilder
import XCTest

/// A `<segue>`'s settings beyond its kind and identifier: unwind action, transition style,
/// animation and popover anchor.
final class SegueReadingTests: XCTestCase {
    func testASeguesSettingsAreRead() throws {
        let text = IBFixture.storyboard(
            IBFixture.controllerScene(
                "a",
                connections: """
                    <segue destination="b" kind="presentation" identifier="p" modalPresentationStyle="formSheet" modalTransitionStyle="flipHorizontal" animates="NO" id="s1"/>
                    <segue destination="b" kind="popoverPresentation" identifier="q" popoverAnchorView="a-view" id="s2"/>
                    <segue destination="b" kind="unwind" identifier="back" unwindAction="back:" id="s3"/>
                    """) + IBFixture.controllerScene("b"))
        let document = try IBFixture.read(text, file: "Segues.storyboard")
        let connections = try XCTUnwrap(document.viewController(id: "a")).connections
        XCTAssertEqual(connections.map(\.id), ["s1", "s2", "s3"])
        XCTAssertEqual(connections[0].modalPresentationStyle, "formSheet")
        XCTAssertEqual(connections[0].segueOptions, IBSegueOptions(modalTransitionStyle: "flipHorizontal", animates: false))
        XCTAssertEqual(connections[1].segueOptions?.popoverAnchorView, "a-view")
        XCTAssertEqual(connections[1].segueOptions?.animates, true)
        XCTAssertEqual(connections[2].segueOptions?.unwindAction, "back:")
        XCTAssertEqual(connections[2].kind, .segue(kind: "unwind", identifier: "back", relationship: nil))
    }
}
