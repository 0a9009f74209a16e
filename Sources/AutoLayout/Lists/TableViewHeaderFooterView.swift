/// A section's header or footer in a `TableView`, as `UITableViewHeaderFooterView`: its
/// subviews go in `contentView`, whose constraints give a self-sizing header its height; reused
/// by identifier as cells are.
///
/// The table sets its frame (the table's width; the height the table settled for the section)
/// and fits the content view to it. `textLabel` is the title's label, made on first use, placed
/// by the table style's `TableView.SectionTitleMetrics` when the table shows the view.
open class TableViewHeaderFooterView: View {
    /// The view to add the header's content to; it fills the header.
    public let contentView: View
    /// The identifier the view was registered and dequeued under (nil for one made directly).
    open var reuseIdentifier: String? { identifier }
    private let identifier: String?
    /// The title label and the constraints that place it, once made.
    private var title: (label: Label, top: LayoutConstraint, bottom: LayoutConstraint, sides: [LayoutConstraint])?

    /// Creates a header or footer; the table makes registered classes with this initializer.
    public required convenience init(reuseIdentifier: String?) {
        let name = reuseIdentifier ?? "header"
        self.init(name: name, reuseIdentifier: reuseIdentifier, contentView: View(name: name + ".contentView"))
    }

    /// Creates a header or footer around `contentView`, a view made for it and not yet in a tree.
    public init(name: String?, reuseIdentifier: String?, contentView: View) {
        identifier = reuseIdentifier
        self.contentView = contentView
        super.init(name: name)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for view in [self, contentView] { view.isPlacedByLayout = true }
        addSubview(contentView)
    }

    /// The title's label in the content view, made with its constraints on first use (the
    /// plain style's header metrics until a table shows the view).
    public var textLabel: Label {
        if let title { return title.label }
        let label = makeTextLabel()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let m = TableView.SectionTitleMetrics.of(.plain, isHeader: true)
        let top = label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: m.top)
        let bottom = contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: m.bottom)
        let sides = [
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: m.leading),
            contentView.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: m.leading),
        ]
        // The label and the content view share this view: activation cannot fail.
        try? LayoutConstraint.activate([top, bottom] + sides)
        title = (label, top, bottom, sides)
        apply(m)
        return label
    }

    /// Makes the view `textLabel` returns, once: a `Label`. The hook for a wrapper whose label
    /// is a type of its own.
    open func makeTextLabel() -> Label { Label(name: name + ".textLabel") }

    /// Shows `title` in `textLabel`: the table calls it for a section's title. Open so that a
    /// wrapper whose label keeps its own text state sets it its own way.
    open func showTitle(_ title: String) { textLabel.text = title }

    /// Places and sets the font of the title label, if made, by `metrics`.
    func apply(_ metrics: TableView.SectionTitleMetrics) {
        guard let title else { return }
        title.label.font = .systemFont(ofSize: metrics.fontSize, weight: metrics.weight)
        title.top.constant = metrics.top
        title.bottom.constant = metrics.bottom
        for side in title.sides { side.constant = metrics.leading }
    }

    /// Called when the table takes the view back for reuse, before it is dequeued again;
    /// override to reset its state (call `super`).
    open func prepareForReuse() {}

    /// Sets the frame and fits the content view into it.
    func place(in frame: Rect) {
        self.frame = frame
        contentView.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }
}
