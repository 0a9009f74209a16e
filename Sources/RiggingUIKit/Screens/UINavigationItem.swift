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
}
