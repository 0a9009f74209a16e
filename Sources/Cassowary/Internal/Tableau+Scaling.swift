/// Scaling: the units in which the tableau holds a constraint's markers.
extension Tableau {
    /// The scale of a constraint's row: 1 when its largest coefficient is within 1/16...16 (no
    /// scaling), else the power of two at or below it.
    static func scale(of terms: TermList) -> Double {
        var largest = 0.0
        terms.forEachCoefficient { largest = max(largest, abs($0)) }
        if largest == 0 || (largest >= 0x1p-4 && largest < 0x1p4) { return 1 }
        return Double(sign: .plus, exponent: largest.exponent, significand: 1)
    }

    /// How far below zero restricted symbol `s` may sit and still count as zero (for a dummy:
    /// how far from zero).
    @inline(__always) func tolerance(of s: Int) -> Double { symbols[s].tolerance }

    /// True when restricted basic `s`'s value `v` is below zero beyond its tolerance.
    @inline(__always) func isInfeasible(_ v: Double, basic s: Int) -> Bool {
        v < 0 && v < -tolerance(of: s)
    }

    /// The scale of the constraint that owns marker or error `s` (1 for other symbols).
    func scale(ofSymbol s: Int) -> Double { ownerTag(of: s)?.scale ?? 1 }
}
