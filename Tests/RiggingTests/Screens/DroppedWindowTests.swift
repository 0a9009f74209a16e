import AutoLayout
import Rigging
import XCTest

/// A window holds its root view controller, not the other way round: a controller whose window
/// is released has empty traits, and the first read of them logs a warning naming it, once.
final class DroppedWindowTests: XCTestCase {
    final class Screen: ViewController {}

    /// Shows `controller` in a window that is released on return.
    private func showInAWindowThatIsDropped(_ controller: ViewController) throws {
        let window = Window(screen: Rigging.Screen(device: try Device.lookup("iPhone 15"), orientation: .portrait))
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact)
    }

    private func warnings(of controller: ViewController) -> [String] {
        controller.view.engine.diagnostics.filter { $0.contains("window showing view controller") }
    }

    func testReadingTheTraitsOfAControllerWhoseWindowWasReleasedWarnsOnceNamingIt() throws {
        let controller = Screen(name: "settings")
        let child = ViewController(name: "row")
        controller.addChild(child)
        child.didMove(toParent: controller)
        try showInAWindowThatIsDropped(controller)
        XCTAssertNil(controller.window, "the window is gone")
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .unspecified)
        XCTAssertEqual(controller.traitCollection.verticalSizeClass, .unspecified)
        let logged = warnings(of: controller)
        XCTAssertEqual(logged.count, 1, "once")
        XCTAssertTrue(logged.first?.contains("\"settings\"") == true, "names the controller: \(logged)")
    }

    func testAControllerTakenOutOfItsWindowOrNeverInOneDoesNotWarn() throws {
        let window = Window(screen: Rigging.Screen(device: try Device.lookup("iPhone 15"), orientation: .portrait))
        let first = ViewController(name: "first")
        window.rootViewController = first
        window.layoutIfNeeded()
        window.rootViewController = ViewController(name: "second")
        XCTAssertEqual(first.traitCollection.horizontalSizeClass, .unspecified)
        XCTAssertTrue(warnings(of: first).isEmpty)
        let never = ViewController(name: "never")
        XCTAssertEqual(never.traitCollection, TraitCollection())
        XCTAssertTrue(warnings(of: never).isEmpty)
    }

    func testAControllerShownAgainAndDroppedAgainWarnsAgain() throws {
        let controller = ViewController(name: "detail")
        try showInAWindowThatIsDropped(controller)
        _ = controller.traitCollection
        XCTAssertEqual(warnings(of: controller).count, 1)
        try showInAWindowThatIsDropped(controller)
        let before = warnings(of: controller).count
        _ = controller.traitCollection
        _ = controller.traitCollection
        XCTAssertEqual(warnings(of: controller).count, before + 1, "once for the second window too")
    }
}
