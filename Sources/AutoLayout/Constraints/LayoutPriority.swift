/// A constraint priority from 1 to 1000, as in `UILayoutPriority`; 1000 is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority's value: valid when greater than 0 and at most 1000 (`isValid`), required at 1000.
    public var rawValue: Float
    /// A priority of `rawValue`, unchecked here; a constraint refuses an invalid one with
    /// `LayoutError.priorityOutOfRange`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, unchecked, as `UILayoutPriority(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a float literal: `750.5`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// A priority written as an integer literal: `999`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the priority of a button's compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 510: the priority at which dragging a split view's divider may resize the scene.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500: the priority at which a scene prefers to keep its size.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 250: the priority of a button's content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority used when computing a fitting size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// True when the value is 1000.
    public var isRequired: Bool { rawValue >= 1000 }
    /// True when the value lies in Apple's valid range, greater than 0 and at most 1000.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// Orders priorities by `rawValue`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority `rawValue + rhs`, unchecked: `.defaultHigh + 1` is 751.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// The priority `rawValue - rhs`, unchecked: `.required - 1` is 999.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
