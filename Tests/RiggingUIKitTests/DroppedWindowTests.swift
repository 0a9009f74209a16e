import Rigging
import RiggingUIKit
import Testing

/// A `UIWindow` dropped while its view controller lives on: the controller's traits turn
/// `.unspecified`, and a warning naming it is logged once, where layout diagnostics go.
@MainActor
@Suite struct DroppedWindowTests {
    final class SettingsScreen: UIViewController {}

    /// A window on an iPad in landscape showing `controller`.
    func window(showing controller: UIViewController) throws -> UIWindow {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad11", orientation: .landscape))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        return window
    }

    /// The warnings about a released window logged for `controller`'s tree.
    func warnings(of controller: UIViewController) -> [String] {
        controller.layoutController.view.engine.diagnostics.filter { $0.contains("was released") }
    }

    @Test func aReleasedWindowLeavesUnspecifiedTraitsAndAWarningNamingTheController() throws {
        let controller = SettingsScreen()
        _ = try window(showing: controller)
        #expect(controller.traitCollection.horizontalSizeClass == .unspecified)
        #expect(controller.traitCollection.verticalSizeClass == .unspecified)
        _ = controller.traitCollection
        #expect(warnings(of: controller).count == 1)
        #expect(warnings(of: controller).first?.contains("SettingsScreen") == true, "\(warnings(of: controller))")
    }

    @Test func aKeptWindowGivesTheDevicesTraitsWithoutWarning() throws {
        let controller = SettingsScreen()
        let kept = try window(showing: controller)
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(warnings(of: controller).isEmpty)
        withExtendedLifetime(kept) {}
    }
}
