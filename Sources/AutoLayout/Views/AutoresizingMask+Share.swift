extension AutoresizingMask {
    /// A flexible size's share of its superview's size change along one axis, as UIKit
    /// distributes it: in proportion to the flexible portions (the size and its flexible
    /// margins; a fixed margin takes none). When those portions add up to zero or less (a
    /// subview at the origin of a zero-size superview) there is no proportion to keep, and the
    /// change is shared evenly among them, as AppKit documents.
    ///
    /// Returns the size as a linear function of the superview's size, `size = multiplier ×
    /// superview + constant`, which holds the size at `extent` while the superview is `superview`.
    package static func flexibleSize(
        origin: Double, extent: Double, superview: Double, flexibleLow: Bool, flexibleHigh: Bool
    ) -> (multiplier: Double, constant: Double) {
        let highMargin = superview - origin - extent
        let flexible = extent + (flexibleLow ? origin : 0) + (flexibleHigh ? highMargin : 0)
        guard flexible > 0 else {
            let share = 1 / Double(1 + (flexibleLow ? 1 : 0) + (flexibleHigh ? 1 : 0))
            return (share, extent - share * superview)
        }
        // The superview is the flexible portions plus the fixed margin, so the constant is the
        // fixed margin's part (exactly 0 when there is none).
        let share = extent / flexible
        let fixedMargin = (flexibleLow ? 0 : origin) + (flexibleHigh ? 0 : highMargin)
        return (share, -share * fixedMargin)
    }
}
