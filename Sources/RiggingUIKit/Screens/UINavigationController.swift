import Rigging

/// UIKit's `UINavigationController`: a stack of view controllers, the top one's view shown under
/// a navigation bar whose height follows the traits (Rigging's `NavigationController`, whose
/// container views and bar it lays out). The top controller's safe area excludes the bar. An
/// animated push or pop slides on the window's run loop as UIKit's does (0.35 seconds; the new
/// view from the trailing edge, the one below moving 0.3 of the width), with the appearance
/// hooks, `isMovingToParent` and `isMovingFromParent` in UIKit's order.
///
/// ```swift
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
/// let list = UIViewController()
/// let navigation = UINavigationController(rootViewController: list)
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()
/// // list.view.safeAreaInsets.top is 103: the status bar's 59 and the bar's 44
/// ```
open class UINavigationController: UIViewController {
    override class func makeBacking(typeName: String) -> any ControllerBacking {
        BackingNavigationController(typeName: typeName)
    }

    private var navigation: NavigationController? { backing as? NavigationController }

    /// A navigation controller showing `rootViewController` at the bottom of its stack.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, bottom first. Setting it replaces the stack without animation.
    public var viewControllers: [UIViewController] {
        get { navigation?.viewControllers.compactMap(\.uiViewController) ?? [] }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { navigation?.topViewController?.uiViewController }

    /// The controller shown: the top one (nothing is presented modally here).
    public var visibleViewController: UIViewController? { topViewController }

    /// Replaces the stack (the children that leave are removed, the new ones added), with the
    /// appearance hooks of the old and the new top; animated, with a pop's slide when the new
    /// top is already in the stack and a push's otherwise, as Apple documents.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        navigation?.setViewControllers(viewControllers.map(\.backing), animated: animated)
    }

    /// Pushes `viewController` on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        navigation?.pushViewController(viewController.backing, animated: animated)
    }

    /// Pops the top controller (never the root) and returns it, or nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let top = topViewController
        return navigation?.popViewController(animated: animated) == nil ? nil : top
    }

    /// Pops every controller above the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(viewControllers.dropFirst())
        navigation?.popToRootViewController(animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController` (one of the stack) and returns them, bottom
    /// first; nil when `viewController` is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let stack = viewControllers
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { setViewControllers(Array(stack[...index]), animated: animated) }
        return popped
    }

    /// The navigation bar, a view laid out at the top of the safe area (loading the root view).
    public var navigationBar: UINavigationBar {
        guard let backing = backing as? BackingNavigationController else { return UINavigationBar() }
        _ = backing.navigationBar
        return backing.uiNavigationBar
    }

    /// Whether the navigation bar is hidden.
    public var isNavigationBarHidden: Bool {
        get { navigation?.isNavigationBarHidden ?? false }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (the top controller's safe area follows); animated, the
    /// bar slides up or down over `UINavigationController.hideShowBarDuration` (0.2 s).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigation?.setNavigationBarHidden(hidden, animated: animated)
    }

    /// Whether the toolbar is hidden (true by default, as in UIKit).
    public var isToolbarHidden: Bool {
        get { navigation?.isToolbarHidden ?? true }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar at the bottom, above the safe area's bottom (the top
    /// controller's safe area leaves it out while it shows); animated, it slides down out of
    /// the screen or up into it over `UINavigationController.hideShowBarDuration` (0.2 s).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        navigation?.setToolbarHidden(hidden, animated: animated)
    }

    // UIKit declares it implicitly unwrapped.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The toolbar, showing the top controller's ``UIViewController/toolbarItems`` while
    /// ``isToolbarHidden`` is false (loading the root view).
    public var toolbar: UIToolbar! {
        guard let backing = backing as? BackingNavigationController else { return UIToolbar() }
        _ = backing.toolbar
        backing.uiToolbar.items = topViewController?.toolbarItems
        return backing.uiToolbar
    }
}

extension UINavigationController {
    /// How long an animated `setNavigationBarHidden(_:animated:)` slides the bar: 0.2 seconds.
    public static var hideShowBarDuration: CGFloat { CGFloat(NavigationController.hideShowBarDuration) }
}

extension UIViewController {
    /// The nearest navigation controller above this controller (itself excluded), or nil.
    public var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }

    /// The nearest tab bar controller above this controller (itself excluded), or nil.
    public var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }

    /// The nearest controller of class `type` among the parent, its parent and so on.
    func nearestAncestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let match = controller as? Container { return match }
            current = controller.parent
        }
        return nil
    }
}
