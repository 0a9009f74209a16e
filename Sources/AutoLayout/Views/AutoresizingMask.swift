/// Which parts of a view's frame stretch when its superview resizes, as in `UIView.AutoresizingMask`.
/// Used only while `translatesAutoresizingMaskIntoConstraints` is true.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// UIKit's bit pattern: bit 0 `flexibleLeftMargin` up to bit 5 `flexibleBottomMargin`.
    public let rawValue: UInt
    /// A mask from UIKit's bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Apple's description prefix, e.g. `h=--& v=--&` (`-` fixed, `&` flexible; margin, size, margin).
    public var shortDescription: String {
        func c(_ o: AutoresizingMask) -> String { contains(o) ? "&" : "-" }
        return "h=\(c(.flexibleLeftMargin))\(c(.flexibleWidth))\(c(.flexibleRightMargin)) "
            + "v=\(c(.flexibleTopMargin))\(c(.flexibleHeight))\(c(.flexibleBottomMargin))"
    }
}
