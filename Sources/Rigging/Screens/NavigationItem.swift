/// What a view controller shows in a navigation bar while it is the top of a navigation
/// controller's stack (like `UINavigationItem`): the title and prompt, and whether the title is
/// large. The prompt and the large title size the bar; the title is kept (nothing is drawn).
/// Each view controller has one (``ViewController/navigationItem``), compared by identity; a
/// change to it resizes the bar of the navigation controller showing it.
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
/// let list = ViewController(name: "list")
/// let navigation = NavigationController(rootViewController: list)
/// window.rootViewController = navigation
/// list.navigationItem.prompt = "Choose a list"
/// window.layoutIfNeeded()
/// // navigation.navigationBar.frame is (0 59; 393 74): 30 points for the prompt
/// ```
public final class NavigationItem {
    /// When a navigation bar that prefers large titles shows this item's title large (like
    /// `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Sendable, Hashable {
        /// As the item below it in the stack (large for the root).
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large.
        case never
    }

    /// The title (kept; a bar's title is not drawn).
    public var title: String?
    /// A line of text above the title: the bar grows by ``promptHeight`` points while it is set.
    public var prompt: String? { didSet { controller?.navigationItemDidChange() } }
    /// When the title is large; see ``LargeTitleDisplayMode``.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { controller?.navigationItemDidChange() } }
    /// The controller whose item this is.
    package weak var controller: ViewController?

    /// The height a prompt adds to a navigation bar: 30 points (Interface Builder's simulated
    /// prompted bar measures the same).
    public static let promptHeight = 30.0

    /// An item for `controller` (nil: an item of no controller yet).
    package init(controller: ViewController?) { self.controller = controller }
}
