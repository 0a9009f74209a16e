import AutoLayout

/// `<frame key="frameInset">`: the frame as the first Xcode 8 releases wrote it, as distances
/// from the superview's edges (`minX` left, `minY` top, `maxX` right, `maxY` bottom) and sizes;
/// nil where the document writes none.
public struct IBFrameInset: Hashable, Sendable {
    /// Distance from the superview's left edge.
    public var minX: Double?
    /// Distance from the superview's top edge.
    public var minY: Double?
    /// Distance from the superview's right edge.
    public var maxX: Double?
    /// Distance from the superview's bottom edge.
    public var maxY: Double?
    /// The width, when fixed.
    public var width: Double?
    /// The height, when fixed.
    public var height: Double?

    /// Insets as given.
    public init(
        minX: Double? = nil, minY: Double? = nil, maxX: Double? = nil, maxY: Double? = nil,
        width: Double? = nil, height: Double? = nil
    ) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
        self.width = width
        self.height = height
    }

    /// The frame these insets give in a superview of `size`: a missing size spans what the two
    /// insets leave; a missing leading inset puts the view `maxX` (`maxY`) from the far edge.
    public func frame(in size: Size) -> Rect {
        let (x, width) = Self.span(min: minX, max: maxX, length: width, extent: size.width)
        let (y, height) = Self.span(min: minY, max: maxY, length: height, extent: size.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func span(min: Double?, max: Double?, length: Double?, extent: Double) -> (Double, Double) {
        switch (min, max, length) {
        case (let min, let max, let length?):
            return (min ?? max.map { extent - $0 - length } ?? 0, length)
        case (let min, let max, nil):
            return (min ?? 0, extent - (min ?? 0) - (max ?? 0))
        }
    }
}
