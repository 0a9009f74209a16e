/// Work counters of a solver since it was made (for diagnostics and benchmarks): pivots and
/// substituted cells by phase, how adds went in, and the size of the tableau.
public struct SolverStatistics: Sendable, Equatable, CustomStringConvertible {
    /// The part of an operation that makes a pivot or substitutes a row.
    public enum Phase: Int, Sendable, CaseIterable {
        /// Inserting or removing a constraint's row.
        case change
        /// The primal simplex on the objective.
        case optimize
        /// Phase one of an add, through an artificial symbol.
        case phaseOne
        /// The dual simplex, after constants changed or a row went in infeasible.
        case dual
    }

    /// Pivots made, by phase (indexed by `Phase.rawValue`).
    public internal(set) var pivotsByPhase = [0, 0, 0, 0]
    /// Cells substituted (each row a substitution touches counts its source row's cells plus
    /// one), by phase (indexed by `Phase.rawValue`).
    public internal(set) var cellsByPhase = [0, 0, 0, 0]
    /// Adds that needed phase one.
    public internal(set) var artificialAdds = 0
    /// Adds inserted through the dual simplex, and those of them redone through phase one.
    public internal(set) var dualAdds = 0
    /// Dual-simplex adds that met a conflict and were redone through phase one.
    public internal(set) var dualAddsRedone = 0
    /// Operations verified against the constraints' own expressions, and those repaired by refinement.
    public internal(set) var verifiedOperations = 0
    /// Verified operations that needed iterative refinement.
    public internal(set) var refinedOperations = 0
    /// Rows of the tableau when the statistics were read.
    public internal(set) var rows = 0
    /// Entries of the record that stands in for untracked dummies' cells when read.
    public internal(set) var dummyRecordEntries = 0
    /// True when the solver verifies every operation (`Solver.isVerifying`).
    public internal(set) var isVerifying = false

    /// Creates empty counters.
    public init() {}

    /// All pivots.
    public var pivots: Int { pivotsByPhase.reduce(0, +) }
    /// All substituted cells.
    public var cellsSubstituted: Int { cellsByPhase.reduce(0, +) }

    /// The pivots of one phase.
    public func pivots(in phase: Phase) -> Int { pivotsByPhase[phase.rawValue] }

    /// One line of every counter.
    public var description: String {
        "pivots \(pivots) (add/remove \(pivotsByPhase[0]), optimize \(pivotsByPhase[1]), phase one \(pivotsByPhase[2]), "
            + "dual \(pivotsByPhase[3])), cells substituted \(cellsSubstituted) (by phase \(cellsByPhase)), "
            + "adds through phase one \(artificialAdds), through the dual simplex \(dualAdds) (\(dualAddsRedone) redone), "
            + "rows \(rows), dummy record \(dummyRecordEntries) entries, "
            + "verifying \(isVerifying) (\(verifiedOperations) operations verified, \(refinedOperations) refined)"
    }

    /// Counts a pivot in `phase`.
    @inline(__always) mutating func countPivot(_ phase: Phase) { pivotsByPhase[phase.rawValue] &+= 1 }
    /// Counts `cells` substituted in `phase`.
    @inline(__always) mutating func countCells(_ cells: Int, _ phase: Phase) { cellsByPhase[phase.rawValue] &+= cells }
}
