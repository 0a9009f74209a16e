import Rigging

/// UIKit's `UITabBarController`: child view controllers, the selected one's view shown above a
/// tab bar at the bottom (Rigging's `TabBarController`, whose container views and bar it lays
/// out). The selected controller's safe area excludes the bar.
///
/// ```swift
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
/// let first = UIViewController(), second = UIViewController()
/// let tabs = UITabBarController()
/// tabs.viewControllers = [first, second]
/// window.rootViewController = tabs
/// window.makeKeyAndVisible()
/// // first.view.safeAreaInsets.bottom is 83: the tab bar's 49 and the home indicator's 34
/// ```
open class UITabBarController: UIViewController {
    override class func makeBacking(typeName: String) -> any ControllerBacking {
        BackingTabBarController(name: typeName)
    }

    private var tabs: TabBarController? { backing as? TabBarController }

    /// The tabs' controllers, in order; nil when there are none. Setting it keeps the selected
    /// index where it can.
    open var viewControllers: [UIViewController]? {
        get {
            let controllers = tabs?.viewControllers.compactMap(\.uiViewController) ?? []
            return controllers.isEmpty ? nil : controllers
        }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs' controllers.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        tabs?.setViewControllers((viewControllers ?? []).map(\.backing), animated: animated)
    }

    /// The tab bar, a view laid out at the bottom (loading the root view).
    public var tabBar: UITabBar {
        guard let backing = backing as? BackingTabBarController else { return UITabBar() }
        _ = backing.tabBar
        return backing.uiTabBar
    }

    /// The index of the selected tab (clamped to the tabs there are).
    open var selectedIndex: Int {
        get { tabs?.selectedIndex ?? 0 }
        set { tabs?.selectedIndex = newValue }
    }

    /// The selected tab's controller; setting one of the tabs' selects it (others are ignored).
    open var selectedViewController: UIViewController? {
        get { tabs?.selectedViewController?.uiViewController }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }
}
