import Foundation

/// A unit spring: the response of a damped oscillator from 0 to 1 in normalized time u in [0, 1].
enum SpringProgress {
    /// Core Animation's settling threshold: a fraction of the distance.
    static let threshold = 0.001

    /// The value at normalized time `u` for damping ratio z, natural frequency w (per unit time)
    /// and initial velocity v (distance per unit time).
    static func value(at u: Double, dampingRatio z: Double, frequency w: Double, velocity v: Double) -> Double {
        if z < 1 {
            let wd: Double = w * (1 - z * z).squareRoot()
            let b: Double = (z * w - v) / wd
            let decay: Double = Foundation.exp(-z * w * u)
            let oscillation: Double = Foundation.cos(wd * u) + b * Foundation.sin(wd * u)
            return 1 - decay * oscillation
        } else if z == 1 {
            let decay: Double = Foundation.exp(-w * u)
            let linear: Double = 1 + (w - v) * u
            return 1 - decay * linear
        } else {
            let (c1, r1, r2) = overdamped(dampingRatio: z, frequency: w, velocity: v)
            let first: Double = c1 * Foundation.exp(r1 * u)
            let second: Double = (1 - c1) * Foundation.exp(r2 * u)
            return 1 - (first + second)
        }
    }

    /// An over-damped spring's coefficient and rates: value = 1 - (c1 e^(r1 u) + (1 - c1) e^(r2 u)).
    private static func overdamped(dampingRatio z: Double, frequency w: Double, velocity v: Double) -> (Double, Double, Double) {
        let root: Double = (z * z - 1).squareRoot()
        let r1: Double = -w * (z - root)
        let r2: Double = -w * (z + root)
        let c1: Double = (-v - r2) / (r1 - r2)
        return (c1, r1, r2)
    }

    /// A bound on |value - 1| at time u that only decreases once the motion has passed its peak:
    /// for an under-damped spring the sum of the oscillation coefficients' magnitudes times the
    /// envelope (Core Animation's bound); otherwise the magnitudes of the two exponential terms.
    static func envelope(at u: Double, dampingRatio z: Double, frequency w: Double, velocity v: Double) -> Double {
        if z < 1 {
            let wd: Double = w * (1 - z * z).squareRoot()
            let coefficients: Double = 1 + abs((z * w - v) / wd)
            return coefficients * Foundation.exp(-z * w * u)
        } else if z == 1 {
            let linear: Double = 1 + abs(w - v) * u
            return linear * Foundation.exp(-w * u)
        } else {
            let (c1, r1, r2) = overdamped(dampingRatio: z, frequency: w, velocity: v)
            let first: Double = abs(c1) * Foundation.exp(r1 * u)
            let second: Double = abs(1 - c1) * Foundation.exp(r2 * u)
            return first + second
        }
    }

    /// The time after which the envelope stays under the threshold.
    static func settlingTime(dampingRatio z: Double, frequency w: Double, velocity v: Double) -> Double {
        // The envelope decays at least as fast as exp(-w * u / (2 z + 2)) once past its peak; grow
        // an upper end until it is under the threshold, then bisect on the last crossing.
        var high = 1.0 / w
        while envelope(at: high, dampingRatio: z, frequency: w, velocity: v) > threshold, high < 1e9 { high *= 2 }
        var low = 0.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if envelope(at: mid, dampingRatio: z, frequency: w, velocity: v) > threshold { low = mid } else { high = mid }
        }
        return high
    }

    /// The natural frequency whose settling time is exactly 1 (one duration).
    static func frequency(dampingRatio z: Double, velocity v: Double) -> Double {
        var low = 1e-3
        var high = 1e5
        for _ in 0..<64 {
            let mid = (low * high).squareRoot()
            if settlingTime(dampingRatio: z, frequency: mid, velocity: v) > 1 { low = mid } else { high = mid }
        }
        return high
    }
}
