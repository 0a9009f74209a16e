/// Why the solver refused an operation; each case carries the offending input.
/// A refused operation leaves the solver exactly as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already installed.
    case duplicateConstraint(Constraint)
    /// The constraint is not installed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional; the strength given was required.
    case requiredEditStrength(Variable)
    /// A coefficient, constant, suggested value or strength is NaN or infinite.
    case nonFinite(String)
    /// A coefficient, constant, suggested value or weight is beyond ±`Solver.magnitudeLimit`
    /// (1e15): past it a double has no digits left for a layout, and products overflow; or a
    /// coefficient is nonzero and below `Solver.smallestCoefficient` (1e-15, subnormal numbers
    /// included), where a row divided by it overflows; or the operation would take a value
    /// beyond the range of a double. The message names the constraint and the number.
    case outOfRange(String)
    /// The required constraint cannot hold together with `conflicts`, a minimal set of
    /// installed required constraints: removing any one of them would let it hold.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// A strength may not change from or to required while the constraint is installed.
    case requiredStrengthChange(Constraint, to: Strength)
    /// Double precision cannot carry the operation on the first constraint (added, removed, or
    /// its constant or strength changed; for an edit variable, its edit constraint): it would
    /// leave the installed required constraint `violated` off by `by`, beyond its tolerance,
    /// even after refinement (see `Solver`). Rows whose coefficients differ only in their last
    /// digits (near-parallel) or span many orders of magnitude can do that.
    case inexact(Constraint, violated: Constraint, by: Double)
    /// An engine bug or a numerical breakdown (e.g. a pivot limit reached); the message has the numbers.
    case internalError(String)

    /// A one-line message naming the refusal and its input (an unsatisfiable constraint lists its conflicts, one per line).
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .requiredEditStrength(let v): return "edit variable \(v) cannot have required strength"
        case .nonFinite(let what): return "non-finite number in \(what)"
        case .outOfRange(let what): return "out of range: \(what)"
        case .unsatisfiable(let c, let conflicts):
            return "unsatisfiable constraint: \(c)\nconflicts with:\n" + conflicts.map { "  \($0)" }.joined(separator: "\n")
        case .requiredStrengthChange(let c, let s): return "cannot change strength of \(c) to \(s): required strength is fixed while installed"
        case .inexact(let c, let violated, let miss):
            return "\(c) cannot be carried in double precision: it would leave \(violated) off by \(miss)"
        case .internalError(let message): return "internal solver error: \(message)"
        }
    }
}

extension SolverError {
    /// True for the refusals of an operation's verification (Tableau+Verification.swift).
    var isVerificationRefusal: Bool {
        switch self {
        case .inexact, .outOfRange: return true
        default: return false
        }
    }
}
