import XCTest
@testable import Cassowary

/// SplitMix64: a small seeded generator, so every random test can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Evaluates a constraint at the solver's current values and says by how much it is violated.
func violation(of constraint: Constraint, in solver: Solver) -> Double {
    let value = constraint.expression.terms.reduce(constraint.expression.constant) {
        $0 + $1.coefficient * solver.value(of: $1.variable)
    }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(value, 0)
    case .greaterThanOrEqual: return max(-value, 0)
    }
}

/// True when the constraints can all hold together (added to a fresh solver).
func satisfiable(_ constraints: [Constraint]) -> Bool {
    let solver = Solver()
    do { try solver.addConstraints(constraints); return true } catch { return false }
}

/// Asserts the solver's internal invariants, printing every violation with its numbers.
func assertSound(_ solver: Solver, _ context: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) {
    let problems = solver.checkInvariants()
    XCTAssertTrue(problems.isEmpty, "\(context()):\n" + problems.joined(separator: "\n"), file: file, line: line)
}
