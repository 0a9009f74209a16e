extension Double {
    /// The nearest multiple of `1 / scale` (halves away from zero, as `round` in Core Graphics'
    /// pixel rounding); unchanged when `scale` is not positive.
    func rounded(toScale scale: Double) -> Double {
        guard scale > 0 else { return self }
        return (self * scale).rounded() / scale
    }
}

extension Rect {
    /// The rectangle on the pixel grid of `scale` (pixels per point), as UIKit places a view
    /// that layout moved: each edge moves to the nearest pixel boundary, so the width is
    /// `round(maxX) - round(minX)` and two views that share an edge keep sharing it. Unchanged
    /// when `scale` is not positive.
    func pixelAligned(toScale scale: Double) -> Rect {
        guard scale > 0 else { return self }
        let x = minX.rounded(toScale: scale)
        let y = minY.rounded(toScale: scale)
        return Rect(
            x: x, y: y, width: (minX + width).rounded(toScale: scale) - x,
            height: (minY + height).rounded(toScale: scale) - y)
    }
}
