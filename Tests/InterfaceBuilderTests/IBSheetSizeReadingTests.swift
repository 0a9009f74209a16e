import InterfaceBuilder
import XCTest

/// A scene's simulated size as a modal sheet (`modalPageSheetSimulatedSizeMetrics`,
/// `modalFormSheetSimulatedSizeMetrics`) is read into its metrics, without a diagnostic.
final class IBSheetSizeReadingTests: XCTestCase {
    func testSheetSizeModesAreRead() throws {
        for (element, mode) in [("modalPageSheetSimulatedSizeMetrics", "modalPageSheet"), ("modalFormSheetSimulatedSizeMetrics", "modalFormSheet")] {
            let scene = IBFixture.controllerScene("sheet", width: 414, height: 842, extra: #"<\#(element) key="simulatedDestinationMetrics"/>"#)
            let document = try IBFixture.read(IBFixture.storyboard(scene), file: "Test.storyboard")
            XCTAssertEqual(document.diagnostics, [], element)
            XCTAssertEqual(try XCTUnwrap(document.viewController(id: "sheet")).simulatedMetrics.sizeMode, mode)
        }
    }
}
