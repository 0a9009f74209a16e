import AutoLayout

/// UIKit's `UIStackView`: arranges its arranged subviews in a row or column with AutoLayout's
/// stack model (the constraints UIKit's stack view makes).
///
/// ```swift
/// let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
/// let a = UIView(), b = UIView()
/// let stack = UIStackView(arrangedSubviews: [a, b])
/// stack.axis = .horizontal
/// stack.distribution = .fillEqually
/// stack.spacing = 10
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(stack)
/// NSLayoutConstraint.activate([
///     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
///     stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
///     stack.topAnchor.constraint(equalTo: root.topAnchor),
///     stack.heightAnchor.constraint(equalToConstant: 44),
/// ])
/// root.layoutIfNeeded()
/// // a.frame is (0, 0, 155, 44), b.frame is (165, 0, 155, 44)
/// ```
open class UIStackView: UIView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingStackView()) }

    /// The backing stack view (a `UIStackView` is always made with a `BackingStackView`).
    var stack: StackView { unsafeDowncast(layoutView, to: BackingStackView.self) }

    /// A stack of these views, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The arranged subviews, in order.
    public var arrangedSubviews: [UIView] { stack.arrangedSubviews.compactMap(\.uiView) }

    /// Appends `view` to the arranged subviews (adding it as a subview).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: stack.arrangedSubviews.count) }

    /// Inserts `view` among the arranged subviews at `stackIndex` (adding it as a subview).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let previous = view.superview
        stack.insertArrangedSubview(view.layoutView, at: stackIndex)
        adopt(view, from: previous)
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) { stack.removeArrangedSubview(view.layoutView) }

    /// The axis views are arranged along.
    open var axis: NSLayoutConstraint.Axis {
        get { NSLayoutConstraint.Axis(stack.axis) }
        set { stack.axis = newValue.layoutAxis }
    }

    /// How the views share the length along the axis.
    open var distribution: Distribution {
        get { stack.distribution }
        set { stack.distribution = newValue }
    }

    /// How the views are placed across the axis.
    open var alignment: Alignment {
        get { stack.alignment }
        set { stack.alignment = newValue }
    }

    /// The space between adjacent views.
    open var spacing: CGFloat {
        get { CGFloat(stack.spacing) }
        set { stack.spacing = Double(newValue) }
    }

    /// Whether the views are laid out within the layout margins.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue }
    }

    /// Whether vertical spacing is measured between baselines.
    open var isBaselineRelativeArrangement: Bool {
        get { stack.isBaselineRelativeArrangement }
        set { stack.isBaselineRelativeArrangement = newValue }
    }

    /// Sets the space after one arranged view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stack.setCustomSpacing(Double(spacing), after: arrangedSubview.layoutView)
    }

    /// The space after one arranged view.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        CGFloat(stack.customSpacing(after: arrangedSubview.layoutView))
    }

    /// `customSpacing(after:)`'s value for "use `spacing`".
    public static let spacingUseDefault = CGFloat(StackView.spacingUseDefault)
    /// `customSpacing(after:)`'s value for "use the system spacing".
    public static let spacingUseSystem = CGFloat(StackView.spacingUseSystem)

    /// UIKit's distributions (AutoLayout's stack view's, with the same cases).
    public typealias Distribution = StackView.Distribution

    /// UIKit's alignments (AutoLayout's stack view's, with the same cases, `.top` and `.bottom`).
    public typealias Alignment = StackView.Alignment
}
