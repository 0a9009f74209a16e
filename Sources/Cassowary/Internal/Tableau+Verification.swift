/// Verification: every operation ends with every installed required constraint holding, or is
/// undone.
extension Tableau {
    /// Row constants and coefficients up to this magnitude round by at most 3.7e-9 per
    /// operation (2^24 × 2^-52), inside the tolerance; layouts use numbers up to it (Qt's and
    /// Enaml's largest widget size, 16777215, is 2^24 - 1).
    static let hazardMagnitude = 0x1p24
    /// A sum whose magnitude is below this fraction of its larger operand has lost ten bits
    /// or more of the operands' relative precision.
    static let cancellation = 0x1p-10
    /// A sum below this fraction of its larger operand is taken for rounding noise of an exact
    /// cancellation (16/9 · 9/16 - 1), not for a coefficient the operands meant.
    static let roundingNoise = 0x1p-50

    /// True when the sum `c` of operands as large as `operand` is beyond `hazardMagnitude`, or
    /// has lost so many digits (see `cancellation`), or is so small (below epsilon, where the
    /// tableau drops it) that later rounding may matter; rounding noise of an exact
    /// cancellation is none of these.
    @inline(__always) static func isHazard(_ c: Double, operand: Double) -> Bool {
        hazardBits(c, operand: operand) != 0
    }

    /// `isHazard` as a bit (0 or 1), computed without branches: the merge of two rows ORs it
    /// over every cell, where a branch per comparison mispredicted on cells that cancel exactly.
    @inline(__always) static func hazardBits(_ c: Double, operand: Double) -> UInt8 {
        let size = abs(c)
        let big: UInt8 = size > hazardMagnitude ? 1 : 0
        let lost: UInt8 = (size < cancellation * operand ? 1 : 0) | (size < epsilon ? 1 : 0)
        let meant: UInt8 = size > roundingNoise * operand ? 1 : 0
        return big | (lost & meant)
    }

    /// The tolerance of a required constraint at the current values: 1e-7 of its largest term
    /// (its constant, or a coefficient times its variable's value), plus twice the solver's
    /// epsilon in the constraint's own units (within epsilon, conflicts are accepted: `x >= 1e-9`
    /// with `x <= 0`; Tableau+Scaling.swift).
    static let verificationTolerance = 1e-7

    /// The first installed required constraint that misses its tolerance, with the amount
    /// (infinity for a value that is not finite).
    func unverified() -> (tag: Int, miss: Double)? {
        for t in tags.indices {
            guard let (constraint, value, largest) = residual(ofTag: t) else { continue }
            guard value.isFinite else { return (t, .infinity) }
            let miss: Double
            switch constraint.relation {
            case .equal: miss = abs(value)
            case .lessThanOrEqual: miss = max(value, 0)
            case .greaterThanOrEqual: miss = max(-value, 0)
            }
            if miss > Tableau.verificationTolerance * largest + 2 * epsilon { return (t, miss) }
        }
        for r in rows.indices where rows[r].basic >= 0 && !rows.constants[r].isFinite { return (-1, .infinity) }
        return nil
    }

    /// The value of required tag `t`'s expression at the current values, and its largest term
    /// (its constant, or a coefficient times its variable's value); nil for an optional or free tag.
    func residual(ofTag t: Int) -> (constraint: Constraint, value: Double, largest: Double)? {
        let tag = tags[t]
        guard tag.isInstalled, tag.isRequired, let constraint = tags.constraints[t] else { return nil }
        var value = tag.constant
        var largest = abs(tag.constant)
        constraint.terms.forEach { term in
            guard let s = registeredSymbol(of: term.variable) else { return }
            let product = term.coefficient * self.value(of: s)
            value += product
            largest = max(largest, abs(product))
        }
        return (constraint, value, largest)
    }

    /// Checks the operation on `constraint` before its journal is committed (only when the
    /// tableau is `verifying` and the caller owns the journal): refines up to twice, and
    /// throws when a required constraint still misses its tolerance.
    mutating func verify(_ constraint: Constraint) throws(Failure) {
        guard verifying, journaling, !rebuilding else { return }
        counters.verifiedOperations &+= 1
        for attempt in 0...2 {
            guard let (t, miss) = unverified() else { return }
            if attempt == 2 || !miss.isFinite || t < 0 {
                throw .error(refusal(constraint, tag: t, miss: miss))
            }
            if attempt == 0 { counters.refinedOperations &+= 1 }
            do { try refine() } catch { throw .error(refusal(constraint, tag: t, miss: miss)) }
            do { try optimize() } catch { throw .error(error) }
        }
    }

    /// The error that refuses an operation on `constraint` which would leave tag `t` off by `miss`.
    private func refusal(_ constraint: Constraint, tag t: Int, miss: Double) -> SolverError {
        guard let violated = self.constraint(ofTag: t) else {
            return .outOfRange("\(constraint): it would take a value beyond the range of a double")
        }
        if !miss.isFinite {
            return .outOfRange("\(constraint): it would take a variable of \(violated) beyond the range of a double")
        }
        return .inexact(constraint, violated: violated, by: miss)
    }

    /// Starts verifying every operation (see above); a tableau with no constraints stops.
    @inline(__always) mutating func noteHazard() { verifying = true }
}
