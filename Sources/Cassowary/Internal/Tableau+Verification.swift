/// Verification, refinement and scaling: every operation ends with every installed required
/// constraint holding, or is undone (INTERNALS.md, Cassowary).
extension Tableau {
    /// Numbers up to this magnitude round by at most 3.7e-9 per operation (2^24 × 2^-52).
    static let hazardMagnitude = 0x1p24
    /// A sum below this fraction of its larger operand has lost ten bits or more.
    static let cancellation = 0x1p-10
    /// A sum below this fraction of its larger operand is noise of an exact cancellation.
    static let roundingNoise = 0x1p-50

    @inline(__always) static func isHazard(_ c: Double, operand: Double) -> Bool {
        hazardBits(c, operand: operand) != 0
    }

    /// 1 when the sum `c` of operands as large as `operand` is beyond `hazardMagnitude`, has lost
    /// digits or is below epsilon (not as noise of an exact cancellation); branch-free for merges.
    @inline(__always) static func hazardBits(_ c: Double, operand: Double) -> UInt8 {
        let size = abs(c)
        let big: UInt8 = size > hazardMagnitude ? 1 : 0
        let lost: UInt8 = (size < cancellation * operand ? 1 : 0) | (size < epsilon ? 1 : 0)
        let meant: UInt8 = size > roundingNoise * operand ? 1 : 0
        return big | (lost & meant)
    }

    /// A required constraint's tolerance: this fraction of its largest term, plus twice epsilon.
    static let verificationTolerance = 1e-7

    /// The first installed required constraint that misses its tolerance, with the amount
    /// (infinity for a value that is not finite).
    func unverified() -> (tag: Int, miss: Double)? {
        for t in tags.indices {
            if let (_, miss, largest) = miss(ofTag: t), miss > Tableau.verificationTolerance * largest + 2 * epsilon { return (t, miss) }
        }
        for r in rows.indices where rows[r].basic >= 0 && !rows.constants[r].isFinite { return (-1, .infinity) }
        return nil
    }

    /// How far installed required tag `t` is from holding at the current values (infinity for a
    /// value that is not finite), and its largest term; nil for an optional one.
    func miss(ofTag t: Int) -> (constraint: Constraint, miss: Double, largest: Double)? {
        guard let (constraint, value, largest) = residual(ofTag: t) else { return nil }
        let signed = constraint.relation == .equal ? abs(value) : constraint.relation == .lessThanOrEqual ? value : -value
        return (constraint, value.isFinite ? max(signed, 0) : .infinity, largest)
    }

    /// Installed tag `t`'s expression at the current values and its largest term; nil for an
    /// optional one unless `optional`.
    func residual(ofTag t: Int, optional: Bool = false) -> (constraint: Constraint, value: Double, largest: Double)? {
        let tag = tags[t]
        guard tag.isInstalled, tag.isRequired || optional, let constraint = tags.constraints[t] else { return nil }
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

    /// Steps of iterative refinement before a required constraint still off refuses an
    /// operation. Rows whose values passed through numbers far beyond the constraint's own (an
    /// optional error of 1e22 next to required terms of 1e3) shed only a part of their drift
    /// in each step; only refusals take more than one.
    static let refinementSteps = 6

    /// Checks an operation before its journal is committed (when `verifying`): refines up to
    /// `refinementSteps` times, and throws when a required constraint still misses its tolerance.
    mutating func verify(_ constraint: Constraint) throws(Failure) {
        guard verifying, journaling, !rebuilding else { return }
        counters.verifiedOperations &+= 1
        if let (t, miss, error) = refinedMiss() { throw .error(error ?? refusal(constraint, tag: t, miss: miss)) }
    }

    /// The first required constraint still off after refining up to `refinementSteps` times, with the amount,
    /// and the error of an optimization that broke down on the way.
    mutating func refinedMiss() -> (tag: Int, miss: Double, error: SolverError?)? {
        for attempt in 0...Tableau.refinementSteps {
            guard let (t, miss) = unverified() else { return nil }
            if attempt == Tableau.refinementSteps || !miss.isFinite || t < 0 { return (t, miss, nil) }
            if attempt == 0 { counters.refinedOperations &+= 1 }
            do throws(Failure) { try refine() } catch { return (t, miss, nil) }
            do throws(Failure) { try optimize() } catch { return (t, miss, error.solverError) }
        }
        return nil
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

    @inline(__always) mutating func noteHazard() { verifying = true }

    /// A row's scale: 1 when its largest coefficient is within 1/16...16, else the power of two
    /// at or below it.
    static func scale(of terms: TermList) -> Double {
        var largest = 0.0
        terms.forEachCoefficient { largest = max(largest, abs($0)) }
        if largest == 0 || (largest >= 0x1p-4 && largest < 0x1p4) { return 1 }
        return Double(sign: .plus, exponent: largest.exponent, significand: 1)
    }

    /// How far below zero (a dummy: from zero) restricted `s` may sit and count as zero.
    @inline(__always) func tolerance(of s: Int) -> Double { symbols[s].tolerance }

    /// True when restricted basic `s`'s value `v` is below zero beyond its tolerance.
    @inline(__always) func isInfeasible(_ v: Double, basic s: Int) -> Bool {
        v < 0 && v < -tolerance(of: s)
    }

    /// The scale of the constraint that owns marker or error `s` (1 for other symbols).
    func scale(ofSymbol s: Int) -> Double { ownerTag(of: s)?.scale ?? 1 }

    /// Refinement: shifts every marker by its constraint's residual at the current values, then
    /// restores feasibility; throws a conflict when the refined constants cannot hold.
    mutating func refine() throws(Failure) {
        var shifts: [(marker: Int, amount: Double)] = []
        for t in tags.indices {
            guard var residual = residual(ofTag: t, optional: true)?.value else { continue }
            let tag = tags[t]
            // The second error's coefficient is the negative of the marker's.
            residual += tag.markerCoefficient * value(of: tag.marker)
            if tag.other >= 0 { residual -= tag.markerCoefficient * value(of: tag.other) }
            if residual != 0 { shifts.append((tag.marker, residual / tag.markerCoefficient)) }
        }
        track(shifts.map(\.marker).filter { symbols.kinds[$0] == .dummy })
        // A basic dummy is judged once every shift is made (another's shift moves it on the way).
        for (marker, amount) in shifts { _ = shift(marker, amount) }
        for (r, row) in rows.headers.enumerated() where row.basic >= 0 && symbols.kinds[row.basic] == .dummy {
            if abs(rows.constants[r]) >= tolerance(of: row.basic) {
                infeasible.removeAll(keepingCapacity: true)
                throw .conflict(requiredOwners(of: self.row(r), slot: Int32(r)))
            }
        }
        try dualOptimize()
    }
}
