import AutoLayout
import Rigging
import XCTest

/// Sheet detents: the resting detent's frame on an iPhone in both orientations and on an iPad,
/// custom detents' values limited as UIKit limits them, and the doc comments' examples.
final class SheetPresentationControllerTests: XCTestCase {
    private func show(on device: String, orientation: Device.Orientation = .portrait) throws -> (Window, ViewController) {
        let window = Window(screen: Screen(device: try Device.lookup(device), orientation: orientation))
        let home = ViewController(name: "home")
        window.rootViewController = home
        return (window, home)
    }

    func testTheDetentExample() {
        let small = SheetDetent.custom(identifier: "small") { context in context.maximumDetentValue * 0.25 }
        let context = SheetDetent.Context(traits: TraitCollection(verticalSizeClass: .regular), maximumDetentValue: 749)
        XCTAssertEqual(small.resolvedValue(in: context), 187.25)
        XCTAssertEqual(SheetDetent.medium.resolvedValue(in: context), 374.5)
        XCTAssertEqual(SheetDetent.large.resolvedValue(in: context), 749)
    }

    func testTheSheetExample() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let home = ViewController()
        window.rootViewController = home
        let picker = ViewController()
        let sheet = picker.sheetPresentationController
        sheet?.detents = [.medium, .large]
        home.present(picker, animated: false)
        window.layoutIfNeeded()
        // 443.5 on the 3x screen's pixel grid.
        XCTAssertEqual(picker.view.frame.minY, 1331.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(picker.view.frame.maxY, 852)
        let start = window.runLoop.time
        sheet?.animateChanges { sheet?.selectedDetentIdentifier = .large }
        XCTAssertEqual(picker.view.frame, Rect(x: 0, y: 69, width: 393, height: 783), "the model frame at once")
        try window.runLoop.run(until: start + window.presentationDuration / 2)
        XCTAssertGreaterThan(picker.view.presentationFrame.minY, 69)
        XCTAssertLessThan(picker.view.presentationFrame.minY, 443.5)
        try window.runLoop.run(until: start + window.presentationDuration + 0.1)
        XCTAssertEqual(picker.view.presentationFrame, Rect(x: 0, y: 69, width: 393, height: 783))
    }

    func testValuesAreLimitedAndInactiveDetentsSkipped() {
        let context = SheetDetent.Context(traits: TraitCollection(verticalSizeClass: .compact), maximumDetentValue: 300)
        XCTAssertEqual(SheetDetent.custom(identifier: "tall") { _ in 1000 }.resolvedValue(in: context), 300)
        XCTAssertEqual(SheetDetent.custom(identifier: "negative") { _ in -5 }.resolvedValue(in: context), 0)
        XCTAssertNil(SheetDetent.custom(identifier: "nan") { _ in .nan }.resolvedValue(in: context))
        XCTAssertNil(SheetDetent.medium.resolvedValue(in: context), "inactive in compact height")
    }

    func testTheRestingDetent() throws {
        let (window, home) = try show(on: "iPhone 15")
        let sheet = ViewController(name: "sheet")
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        XCTAssertTrue(sheet.sheetPresentationController === controller, "one sheet controller per controller")
        controller.detents = [.large, .custom(identifier: "off") { _ in nil }, .custom(identifier: "bar") { _ in 100 }]
        home.present(sheet, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(sheet.view.frame, Rect(x: 0, y: 718, width: 393, height: 134), "the smallest active detent")
        controller.selectedDetentIdentifier = "off"
        window.layoutIfNeeded()
        XCTAssertEqual(sheet.view.frame.minY, 718, "an inactive selection rests at the smallest active detent")
        controller.detents = []
        window.layoutIfNeeded()
        XCTAssertEqual(sheet.view.frame, Rect(x: 0, y: 69, width: 393, height: 783), "no detents: the large one")
        let regular = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        XCTAssertEqual(controller.restingDetent(traits: regular, maximumDetentValue: 749), .large)
    }

    func testOnlySheetStylesHaveASheetController() {
        let controller = ViewController(name: "modal")
        XCTAssertNotNil(controller.sheetPresentationController)
        controller.modalPresentationStyle = .fullScreen
        XCTAssertNil(controller.sheetPresentationController)
        controller.modalPresentationStyle = .overFullScreen
        XCTAssertNil(controller.sheetPresentationController)
        controller.modalPresentationStyle = .formSheet
        XCTAssertNotNil(controller.sheetPresentationController)
    }

    func testAFormSheetOnAnIPadIgnoresItsDetents() throws {
        let (window, home) = try show(on: "ipad11")
        let form = ViewController(name: "form")
        form.modalPresentationStyle = .formSheet
        form.sheetPresentationController?.detents = [.medium]
        home.present(form, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(form.view.frame, Rect(x: 147, y: 287, width: 540, height: 620))
    }
}
