/// A stack view's settings; its arranged subviews are the view's `subviews`, in order.
public struct IBStackView: Hashable, Sendable {
    /// `axis` (`horizontal` when absent, as `UIStackView`'s default).
    public var axis: String
    /// `distribution` (`fill` when absent).
    public var distribution: String
    /// `alignment` (`fill` when absent).
    public var alignment: String
    /// `spacing`, in points (0 when absent).
    public var spacing: Double
    /// `spacingType="standard"`: the system spacing (`UIStackView.spacingUseSystem`).
    public var usesStandardSpacing: Bool
    /// `baselineRelativeArrangement`.
    public var isBaselineRelativeArrangement: Bool
    /// `layoutMarginsRelativeArrangement`.
    public var isLayoutMarginsRelativeArrangement: Bool

    /// A stack view's settings, UIKit's defaults unless given.
    public init(
        axis: String = "horizontal", distribution: String = "fill", alignment: String = "fill",
        spacing: Double = 0, usesStandardSpacing: Bool = false, isBaselineRelativeArrangement: Bool = false,
        isLayoutMarginsRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.usesStandardSpacing = usesStandardSpacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
}
