import AutoLayout

/// UIKit's `UILayoutPriority`: 1...1000, where 1000 is required.
///
/// ```swift
/// let almost = UILayoutPriority.required - 1
/// print(almost.rawValue)  // 999.0
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    init(layout priority: LayoutPriority) { rawValue = priority.rawValue }

    var layoutPriority: LayoutPriority { LayoutPriority(rawValue: rawValue) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a window's resize drag (macOS's value, kept for code that names it).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: a scene's size staying put.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` holds the size at.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
