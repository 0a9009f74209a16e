/// Scaling: the units in which the tableau holds a constraint's markers.
///
/// A constraint's slack, errors and dummy measure it in its own units: for `1e6*x + 1e6*y <= c`
/// a slack of 1e8 means x and y of 100. Left so, the tableau mixes symbols whose units differ
/// by 1e12 (a 1e-6 row's slack next to a 1e6 row's), and its absolute tolerances (an entry
/// below 1e-8 is dropped, a reduced cost below 1e-8 is zero) judge them alike: a slack of a
/// 1e6 row appears in the variables' rows with coefficients of 1e-6 and below, whose products
/// would be dropped as noise although they carry the constraint (leaving such a row no way to
/// be repaired, and a satisfiable constraint refused), and a dual ratio of 4e-10 taken for a
/// tie with 0. So each constraint's row is divided by its scale `A`, a power of two near
/// its largest coefficient (exact in binary floating point), and its markers are the
/// constraint's own divided by `A` (their cells stay ±1): every symbol is then in the
/// variables' units, whatever the constraint's scale.
///
/// What this keeps and changes:
/// - the marker's coefficient in the tag is `±A`, so a constant change shifts it by `delta / A`;
/// - a restricted marker may sit below zero by its `tolerance`, epsilon / A: epsilon in the
///   constraint's own units, as before (1000x >= 1e-6 must not pass for x >= 0, and a conflict
///   of 8e-9 in `0.001x <= 0`'s units is tolerated);
/// - a dummy's value times `A` is its equality's residual in its own units;
/// - an optional constraint's error is its violation divided by `A`, so its weight applies to
///   the violation relative to the constraint's largest coefficient (within a factor of two):
///   `1e6*x == 1e6` and `x == 1` weigh alike. Weighing the violation in the constraint's own
///   units instead (weight times `A`) would put reduced costs of 1e-5 next to 1e3 in one level,
///   where the absolute epsilon that clears rounding noise from the objective erases real ones.
/// Layout rows (coefficients ±1, multipliers such as 0.5 or 2) have scale 1: nothing changes.
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
