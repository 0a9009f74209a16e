import Cassowary
import Foundation

/// A 2-D affine transform, as `CGAffineTransform`: the matrix `[a b 0; c d 0; tx ty 1]` that maps
/// a point (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
///
/// `concatenating(_:)` applies `self` first, then the other transform (`CGAffineTransform`'s order);
/// `scaledBy`, `rotated(by:)` and `translatedBy` put the new step before `self`, as Core Graphics
/// does. Angles are radians; with y growing downward a positive angle turns clockwise on screen,
/// as in UIKit. A view's `transform` applies about the centre of its bounds (UIKit's default
/// anchor point), so the identity leaves the frame where layout put it. (Named `Transform2D`, not
/// `AffineTransform`, so that it never clashes with Foundation's type of that name.)
///
/// ```swift
/// import AutoLayout
///
/// let t = Transform2D(scale: Size(width: 0.5, height: 0.5), rotation: 0, translation: Point(x: 10, y: 0))
/// // t == Transform2D(scaleX: 0.5, y: 0.5).concatenating(Transform2D(translationX: 10, y: 0))
/// // t.apply(to: Point(x: 100, y: 40)) is (60 20)
/// ```
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    /// The matrix entries, named as in `CGAffineTransform`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform from its six matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scales x by `sx` and y by `sy`.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// Rotates by `angle` radians (clockwise on screen, y down).
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Moves by (tx, ty).
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// The scene format's transform: scale first, then rotate by `rotation` radians, then translate
    /// (`CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)`).
    public init(scale: Size = Size(width: 1, height: 1), rotation: Double = 0, translation: Point = .zero) {
        self = Transform2D(scaleX: scale.width, y: scale.height)
            .concatenating(Transform2D(rotationAngle: rotation))
            .concatenating(Transform2D(translationX: translation.x, y: translation.y))
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (the matrix product self × other).
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A scale by (sx, sy) followed by `self`.
    public func scaledBy(x sx: Double, y sy: Double) -> Transform2D { Transform2D(scaleX: sx, y: sy).concatenating(self) }

    /// A rotation by `angle` radians followed by `self`.
    public func rotated(by angle: Double) -> Transform2D { Transform2D(rotationAngle: angle).concatenating(self) }

    /// A translation by (tx, ty) followed by `self`.
    public func translatedBy(x tx: Double, y ty: Double) -> Transform2D { Transform2D(translationX: tx, y: ty).concatenating(self) }

    /// The inverse, or nil when the transform is singular (its determinant is 0).
    public func inverted() -> Transform2D? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The point mapped by the transform (`CGPoint.applying`).
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest rectangle holding the transformed corners of `rect` (`CGRect.applying`).
    public func apply(to rect: Rect) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map { apply(to: $0) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The transform applied about `center` instead of the origin (how a view applies its
    /// `transform` about the centre of its bounds).
    public func about(_ center: Point) -> Transform2D {
        Transform2D(translationX: -center.x, y: -center.y).concatenating(self)
            .concatenating(Transform2D(translationX: center.x, y: center.y))
    }

    /// `[a, b, c, d, tx, ty]`, the order dumps write.
    public var components: [Double] { [a, b, c, d, tx, ty] }

    /// `[a, b, c, d, tx, ty]` with whole numbers printed without a fraction.
    public var description: String { "[" + components.map(\.compactDescription).joined(separator: ", ") + "]" }
}
