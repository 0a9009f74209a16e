import Rigging
import RiggingUIKit
import Testing

/// `UIScreen.main`: the screen of the most recently made window still alive.
@MainActor
@Suite struct UIScreenMainTests {
    @Test func docExample() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone SE (3rd generation)"))
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(UIScreen.main.scale == 2)
        withExtendedLifetime(window) {}
    }

    @Test func followsTheLatestWindow() throws {
        let phone = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        let pad = UIWindow(screen: try UIScreen(deviceNamed: "ipad10_2", orientation: .landscape))
        #expect(UIScreen.main.bounds.size == CGSize(width: 1080, height: 810))
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
        withExtendedLifetime((phone, pad)) {}
    }
}
