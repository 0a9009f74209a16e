import TestHelpers
import XCTest

@testable import Cassowary

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
    do {
        try solver.addConstraints(constraints)
        return true
    } catch { return false }
}

/// Asserts the solver's internal invariants, printing every violation with its numbers.
func assertSound(_ solver: Solver, _ context: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) {
    let problems = solver.checkInvariants()
    XCTAssertTrue(problems.isEmpty, "\(context()):\n" + problems.joined(separator: "\n"), file: file, line: line)
}
