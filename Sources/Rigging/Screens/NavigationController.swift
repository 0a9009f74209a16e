import AutoLayout

/// A container that shows a stack of view controllers under a navigation bar (like
/// `UINavigationController`): the top view controller's view fills the screen under the
/// translucent bar, and its safe area starts below the bar (44 points on an iPhone in portrait,
/// 32 in landscape, 50 on an iPad; 52 more with a large title); under an opaque bar
/// (``isNavigationBarTranslucent`` false) the view starts below the bar. Pushing and popping
/// switch views at once (the slide UIKit animates is not modelled).
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
/// let list = ViewController(name: "list")
/// let navigation = NavigationController(rootViewController: list)
/// window.rootViewController = navigation
/// window.layoutIfNeeded()
/// // list.view.safeAreaInsets.top is 103: the Dynamic Island's 59 and the bar's 44
/// // navigation.navigationBar.frame is (0 59; 393 44)
/// navigation.setNavigationBarHidden(true, animated: false)
/// window.layoutIfNeeded()
/// // list.view.safeAreaInsets.top is 59
/// ```
open class NavigationController: ViewController {
    /// The view controllers of the stack, the root first, the shown one last.
    public private(set) var viewControllers: [ViewController] = []
    /// Whether the navigation bar is hidden (set with ``setNavigationBarHidden(_:animated:)``).
    public private(set) var isNavigationBarHidden = false
    /// Whether the bar shows a large title (`navigationBar.prefersLargeTitles`): 52 points more
    /// in regular height.
    public var prefersLargeTitles = false { didSet { updateBar() } }
    /// Whether the navigation bar is translucent (`navigationBar.isTranslucent`, true by
    /// default): content reaches under a translucent bar, and starts below an opaque one.
    public var isNavigationBarTranslucent = true { didSet { updateBar() } }
    private var container: BarContainer?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController, name: String? = nil) {
        super.init(name: name)
        setViewControllers([rootViewController], animated: false)
    }

    /// The view controller shown: the last of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The navigation bar view (loading the root view if needed).
    public var navigationBar: View { barContainer.bar }

    /// Builds the root view's transition and wrapper views and the bar.
    override open func viewDidLoad() {
        super.viewDidLoad()
        _ = barContainer
    }

    /// Updates the bar's height for the new traits.
    override func traitsApplied() { updateBar() }

    /// Pushes `viewController` on the stack and shows it.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        setViewControllers(viewControllers.filter { $0 !== viewController } + [viewController], animated: animated)
    }

    /// Pops the top view controller (never the root) and shows the one below; returns the popped one.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops to the root view controller; returns the popped ones.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        let popped = Array(viewControllers.dropFirst())
        if let root = viewControllers.first { setViewControllers([root], animated: animated) }
        return popped
    }

    /// Replaces the stack and shows its last view controller.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let oldTop = topViewController
        var added: [ViewController] = []
        transitionAppearance(from: oldTop, to: controllers.last, animated: animated) {
            added = exchangeChildren(viewControllers, for: controllers)
            viewControllers = controllers
            showTop()
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Shows or hides the navigation bar; the top view controller's safe area follows.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        updateBar()
    }

    private var barContainer: BarContainer {
        let root = view  // loading it builds the container (viewDidLoad)
        if let container { return container }
        let made = BarContainer(root: root, prefix: name, barName: name + ".navigationBar", edge: .top)
        container = made
        showTop()
        updateBar()
        return made
    }

    private func showTop() {
        guard let container else { return }
        container.show(topViewController?.view)
    }

    private func updateBar() {
        container?.update(
            barHeight: BarMetrics.navigationBarHeight(for: traitCollection, largeTitle: prefersLargeTitles),
            hidden: isNavigationBarHidden, translucent: isNavigationBarTranslucent)
    }
}
