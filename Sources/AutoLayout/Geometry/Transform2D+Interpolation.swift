import Foundation

/// Interpolating transforms as Core Animation does: the matrices are decomposed into scale,
/// shear, rotation and translation, the components move independently, and the result is
/// composed again, so a rotation turns instead of shrinking through its midpoint.
extension Transform2D {
    /// A transform taken apart: scale by (`scaleX`, `scaleY`), shear x by `shear`·y, rotate by
    /// `rotation` radians, translate by (`translationX`, `translationY`), in that order.
    public struct Components: Hashable, Sendable {
        /// Scale along x and y (a reflection makes `scaleY` negative).
        public var scaleX: Double, scaleY: Double
        /// The x shear per unit of y, applied after the scale.
        public var shear: Double
        /// Radians, in (-π, π].
        public var rotation: Double
        /// The translation, applied last.
        public var translationX: Double, translationY: Double

        /// Components from their values.
        public init(scaleX: Double, scaleY: Double, shear: Double, rotation: Double, translationX: Double, translationY: Double) {
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.shear = shear
            self.rotation = rotation
            self.translationX = translationX
            self.translationY = translationY
        }

        /// The values in declaration order, for component-wise arithmetic.
        public var values: [Double] { [scaleX, scaleY, shear, rotation, translationX, translationY] }

        /// Components from `values` in declaration order (missing values count as 0).
        public init(values: [Double]) {
            func at(_ i: Int) -> Double { i < values.count ? values[i] : 0 }
            self.init(scaleX: at(0), scaleY: at(1), shear: at(2), rotation: at(3), translationX: at(4), translationY: at(5))
        }
    }

    /// The transform's components (a singular transform decomposes with rotation 0 where the
    /// angle is undefined).
    public var decomposed: Components {
        let scaleX = (a * a + b * b).squareRoot()
        let rotation = scaleX == 0 ? 0 : atan2(b, a)
        let cosine = cos(rotation)
        let sine = sin(rotation)
        let scaleY = -c * sine + d * cosine
        let shear = scaleY == 0 ? 0 : (c * cosine + d * sine) / scaleY
        return Components(scaleX: scaleX, scaleY: scaleY, shear: shear, rotation: rotation, translationX: tx, translationY: ty)
    }

    /// The transform these components compose to.
    public init(_ p: Components) {
        self = Transform2D(a: p.scaleX, b: 0, c: p.scaleY * p.shear, d: p.scaleY, tx: 0, ty: 0)
            .concatenating(Transform2D(rotationAngle: p.rotation))
            .concatenating(Transform2D(translationX: p.translationX, y: p.translationY))
    }

    /// The transform `progress` of the way from `self` to `other` (0 gives self, 1 gives other),
    /// moving each component linearly; the rotation takes the shorter way round.
    public func interpolated(to other: Transform2D, progress: Double) -> Transform2D {
        if progress == 1 { return other }
        if progress == 0 || self == other { return self }
        let from = decomposed
        let delta = from.difference(to: other.decomposed)
        return Transform2D(Components(values: zip(from.values, delta.values).map { $0 + $1 * progress }))
    }
}

extension Transform2D.Components {
    /// `other - self` per component, the rotation wrapped into (-π, π] (the shorter way round).
    public func difference(to other: Transform2D.Components) -> Transform2D.Components {
        var d = Transform2D.Components(values: zip(other.values, values).map { $0 - $1 })
        d.rotation = remainder(d.rotation, 2 * Double.pi)
        return d
    }
}
