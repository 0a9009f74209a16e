import Cassowary
import Dispatch
import XCTest

/// `Constraint`'s strength (kept without a lock until the first change) and `LinearExpression.reduced()`.
final class ConstraintTests: XCTestCase {
    func testStrengthReadsTheLatestChange() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = (x == 10) | .weak
        XCTAssertEqual(c.strength, .weak)
        try solver.addConstraint(c)
        try solver.setStrength(.medium, of: c)
        XCTAssertEqual(c.strength, .medium)
        try solver.setStrength(.level(600, weight: 2), of: c)
        XCTAssertEqual(c.strength, .level(600, weight: 2))
        XCTAssertEqual(c.description, "x - 10 == 0 | 600x2")
    }

    /// The relation and the initial strength share a word with the changed strength's lock:
    /// every relation reads back with every kind of strength, before and after a change.
    func testRelationAndStrengthReadBackBeforeAndAfterAChange() throws {
        let x = Variable("x")
        let strengths: [Strength] = [.required, .weak, .level(600, weight: 2), Strength(levels: [])]
        for relation in Relation.allCases {
            for strength in strengths {
                let c = Constraint(x - 5, relation, strength: strength)
                XCTAssertEqual(c.relation, relation)
                XCTAssertEqual(c.strength, strength)
                XCTAssertEqual(c.strength.isRequired, strength.isRequired)
                guard !strength.isRequired else { continue }
                let solver = Solver()
                try solver.addConstraint(c)
                try solver.setStrength(.strong, of: c)
                XCTAssertEqual(c.relation, relation, "after a strength change")
                XCTAssertEqual(c.strength, .strong)
                XCTAssertEqual(solver.checkInvariants(), [])
            }
        }
    }

    func testStrengthChangedInTwoSolversAtOnce() throws {
        // One constraint installed in two solvers, each changing its strength on its own
        // thread while a third reads it: the first change makes the lock (ThreadSanitizer
        // checks the publication in CI).
        let x = Variable("x")
        let c = (x == 10) | .weak
        let levels: [Strength] = [.medium, .strong]
        DispatchQueue.concurrentPerform(iterations: 3) { (i: Int) -> Void in
            let solver = Solver()
            do {
                if i < 2 { try solver.addConstraint(c) }
                for _ in 0..<200 {
                    if i < 2 {
                        try solver.setStrength(levels[i], of: c)
                    } else {
                        XCTAssertTrue([Strength.weak, .medium, .strong].contains(c.strength))
                    }
                }
            } catch {
                XCTFail("\(error)")
            }
        }
        XCTAssertTrue(levels.contains(c.strength))
    }

    func testReducedKeepsAReducedExpression() {
        let x = Variable("x")
        let y = Variable("y")
        let e = LinearExpression([Term(x, 2), Term(y, -1)], constant: 3)
        let r = e.reduced()
        XCTAssertEqual(r.terms.map(\.coefficient), [2, -1])
        XCTAssertTrue(r.terms[0].variable === x && r.terms[1].variable === y)
        XCTAssertEqual(r.constant, 3)
    }

    func testReducedMergesAndDropsZeros() {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let e = LinearExpression([Term(x, 2), Term(y, 1), Term(x, 3), Term(z, 0), Term(y, -1)], constant: 1)
        let r = e.reduced()
        XCTAssertEqual(r.terms.count, 1)
        XCTAssertTrue(r.terms[0].variable === x)
        XCTAssertEqual(r.terms[0].coefficient, 5)
        // Many terms take the dictionary path: the same answer.
        let many = LinearExpression((0..<20).map { Term($0 % 2 == 0 ? x : y, 1) }, constant: 0).reduced()
        XCTAssertEqual(many.terms.map(\.coefficient), [10, 10])
    }
}
