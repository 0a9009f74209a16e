import Rigging

/// UIKit's `UINavigationBar`, as a navigation controller shows it: a view with a frame, laid
/// out by Rigging's `NavigationController` at the top of the safe area with UIKit's heights (44
/// points on an iPhone in portrait, 32 in landscape, 50 on an iPad; 52 more for a large title,
/// 30 more for a prompt). Its items, title and buttons are not drawn.
///
/// ```swift
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
/// let list = UIViewController()
/// let navigation = UINavigationController(rootViewController: list)
/// navigation.navigationBar.prefersLargeTitles = true
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()
/// // navigation.navigationBar.frame is (0, 59, 393, 96); list.view.safeAreaInsets.top is 155
/// ```
open class UINavigationBar: UIView {
    /// The navigation controller whose bar this is (set by the controller's nonisolated
    /// backing as it is made, on the thread that makes it).
    nonisolated(unsafe) weak var navigation: NavigationController?

    /// Whether the bar shows the top item's title large (52 points taller in regular height),
    /// as the items' `largeTitleDisplayMode` allows.
    public var prefersLargeTitles: Bool {
        get { navigation?.prefersLargeTitles ?? false }
        set { navigation?.prefersLargeTitles = newValue }
    }

    /// Whether the bar is translucent (true by default): content reaches under a translucent
    /// bar and starts below an opaque one.
    public var isTranslucent: Bool {
        get { navigation?.isNavigationBarTranslucent ?? true }
        set { navigation?.isNavigationBarTranslucent = newValue }
    }

    /// The item of the top view controller, or nil.
    public var topItem: UINavigationItem? { navigation?.topViewController?.uiViewController?.navigationItem }
}
