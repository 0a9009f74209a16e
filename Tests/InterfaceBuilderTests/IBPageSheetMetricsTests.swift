import InterfaceBuilder
import XCTest

/// A scene that simulates Xcode 11's page or form sheet (`<modalPageSheetSimulatedSizeMetrics
/// key="simulatedDestinationMetrics"/>`, Simulated Metrics' Size "Page Sheet", and
/// `modalFormSheetSimulatedSizeMetrics`) is read into its metrics without a diagnostic, and its
/// root keeps the sheet's stored size.
final class IBPageSheetMetricsTests: XCTestCase {
    /// A storyboard on an iPhone 11 whose controller `sheet` simulates a page sheet, its root
    /// stored 842 points tall (the screen's 896 less the sheet's inset).
    private let storyboard = IBFixture.storyboard(
        IBFixture.controllerScene(
            "sheet", width: 414, height: 842,
            extra: #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#),
        device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#)

    func testPageSheetMetricsAreReadWithoutADiagnostic() throws {
        let document = try IBFixture.read(storyboard, file: "Test.storyboard")
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertEqual(document.viewController(id: "sheet")?.simulatedMetrics.sizeMode, "modalPageSheet")
    }

    func testPageSheetRootKeepsItsStoredSize() throws {
        let frames = try IBFixture.frames(storyboard, root: "sheet-view", file: "Test.storyboard")
        XCTAssertEqual(frames["sheet-view"], [0, 0, 414, 842])
    }

    func testFormSheetMetricsAreReadWithoutADiagnostic() throws {
        let scene = IBFixture.controllerScene(
            "sheet", width: 414, height: 842, extra: #"<modalFormSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        let document = try IBFixture.read(IBFixture.storyboard(scene), file: "Test.storyboard")
        XCTAssertEqual(document.diagnostics, [])
        XCTAssertEqual(document.viewController(id: "sheet")?.simulatedMetrics.sizeMode, "modalFormSheet")
    }
}
