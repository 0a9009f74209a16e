import AutoLayout

extension IBSceneBuilder {
    /// The four equations UIKit's autoresizing constraints make of a frame and mask, two per
    /// axis, in the superview's coordinates (`parentSize`: the superview's stored size).
    ///
    /// Per axis, with margins and size fixed (`-`) or flexible (`&`) in the order low margin,
    /// size, high margin: `--` fixes the origin and size; `-&-` keeps both margins; `&--` keeps
    /// the size and the far margin; `-&&` and `&&-` keep the fixed margin, the size taking UIKit's
    /// share of a change (`AutoresizingMask.flexibleSize`); `&-&` keeps the centre's offset from
    /// the superview's centre and the size; `&&&` keeps the centre's offset and the size's share.
    /// This is the rule of the engine's own autoresizing constraints, so a view resizes with its
    /// superview as it does in UIKit. Without a superview size, the frame is fixed.
    static func autoresizingEquations(
        frame: Rect, mask: AutoresizingMask, parentSize: Size?, name: String,
        parentName: String
    ) -> [String] {
        var equations: [String] = []
        for horizontal in [true, false] {
            let (low, high, size, center) = horizontal ? ("left", "right", "width", "centerX") : ("top", "bottom", "height", "centerY")
            let origin = horizontal ? frame.minX : frame.minY
            let extent = horizontal ? frame.width : frame.height
            let flexLow = mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin)
            let flexSize = mask.contains(horizontal ? .flexibleWidth : .flexibleHeight)
            let flexHigh = mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin)
            let fixedOrigin = "\(name).\(low) == \(parentName).\(low)\(offset(origin))"
            let fixedSize = "\(name).\(size) == \(IBNumber.text(extent))"
            guard let parent = parentSize.map({ horizontal ? $0.width : $0.height }) else {
                equations += [fixedOrigin, fixedSize]
                continue
            }
            let highMargin = parent - origin - extent
            let fixedHigh = "\(name).\(high) == \(parentName).\(high)\(offset(-highMargin))"
            let share = AutoresizingMask.flexibleSize(
                origin: origin, extent: extent, superview: parent, flexibleLow: flexLow, flexibleHigh: flexHigh)
            let proportional =
                "\(name).\(size) == \(parentName).\(size) * \(IBNumber.text(share.multiplier))\(offset(share.constant))"
            let centered = "\(name).\(center) == \(parentName).\(center)\(offset(origin + extent / 2 - parent / 2))"
            switch (flexLow, flexSize, flexHigh) {
            case (false, false, _): equations += [fixedOrigin, fixedSize]
            case (false, true, false): equations += [fixedOrigin, fixedHigh]
            case (true, false, false): equations += [fixedSize, fixedHigh]
            case (false, true, true): equations += [fixedOrigin, proportional]
            case (true, true, false): equations += [proportional, fixedHigh]
            case (true, false, true): equations += [centered, fixedSize]
            case (true, true, true): equations += [centered, proportional]
            }
        }
        return equations
    }

    /// ` + 5`, ` - 5` or nothing for 0: a constant's text after an equation's other terms.
    static func offset(_ value: Double) -> String {
        value == 0 ? "" : value < 0 ? " - \(IBNumber.text(-value))" : " + \(IBNumber.text(value))"
    }
}
