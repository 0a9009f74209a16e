/// A row of a `TableView`, as `UITableViewCell`: its subviews go in `contentView`, whose
/// constraints give a self-sizing row its height.
///
/// The table sets the cell's frame (a column at the table's width); the content view fills the
/// cell, its height less the separator's when the table draws separators, as in UIKit.
open class TableViewCell: View {
    /// The view to add the cell's content to; it fills the cell and follows its size.
    public let contentView: View
    /// The identifier the cell was registered and dequeued under (nil for a cell made directly).
    /// Open so that a wrapper whose cells learn their identifier after they are made (UIKit's
    /// spelling) can answer with its own.
    open var reuseIdentifier: String? { identifier }
    private let identifier: String?

    /// Creates a cell; the table makes registered cells with this initializer.
    public required convenience init(reuseIdentifier: String?) {
        let name = reuseIdentifier ?? "cell"
        self.init(name: name, reuseIdentifier: reuseIdentifier, contentView: View(name: name + ".contentView"))
    }

    /// Creates a cell around `contentView`, a view made for it and not yet in a tree: the hook
    /// for a view type of one's own as the content view (a wrapper's, say).
    public init(name: String?, reuseIdentifier: String?, contentView: View) {
        identifier = reuseIdentifier
        self.contentView = contentView
        super.init(name: name)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for view in [self, contentView] { view.isPlacedByLayout = true }
        addSubview(contentView)
    }

    /// The standard accessory at the trailing edge (default `.none`), as
    /// `UITableViewCell.accessoryType`: the content view is narrower by its width.
    public var accessoryType = AccessoryType.none { didSet { superview?.setNeedsLayout() } }

    /// A view of one's own at the trailing edge in place of the standard accessory, as
    /// `UITableViewCell.accessoryView`: it keeps its frame's size, sits `accessoryViewMargin`
    /// from the trailing edge, centred vertically, and the content view ends where it starts.
    public var accessoryView: View? {
        didSet {
            if let oldValue, oldValue !== accessoryView, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
            superview?.setNeedsLayout()
        }
    }

    /// Whether the row shows its editing controls, as `UITableViewCell.isEditing`: its table sets
    /// it from ``TableView/isEditing``. The content view starts after the editing control and
    /// ends before the reorder control (``showsReorderControl``); the accessory is hidden.
    public internal(set) var isEditing = false

    /// Whether the row shows a reorder control while editing (false by default), as
    /// `UITableViewCell.showsReorderControl`.
    public var showsReorderControl = false { didSet { superview?.setNeedsLayout() } }

    /// Called when the table takes the cell back for reuse, before a data source dequeues it
    /// again; override to reset its state (call `super`).
    open func prepareForReuse() {}

    /// Sets the cell's frame and fits the content view into it, `separator` shorter and narrower
    /// by the accessory or the editing controls and the section index (`contentInsets`); places a
    /// custom accessory view, out of the cell while editing.
    func place(in frame: Rect, separator: Double, sectionIndexWidth: Double = 0) {
        self.frame = frame
        let height = max(frame.height - separator, 0)
        let insets = contentInsets(sectionIndexWidth: sectionIndexWidth)
        contentView.frame = Rect(
            x: insets.leading, y: 0, width: max(frame.width - insets.leading - insets.trailing, 0), height: height)
        if let accessoryView {
            if isEditing {
                if accessoryView.superview === self { accessoryView.removeFromSuperview() }
                return
            }
            if accessoryView.superview !== self { addSubview(accessoryView) }
            let size = accessoryView.frame.size
            accessoryView.frame = Rect(
                x: frame.width - sectionIndexWidth - TableViewCell.accessoryViewMargin - size.width,
                y: (height - size.height) / 2,
                width: size.width, height: size.height)
        }
    }
}
