import Cassowary

/// A rectangle: an origin and a size, in points (like `CGRect`).
///
/// Beyond `CGRect`'s members, `x`, `y`, `width` and `height` are settable: frame dumps and
/// animations read and write a rectangle as those four numbers.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal center.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical center.
    public var midY: Double { origin.y + size.height / 2 }
    /// The left edge, settable (the origin's `x`; frame dumps name the field `x`).
    public var x: Double {
        get { origin.x }
        set { origin.x = newValue }
    }
    /// The top edge, settable (the origin's `y`; frame dumps name the field `y`).
    public var y: Double {
        get { origin.y }
        set { origin.y = newValue }
    }
    /// The width, settable (the size's `width`).
    public var width: Double {
        get { size.width }
        set { size.width = newValue }
    }
    /// The height, settable (the size's `height`).
    public var height: Double {
        get { size.height }
        set { size.height = newValue }
    }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by insets (grown for negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// `[x, y, w, h]`, the frame dumps' order.
    public var components: [Double] { [minX, minY, width, height] }

    /// Apple's `(x y; w h)` form.
    public var description: String {
        "(\(minX.compactDescription) \(minY.compactDescription); \(width.compactDescription) \(height.compactDescription))"
    }
}
