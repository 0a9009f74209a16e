import Rigging

/// UIKit's `UITabBar`, as a tab bar controller shows it: a view with a frame, laid out by
/// Rigging's `TabBarController` at the bottom (49 points on an iPhone in portrait, 32 in
/// landscape, 50 on an iPad, plus the home indicator's inset below), hidden while the top of the
/// selected navigation stack has `hidesBottomBarWhenPushed`. Its items are not drawn.
///
/// ```swift
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UIViewController()]
/// window.rootViewController = tabs
/// window.makeKeyAndVisible()
/// // tabs.tabBar.frame is (0, 769, 393, 83)
/// ```
open class UITabBar: UIView {
    /// The tab bar controller whose bar this is (set as `UINavigationBar.navigation` is).
    nonisolated(unsafe) weak var tabs: TabBarController?

    /// Whether the bar is translucent (true by default): content reaches under a translucent
    /// bar and ends above an opaque one.
    public var isTranslucent: Bool {
        get { tabs?.isTabBarTranslucent ?? true }
        set { tabs?.isTabBarTranslucent = newValue }
    }
}
