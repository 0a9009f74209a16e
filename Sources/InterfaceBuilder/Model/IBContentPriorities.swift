import AutoLayout

/// A view's content hugging and compression resistance priorities as its document records them;
/// nil where the document writes none.
///
/// Interface Builder writes a priority only when it differs from UIKit's default, so an absent
/// one is UIKit's: `.defaultLow` (250) for hugging, `.defaultHigh` (750) for compression
/// resistance. The `resolved` accessors apply that rule.
public struct IBContentPriorities: Hashable, Sendable {
    /// `horizontalHuggingPriority`.
    public var horizontalHugging: LayoutPriority?
    /// `verticalHuggingPriority`.
    public var verticalHugging: LayoutPriority?
    /// `horizontalCompressionResistancePriority`.
    public var horizontalCompressionResistance: LayoutPriority?
    /// `verticalCompressionResistancePriority`.
    public var verticalCompressionResistance: LayoutPriority?

    /// Priorities as given; nil for those the document does not write.
    public init(
        horizontalHugging: LayoutPriority? = nil, verticalHugging: LayoutPriority? = nil,
        horizontalCompressionResistance: LayoutPriority? = nil, verticalCompressionResistance: LayoutPriority? = nil
    ) {
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompressionResistance = horizontalCompressionResistance
        self.verticalCompressionResistance = verticalCompressionResistance
    }

    /// The hugging priority along `axis`: the document's, or UIKit's default 250.
    public func resolvedHugging(_ axis: LayoutAxis) -> LayoutPriority {
        (axis == .horizontal ? horizontalHugging : verticalHugging) ?? .defaultLow
    }

    /// The compression resistance along `axis`: the document's, or UIKit's default 750.
    public func resolvedCompressionResistance(_ axis: LayoutAxis) -> LayoutPriority {
        (axis == .horizontal ? horizontalCompressionResistance : verticalCompressionResistance) ?? .defaultHigh
    }
}
