/// Core Animation's `CALayer`, reduced to the appearance properties layout code sets on a view's
/// layer: each is kept and has no effect (nothing is drawn, clipped, shadowed or composited
/// here). A view's geometry is its ``UIView``'s; the layer has none of its own.
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
/// card.layer.cornerRadius = 12
/// card.layer.shadowOpacity = 0.2
/// print(card.layer.cornerRadius, card.frame.width)  // 12.0 200.0
/// ```
open class CALayer {
    /// A layer with Core Animation's default appearance.
    public init() {}

    /// Kept; corners are never rounded.
    open var cornerRadius: CGFloat = 0
    /// Kept; see ``cornerRadius``.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Kept; see ``cornerRadius``.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Kept; nothing is clipped (`UIView.clipsToBounds` is the same flag in UIKit; here the two
    /// are kept apart).
    open var masksToBounds = false
    /// Kept; borders are never drawn.
    open var borderWidth: CGFloat = 0
    /// Kept; see ``borderWidth``.
    open var borderColor: CGColor?
    /// Kept; shadows are never drawn.
    open var shadowColor: CGColor?
    /// Kept; see ``shadowColor``.
    open var shadowOpacity: Float = 0
    /// Kept; see ``shadowColor``.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Kept; see ``shadowColor``.
    open var shadowRadius: CGFloat = 3
    /// Kept; see ``shadowColor``.
    open var shadowPath: CGPath?
    /// Kept; siblings are ordered by `UIView.subviews` alone.
    open var zPosition: CGFloat = 0
    /// Kept; nothing is composited (`UIView.alpha` is the opacity layout records).
    open var opacity: Float = 1
    /// Kept; nothing is rasterized.
    open var shouldRasterize = false
    /// Kept; see ``shouldRasterize``.
    open var rasterizationScale: CGFloat = 1
    /// Kept; nothing is drawn.
    open var backgroundColor: CGColor?
}

/// Core Animation's corner curves (kept on a layer; nothing is drawn).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public var rawValue: String
    /// A curve named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The continuous curve of Apple's app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Core Animation's corner mask (kept on a layer; nothing is drawn).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public var rawValue: UInt
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// Core Graphics' colour, as `UIColor.cgColor` gives it to a layer: the components are kept,
/// never drawn.
public final class CGColor: Hashable, Sendable {
    /// Red, green, blue and alpha, each from 0 to 1.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }

    /// Equal when the components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

/// Core Graphics' path, as a layer's `shadowPath` takes it: a rectangle or rounded rectangle,
/// kept, never drawn.
public final class CGPath: Sendable {
    /// The rectangle the path outlines.
    public let boundingBox: CGRect

    init(boundingBox: CGRect) { self.boundingBox = boundingBox }
}

/// UIKit's `UIBezierPath`, reduced to the outlines layout code hands a layer as its
/// `shadowPath`: the rectangle is kept, nothing is drawn.
open class UIBezierPath {
    /// The rectangle the path outlines.
    public let bounds: CGRect

    /// A rectangle.
    public init(rect: CGRect) { bounds = rect }

    /// A rounded rectangle (the corners are not modelled).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }

    /// An oval inscribed in `rect` (kept as `rect`).
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }

    /// The Core Graphics path.
    public var cgPath: CGPath { CGPath(boundingBox: bounds) }
}
