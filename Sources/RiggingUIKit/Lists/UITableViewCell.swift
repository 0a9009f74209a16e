import AutoLayout

/// UIKit's `UITableViewCell`: a row of a `UITableView`, whose subviews go in `contentView`; the
/// content view's constraints give a self-sizing row its height. A subclass adds its views to
/// `contentView` in `init(style:reuseIdentifier:)` and resets them in `prepareForReuse()`, as
/// in UIKit.
///
/// A registered class is made with `init(dequeuedWithReuseIdentifier:)`, which calls
/// `init(style: .default, reuseIdentifier:)`, so a subclass's override of that initializer runs
/// (UIKit makes the cell through the Objective-C runtime, which Swift on Linux lacks). A
/// subclass inherits it when it overrides `init(style:reuseIdentifier:)` and `init?(coder:)`,
/// or declares no initializer.
///
/// ```swift
/// final class NoteCell: UITableViewCell {
///     let note = UILabel()
///     override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         note.numberOfLines = 0
///         note.translatesAutoresizingMaskIntoConstraints = false
///         contentView.addSubview(note)
///         NSLayoutConstraint.activate([
///             note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
///             note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
///             note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
///             note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
///         ])
///     }
///     required init?(coder: NSCoder) { nil }
/// }
/// let cell = NoteCell(dequeuedWithReuseIdentifier: "note")
/// // cell.note.superview === cell.contentView; cell.reuseIdentifier == "note"
/// ```
open class UITableViewCell: UIView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingTableViewCell(contentOwner: UIView())) }

    /// The backing cell (a `UITableViewCell` is always made with a `BackingTableViewCell`).
    nonisolated var cell: BackingTableViewCell { unsafeDowncast(backing, to: BackingTableViewCell.self) }

    /// UIKit's standard cell styles: which labels `textLabel` and `detailTextLabel` are and
    /// where they sit in the content view (16 points from its leading and trailing edges, at
    /// least 11 from its top and bottom, centred vertically, the content at least 43.5 tall so
    /// a row is at least 44 with the separator; the text label in the 17-point system font).
    public enum CellStyle: Int, Sendable, Hashable {
        /// A text label on the left; no detail label.
        case `default` = 0
        /// A text label on the left, a right-aligned 17-point detail label at the trailing margin,
        /// at least 8 points after the text (a detail too long for the row is the one shortened).
        case value1
        /// A right-aligned text label in a 91-point column at the leading margin, the detail
        /// left-aligned 6 points after it, both 17-point (Rigging's figures, not measured on
        /// iOS: Apple publishes none; UIKit colours the text label with the tint).
        case value2
        /// A text label above a 12-point detail label, the two centred as a block.
        case subtitle
    }

    /// Whether a hairline separates rows (AutoLayout's styles, as UIKit's without the etched one).
    public typealias SeparatorStyle = TableView.SeparatorStyle

    /// The identifier the cell was made with (nil for a cell made without one, which the table
    /// does not reuse).
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    public let style: CellStyle

    /// The view to add the cell's content to: it fills the cell (less the separator) and follows
    /// its size.
    public var contentView: UIView { cell.contentOwner }

    /// UIKit's standard accessories; each takes its width from the content view (see
    /// `TableViewCell.AccessoryType.width`: Rigging's figures, Apple publishes none).
    public typealias AccessoryType = TableViewCell.AccessoryType

    /// The standard accessory (default `.none`): the content view is narrower by its width.
    open var accessoryType: AccessoryType {
        get { cell.accessoryType }
        set { cell.accessoryType = newValue }
    }

    /// A view in place of the standard accessory, kept at its frame's size 16 points from the
    /// trailing edge, centred vertically; the content view ends where it starts.
    open var accessoryView: UIView? {
        get { customAccessory }
        set {
            customAccessory = newValue
            cell.accessoryView = newValue?.layoutView
        }
    }
    private var customAccessory: UIView?

    /// The standard labels, made in the content view on first use of either.
    private var standardLabels: (text: UILabel, detail: UILabel?)?
    /// The standard image view, made in the content view on first use.
    var standardImageView: StandardImageView?
    /// Where the standard labels start: a guide from the leading margin as wide as the image
    /// and its spacing (zero wide without an image), and its width constraint.
    var standardTextStart: (guide: UILayoutGuide, width: NSLayoutConstraint)?
    /// The separator inset set, else nil for the standard one (see `separatorInset`).
    var setSeparatorInset: UIEdgeInsets?
    /// Whether the cell's row is selected: the table sets it when the row is selected or
    /// deselected and when it gives the row this cell (kept: nothing is drawn).
    open var isSelected = false
    /// Whether the cell is highlighted (kept).
    open var isHighlighted = false

    /// Sets `isSelected` (`animated` changes nothing: nothing is drawn).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// The ids of the storyboard segues selecting this cell triggers (a prototype cell's).
    var triggeredSegueIDs: [String] = []

    /// The style's main label, made with its constraints on first use (as UIKit makes it
    /// lazily): a cell that never asks for it sizes by its own content alone.
    open var textLabel: UILabel? { madeStandardLabels().text }

    /// The style's secondary label (nil for `.default`), made with `textLabel` on first use.
    open var detailTextLabel: UILabel? { madeStandardLabels().detail }

    /// The standard image view at the leading margin, made on first use (as UIKit makes it
    /// lazily): with an image, it is the image's size, centred vertically, and the text (and
    /// `.subtitle`'s detail) starts 16 points after it; without one it takes no room.
    open var imageView: UIImageView? { madeStandardImageView() }

    /// The separator's inset from the cell's edges (the separator is laid out, not drawn; see
    /// `separatorLayoutFrame`): a value set here takes precedence, as Apple documents; else the
    /// table's `separatorInset` as its `separatorInsetReference` reads it; else the automatic
    /// inset, the text's start (16 points, or 16 after a standard image), as UIKit aligns
    /// separators with the text.
    open var separatorInset: UIEdgeInsets {
        get {
            if let setSeparatorInset { return setSeparatorInset }
            let automatic = UIEdgeInsets(top: 0, left: standardTextLeading, bottom: 0, right: 0)
            guard let table = superview as? UITableView, let inset = table.setSeparatorInset else { return automatic }
            guard table.separatorInsetReference == .fromAutomaticInsets else { return inset }
            return UIEdgeInsets(
                top: inset.top, left: automatic.left + inset.left, bottom: inset.bottom, right: automatic.right + inset.right)
        }
        set { setSeparatorInset = newValue }
    }

    private func madeStandardLabels() -> (text: UILabel, detail: UILabel?) {
        if let standardLabels { return standardLabels }
        let made = makeStandardLabels()
        standardLabels = made
        return made
    }

    /// Creates a cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// UIKit's archive initializer: a `.default` cell, with the reuse identifier of the
    /// storyboard or nib element it loads from (none otherwise).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = (coder as? NibDecoder)?.view?.properties["reuseIdentifier"]
        super.init(coder: coder)
    }

    /// A `.default` cell without a reuse identifier, at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initializer a table makes a registered class with: `init(style: .default,
    /// reuseIdentifier:)`, a subclass's override included.
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Called when the table takes the cell back for reuse, before the data source dequeues it
    /// again; override to reset its content (call `super`).
    open func prepareForReuse() {}

    /// The content shown in the content view, filling it (see `defaultContentConfiguration()`);
    /// nil removes it. A list content view is at least 43.5 points tall here, so the row is at
    /// least 44 with its separator, as the standard styles' rows are.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { configuredContent.show(contentConfiguration, in: contentView) }
    }
    /// The view `contentConfiguration` made.
    let configuredContent = ConfiguredContent(minimumHeight: 43.5)
}
