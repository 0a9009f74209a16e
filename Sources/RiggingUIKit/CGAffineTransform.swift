import AutoLayout

#if !canImport(CoreGraphics)
    /// Core Graphics' affine transform, which swift-corelibs-foundation does not provide: the matrix
    /// `[a b 0; c d 0; tx ty 1]` mapping a point (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
    ///
    /// Where Core Graphics is present (Apple platforms) this type is not declared and Core
    /// Graphics' own is used, so a file that also imports Foundation never sees two.
    public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
        /// The matrix entries, as Core Graphics names them.
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        /// The transform with these matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// The identity transform (Core Graphics' `init()` is the zero matrix; UIKit code always
        /// starts from `.identity`).
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// Scales by `sx` along x and `sy` along y.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(Transform2D(scaleX: Double(sx), y: Double(sy))) }

        /// Rotates by `angle` radians (clockwise on screen, whose y axis points down).
        public init(rotationAngle angle: CGFloat) { self.init(Transform2D(rotationAngle: Double(angle))) }

        /// Translates by (`tx`, `ty`).
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(Transform2D(translationX: Double(tx), y: Double(ty))) }

        /// Whether this is the identity.
        public var isIdentity: Bool { self == .identity }

        /// `self` then `t2` (Core Graphics' order: the result maps a point by `self` first).
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(layoutTransform.concatenating(t2.layoutTransform))
        }

        /// A scale applied before this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(layoutTransform.scaledBy(x: Double(sx), y: Double(sy)))
        }

        /// A rotation applied before this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(layoutTransform.rotated(by: Double(angle)))
        }

        /// A translation applied before this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(layoutTransform.translatedBy(x: Double(tx), y: Double(ty)))
        }

        /// The inverse, or the transform itself when it cannot be inverted (as Core Graphics returns).
        public func inverted() -> CGAffineTransform {
            layoutTransform.inverted().map(CGAffineTransform.init) ?? self
        }

        /// `CGAffineTransform(a, b, c, d, tx, ty)`.
        public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
    }

    extension CGPoint {
        /// The point mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.layoutTransform.apply(to: layoutPoint)) }
    }

    extension CGSize {
        /// The size mapped by `t`'s linear part (no translation), as Core Graphics maps sizes.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle holding the four corners mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(t.layoutTransform.apply(to: layoutRect)) }
    }
#endif
