/// UIKit's `UIBarButtonItem`: a button, an image, a system item, a space or a custom view that
/// a navigation item or a toolbar shows. The bar showing an item gives it a place in its row
/// (``layoutFrame``): a title is as wide as the 17-point system font measures it (semibold for
/// `.done`), an image as its size, an icon system item as a 17-point symbol at the large scale,
/// a positive ``width`` overrides those, and a custom view keeps its own size. A bar's height
/// never depends on its items, in UIKit either.
///
/// ```swift
/// let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
/// let space = UIBarButtonItem.flexibleSpace()
/// let gap = UIBarButtonItem.fixedSpace(20)
/// print(done.title == nil, space.isSpace, gap.width)  // true true 20.0
/// ```
@MainActor
open class UIBarButtonItem {
    /// UIKit's system items.
    public enum SystemItem: Int, Sendable {
        /// UIKit's raw values, in UIKit's order.
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
            pageCurl, close
    }

    /// UIKit's item styles (kept).
    public enum Style: Int, Sendable {
        /// A plain item.
        case plain
        /// A bordered item (deprecated in UIKit; kept).
        case bordered
        /// A done item.
        case done
    }

    /// The title, which sizes the item (nothing is drawn).
    open var title: String? { didSet { barNeedsLayout() } }
    /// The image, whose width sizes an item without a title.
    open var image: UIImage? { didSet { barNeedsLayout() } }
    /// The style: `.done` measures the title in the semibold face.
    open var style: Style = .plain { didSet { barNeedsLayout() } }
    /// The width of a fixed space, or of a button item when positive (0 lets the title or image
    /// decide); a custom view keeps its own width.
    open var width: CGFloat = 0 { didSet { barNeedsLayout() } }
    /// The custom view the item shows, if any: held at once in the item's view (a wrapper at
    /// the item's place in a bar), at its own size (its frame's, or its constraints').
    open var customView: UIView? {
        didSet {
            if oldValue !== customView { oldValue?.removeFromSuperview() }
            _ = makeBarView()
            barNeedsLayout()
        }
    }
    /// Kept; there are no touches.
    open var isEnabled = true
    /// Kept; there are no touches.
    open var target: AnyObject?
    /// Kept; there are no touches.
    open var action: Selector?
    /// Kept.
    open var tintColor: UIColor?
    /// Kept.
    open var tag = 0
    /// The system item the item was made as, if any.
    public let systemItem: SystemItem?
    /// The view showing the item in a bar, once a bar has shown it.
    var barView: UIView?

    /// An empty plain item.
    public init() { systemItem = nil }

    /// A system item (`.flexibleSpace` and `.fixedSpace` are spaces).
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing a title.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing an image.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing a custom view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
        _ = makeBarView()
    }

    /// A system item (iOS 14's form, without an action).
    public convenience init(systemItem: SystemItem) { self.init(barButtonSystemItem: systemItem, target: nil, action: nil) }

    /// A flexible space: it takes what the other items leave of a toolbar.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A fixed space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Whether the item is a flexible or a fixed space.
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Asks the bar showing the item, if any, to lay its items out again.
    private func barNeedsLayout() { barView?.superview?.setNeedsLayout() }
}
