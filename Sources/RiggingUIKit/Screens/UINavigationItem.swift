import Rigging

/// UIKit's `UINavigationItem`: what a view controller shows in a navigation bar while it is on
/// top (Rigging's `NavigationItem`). The prompt and the large title size the bar; the bar lays
/// out the bar button items, the title view and the back button in its row (they never change
/// its height); the title is kept (nothing is drawn).
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

    /// Which titles the back button for an item tries, as the space allows.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's `backButtonTitle`, its `title`, "Back", then the chevron alone.
        case `default`
        /// "Back", then the chevron alone.
        case generic
        /// The chevron alone.
        case minimal
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
        set {
            item.title = newValue
            itemsDidChange()
        }
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

    // MARK: Bar button items (laid out by the bar showing the item; its height does not depend
    // on them)

    /// Tells the navigation controller showing this item to lay its bar out again.
    private func itemsDidChange() { item.controller?.navigationItemDidChange() }

    /// The items at the leading end of the bar, first outermost.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemsDidChange() } }
    /// The items at the trailing end of the bar, first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemsDidChange() } }
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
    /// The back item the bar shows while the next controller is on top: its title names the
    /// back button (its other properties are kept).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemsDidChange() } }
    /// The back button's title while the next controller is on top, when there is no
    /// ``backBarButtonItem``, in ``BackButtonDisplayMode/default`` (where the ``title``, then
    /// "Back", then the chevron alone follow it, as the space allows).
    open var backButtonTitle: String? { didSet { itemsDidChange() } }
    /// Which titles the back button for this item tries while the next controller is on top,
    /// when there is no ``backBarButtonItem`` (whose title comes first): the first that leaves
    /// the top item's title room to stay centred on the bar.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemsDidChange() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { itemsDidChange() } }
    /// Sets ``hidesBackButton`` (`animated` changes nothing: the bar lays out at once).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Whether the leading items follow the back button rather than replace it.
    open var leftItemsSupplementBackButton = false { didSet { itemsDidChange() } }
    /// The view shown in place of the title: centred on the bar, shifted to clear the items,
    /// narrowed to the space they leave.
    open var titleView: UIView? {
        didSet {
            if oldValue !== titleView { oldValue?.removeFromSuperview() }
            itemsDidChange()
        }
    }
}
