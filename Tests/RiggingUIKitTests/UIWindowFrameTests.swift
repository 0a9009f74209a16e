import Rigging
import RiggingUIKit
import Testing

/// `UIWindow(frame:)`: a window of that frame on the main screen's device, its safe area the
/// part of the screen's that overlaps the frame.
@MainActor
@Suite struct UIWindowFrameTests {
    /// The doc comment's example (with no other window alive, the main screen is an iPhone 16's).
    @Test func docExample() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func theWindowIsOnTheMainScreensDevice() throws {
        let phone = UIWindow(screen: try UIScreen(deviceNamed: "iPhone SE (3rd generation)"))
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(window.screen.scale == 2)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        withExtendedLifetime(phone) {}
    }

    @Test func aSmallerWindowTakesTheSafeAreaItOverlaps() throws {
        let phone = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let top = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        let middle = UIWindow(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
        let bottom = UIWindow(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        middle.rootViewController = controller
        middle.makeKeyAndVisible()
        #expect(middle.frame == CGRect(x: 0, y: 100, width: 393, height: 400))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 400))
        withExtendedLifetime((phone, top, bottom)) {}
    }
}
