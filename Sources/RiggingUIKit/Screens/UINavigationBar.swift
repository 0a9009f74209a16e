import Rigging

/// UIKit's `UINavigationBar`, as a navigation controller shows it: a view with a frame, laid
/// out by Rigging's `NavigationController` at the top of the safe area with UIKit's heights (44
/// points on an iPhone in portrait, 32 in landscape but 44 on an iPhone of regular width there,
/// 50 on an iPad; 52 more for a large title,
/// 30 more for a prompt). It lays out the top item's bar button items, title view and the back
/// button in its first row (below a prompt, above a large title; see `UIBarButtonItem.layoutFrame`);
/// nothing is drawn.
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

    /// The item of the view controller below the top one, whose back button the bar shows, or nil.
    public var backItem: UINavigationItem? {
        guard let stack = navigation?.viewControllers, stack.count > 1 else { return nil }
        return stack[stack.count - 2].uiViewController?.navigationItem
    }

    /// The back button's title as the bar shows it (Rigging's addition: UIKit draws it in a
    /// private view): the first of the item below's titles that leaves the top item's title
    /// room to stay centred, "Back", or nil for the chevron alone; nil without a back button.
    public internal(set) var shownBackButtonTitle: String?

    /// The back button's frame in the bar (Rigging's addition, as ``UIBarButtonItem/layoutFrame``),
    /// or nil while the bar shows none: the chevron and the shown title.
    public var backButtonLayoutFrame: CGRect? {
        guard let view = backButton.barView, view.superview === self else { return nil }
        return view.frame
    }

    /// The frame of the top item's title in the bar's first row (Rigging's addition: UIKit
    /// draws it in a private label): the title's width in the 17-point semibold system font,
    /// centred on the bar, shifted to clear the items and narrowed to the space they leave (where
    /// UIKit truncates it); nil without a title, with a title view, or while the title is large.
    public internal(set) var titleLayoutFrame: CGRect?

    /// Whether the layout under way places the new top's items before a slide (`prepareFade()`).
    var preparingFade = false

    /// The views of the items, the back button and the title view the last layout placed.
    var itemViews: [UIView] = []
    /// The item that stands for the back button.
    let backButton = UIBarButtonItem()
    /// The item that holds a title view laid out by constraints.
    var titleItem: UIBarButtonItem?

    /// Lays out the bar button items, the back button and the title view (see `layoutItems()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }
}
