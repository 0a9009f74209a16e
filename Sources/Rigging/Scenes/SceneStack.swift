import AutoLayout

/// A scene view that is a stack view (`"stack": {"axis": "horizontal", "distribution": "fill",
/// ...}`): a `StackView` arranging some of its subviews. Every field's default is UIKit's.
public struct SceneStack: Sendable, Hashable {
    /// Rows (`"horizontal"`, the default) or columns (`"vertical"`).
    public var axis: LayoutAxis
    /// How the arranged views share the axis (`"distribution"`, default `"fill"`).
    public var distribution: StackView.Distribution
    /// How they lie across it (`"alignment"`, default `"fill"`; `"top"` and `"bottom"` are read
    /// as `"leading"` and `"trailing"`).
    public var alignment: StackView.Alignment
    /// Points between adjacent arranged views (`"spacing"`, default 0).
    public var spacing: Double
    /// The arranged views' names, in order (`"arranged"`; default: every subview, in scene order).
    public var arranged: [String]?
    /// Custom spacing after an arranged view (`"customSpacing": {"a": 20}`).
    public var customSpacing: [String: Double]
    /// Lay out inside the stack's layout margins (`"layoutMarginsRelative"`, default false).
    public var isLayoutMarginsRelative: Bool
    /// Vertical spacing measured between baselines (`"baselineRelative"`, default false).
    public var isBaselineRelative: Bool

    /// A stack with UIKit's defaults, or the values given.
    public init(
        axis: LayoutAxis = .horizontal, distribution: StackView.Distribution = .fill,
        alignment: StackView.Alignment = .fill, spacing: Double = 0, arranged: [String]? = nil,
        customSpacing: [String: Double] = [:], isLayoutMarginsRelative: Bool = false, isBaselineRelative: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.arranged = arranged
        self.customSpacing = customSpacing
        self.isLayoutMarginsRelative = isLayoutMarginsRelative
        self.isBaselineRelative = isBaselineRelative
    }

    /// Sets these values on `stack` and arranges `arranged` (views already its subviews).
    func apply(to stack: StackView, arranged: [View]) {
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelative
        stack.isBaselineRelativeArrangement = isBaselineRelative
        for view in arranged {
            stack.addArrangedSubview(view)
            if let custom = customSpacing[view.name] { stack.setCustomSpacing(custom, after: view) }
        }
    }
}
