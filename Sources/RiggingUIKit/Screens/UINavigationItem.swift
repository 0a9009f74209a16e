import Rigging

/// UIKit's `UINavigationItem`: what a view controller shows in a navigation bar while it is on
/// top (Rigging's `NavigationItem`). The prompt and the large title size the bar; the title is
/// kept. Bar button items are not modelled (they never change the bar's height).
///
/// ```swift
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
/// let list = UIViewController()
/// list.navigationItem.prompt = "Choose a list"
/// let navigation = UINavigationController(rootViewController: list)
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()
/// // navigation.navigationBar.frame.height is 74: 30 points for the prompt
/// ```
@MainActor
open class UINavigationItem {
    /// When a bar that prefers large titles shows this item's title large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack (large for the root).
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large.
        case never
    }

    /// The Rigging item this one runs through.
    let item: NavigationItem

    init(item: NavigationItem) { self.item = item }

    /// An item with `title` that belongs to no view controller.
    public convenience init(title: String) {
        self.init(item: NavigationItem(controller: nil))
        self.title = title
    }

    /// The title (kept; nothing is drawn).
    open var title: String? {
        get { item.title }
        set { item.title = newValue }
    }

    /// A line above the title: the bar is 30 points taller while it is set.
    open var prompt: String? {
        get { item.prompt }
        set { item.prompt = newValue }
    }

    /// When the title is large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode {
        get {
            switch item.largeTitleDisplayMode {
            case .automatic: .automatic
            case .always: .always
            case .never: .never
            }
        }
        set {
            switch newValue {
            case .automatic: item.largeTitleDisplayMode = .automatic
            case .always: item.largeTitleDisplayMode = .always
            case .never: item.largeTitleDisplayMode = .never
            }
        }
    }

    // MARK: Bar button items (kept: the bar's height does not depend on them, and there is no
    // title view between them)

    /// The items at the leading end of the bar, first outermost.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items at the trailing end of the bar, first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The first of ``leftBarButtonItems``; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of ``rightBarButtonItems``; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Sets the leading items (`animated` changes nothing: items are not drawn).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items (`animated` changes nothing: items are not drawn).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// The back item the next controller's bar shows (kept).
    open var backBarButtonItem: UIBarButtonItem?
    /// The back button's title on the next controller's bar (kept).
    open var backButtonTitle: String?
    /// Whether the back button is hidden (kept).
    open var hidesBackButton = false
    /// Whether the leading items follow the back button rather than replace it (kept).
    open var leftItemsSupplementBackButton = false
    /// The view shown in place of the title (kept; not added to the bar's tree, not laid out).
    open var titleView: UIView?
}
