import AutoLayout

/// A container that shows one of several view controllers above a tab bar (like
/// `UITabBarController`): the selected view controller's view fills the screen, the tab bar
/// covers the bottom (49 points on an iPhone in portrait, 32 in landscape, 50 on an iPad, plus
/// the home indicator's inset below), and the selected view's safe area ends above the bar.
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let window = Window(screen: Screen(device: try Device.lookup("iPhone X")))
/// let tabs = TabBarController(name: "tabs")
/// let feed = ViewController(name: "feed"), settings = ViewController(name: "settings")
/// tabs.setViewControllers([feed, settings])
/// window.rootViewController = tabs
/// window.layoutIfNeeded()
/// // feed.view.safeAreaInsets.bottom is 83: the bar's 49 and the home indicator's 34
/// // tabs.tabBar.frame is (0 729; 375 83)
/// tabs.selectedIndex = 1
/// // settings.view is shown in feed.view's place
/// ```
open class TabBarController: ViewController {
    /// The view controllers of the tabs, in order.
    public private(set) var viewControllers: [ViewController] = []
    private var container: BarContainer?
    /// Makes the bar view when the root view loads (a view of another layer's class, as
    /// RiggingUIKit's `UITabBar` gives); nil makes a plain view.
    package var makeBar: (() -> View)?
    /// Whether the tab bar is translucent (`tabBar.isTranslucent`, true by default): content
    /// reaches under a translucent bar, and ends above an opaque one.
    public var isTabBarTranslucent = true { didSet { updateBar() } }

    /// The index of the selected tab (clamped to the tabs; 0 when there are none).
    public var selectedIndex: Int {
        get { selection }
        set {
            let index = viewControllers.isEmpty ? 0 : min(max(newValue, 0), viewControllers.count - 1)
            let old = selectedViewController
            transitionAppearance(from: old, to: viewControllers.indices.contains(index) ? viewControllers[index] : nil, animated: false) {
                selection = index
                showSelected()
            }
        }
    }
    private var selection = 0

    /// The view controller of the selected tab.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// The tab bar view (loading the root view if needed).
    public var tabBar: View { barContainer.bar }

    /// Replaces the tabs; the selection stays at its index where it can.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
        let old = selectedViewController
        let index = min(selection, max(controllers.count - 1, 0))
        var added: [ViewController] = []
        transitionAppearance(from: old, to: controllers.indices.contains(index) ? controllers[index] : nil, animated: animated) {
            added = exchangeChildren(viewControllers, for: controllers)
            viewControllers = controllers
            selection = index
            showSelected()
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Builds the root view's transition and wrapper views and the bar.
    override open func viewDidLoad() {
        super.viewDidLoad()
        _ = barContainer
    }

    /// Updates the bar's height for the new traits.
    override func traitsApplied() { updateBar() }

    private var barContainer: BarContainer {
        let root = view  // loading it builds the container (viewDidLoad)
        if let container { return container }
        let made = BarContainer(root: root, prefix: name, bar: makeBar?() ?? View(name: name + ".tabBar"), edge: .bottom)
        container = made
        showSelected()
        updateBar()
        return made
    }

    private func showSelected() {
        container?.show(selectedViewController?.view)
        updateBar()
    }

    /// Hides or shows the bar for the shown navigation stack's top, then tells the containers above.
    override func barsDidChange() {
        updateBar()
        super.barsDidChange()
    }

    /// Whether the top of the selected navigation stack hides the bar (`hidesBottomBarWhenPushed`).
    private var hidesBar: Bool {
        (selectedViewController as? NavigationController)?.topViewController?.hidesBottomBarWhenPushed ?? false
    }

    private func updateBar() {
        container?.update(
            barHeight: BarMetrics.tabBarHeight(for: traitCollection), hidden: hidesBar, translucent: isTabBarTranslucent)
    }
}
