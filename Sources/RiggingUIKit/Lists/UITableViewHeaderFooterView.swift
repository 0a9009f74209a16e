import AutoLayout

/// UIKit's `UITableViewHeaderFooterView`: a section's header or footer, whose subviews go in
/// `contentView`; with `UITableView.automaticDimension` heights the content view's constraints
/// give it its height (self-sizing headers). Register a class with
/// `register(_:forHeaderFooterViewReuseIdentifier:)` and return
/// `dequeueReusableHeaderFooterView(withIdentifier:)` from the delegate's
/// `tableView(_:viewForHeaderInSection:)`, as in UIKit.
///
/// `textLabel` is the title's label, made on first use in the content view; the table places
/// it and sets its font by its style (`TableView.SectionTitleMetrics`), as it does for the
/// headers it makes for `tableView(_:titleForHeaderInSection:)`.
///
/// ```swift
/// let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
/// header.textLabel?.text = "Fruit"
/// // header.textLabel?.superview === header.contentView; header.reuseIdentifier == "header"
/// ```
open class UITableViewHeaderFooterView: UIView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingTableViewHeaderFooterView(contentOwner: UIView())) }

    /// The backing view (a `UITableViewHeaderFooterView` is always made with one).
    nonisolated var headerFooter: BackingTableViewHeaderFooterView { unsafeDowncast(backing, to: BackingTableViewHeaderFooterView.self) }

    /// The identifier the view was made with (nil: the table does not reuse it).
    public let reuseIdentifier: String?
    /// The title label, once made (kept alive with the view).
    var madeTextLabel: UILabel?

    /// The view to add the header's content to: it fills the header and follows its size.
    public var contentView: UIView { headerFooter.contentOwner }

    /// The title's label, made in the content view on first use.
    open var textLabel: UILabel? { headerFooter.textLabel.uiView as? UILabel }

    /// Creates a header or footer reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// UIKit's archive initializer: a view without a reuse identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    /// A view without a reuse identifier, at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initializer a table makes a registered class with: `init(reuseIdentifier:)`, a
    /// subclass's override included (see `UITableViewCell.init(dequeuedWithReuseIdentifier:)`).
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called when the table takes the view back for reuse, before it is dequeued again;
    /// override to reset its content (call `super`).
    open func prepareForReuse() {}
}
