import XCTest

@testable import Cassowary

/// The strength behind each tag (Internal/TagStrengths.swift): each tag reads back the strength
/// it was given, through adds, strength changes and removals.
final class TagStrengthsTests: XCTestCase {
    /// The unit level: entries read back, required and optional (one with no levels too),
    /// after changes, clears and a removal.
    func testEntriesReadBack() {
        var strengths = TagStrengths()
        var expected: [Strength] = []
        for i in 0..<40 {
            let strength: Strength = i % 5 == 0 ? .required : .level(Double(100 + i), weight: 2)
            strengths.append(strength)
            expected.append(strength)
        }
        for round in 0..<30 {
            for t in expected.indices where !expected[t].isRequired {
                let strength = Strength.level(Double(200 + (round * 7 + t) % 90), weight: Double(1 + round % 3))
                strengths.set(t, to: strength)
                expected[t] = strength
            }
        }
        strengths.set(2, to: Strength(levels: []))
        expected[2] = Strength(levels: [])
        for t in stride(from: 1, to: expected.count, by: 3) {
            strengths.set(t, to: .required)
            expected[t] = .required
        }
        strengths.removeLast()
        expected.removeLast()
        XCTAssertEqual(strengths.count, expected.count)
        for t in expected.indices { XCTAssertEqual(strengths[t], expected[t], "tag \(t)") }
        XCTAssertFalse(strengths[2].isRequired, "an optional strength with no levels stays optional")
    }

    /// Through a solver: 60 constraints, each with a strength of its own, changed again and
    /// again and removed; the solution follows the strongest preference and every invariant holds.
    func testSolverWithManyDistinctStrengths() throws {
        let solver = Solver()
        let x = Variable("x")
        var preferences: [Constraint] = []
        for i in 0..<60 {
            let preference = Constraint(x - Double(i), .equal, strength: .level(Double(10 + i)))
            try solver.addConstraint(preference)
            preferences.append(preference)
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 59, accuracy: 1e-9)
        // Reverse the order: the first preference becomes the strongest.
        for round in 0..<5 {
            for (i, preference) in preferences.enumerated() {
                try solver.setStrength(.level(Double(100 + 60 * round + 59 - i)), of: preference)
            }
            XCTAssertEqual(solver.checkInvariants(), [], "round \(round)")
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 0, accuracy: 1e-9)
        for preference in preferences.prefix(30) { try solver.removeConstraint(preference) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 30, accuracy: 1e-9)
        XCTAssertEqual(preferences[45].strength, .level(Double(100 + 60 * 4 + 59 - 45)))
        XCTAssertEqual(solver.checkInvariants(), [])
    }
}
