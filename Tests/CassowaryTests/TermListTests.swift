import XCTest

@testable import Cassowary

/// `TermList`: a constraint's terms held in the value up to `inlineCapacity`, in an array beyond;
/// every count reads back in order, through the constraint and through the solver.
final class TermListTests: XCTestCase {
    private let variables = (0..<20).map { Variable("v\($0)") }

    private func terms(_ n: Int) -> [Term] { (0..<n).map { Term(variables[$0], Double($0 + 1)) } }

    private func assertReadsBack(_ list: TermList, _ expected: [Term], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(list.count, expected.count, file: file, line: line)
        XCTAssertEqual(Array(list).map(\.coefficient), expected.map(\.coefficient), file: file, line: line)
        for i in expected.indices {
            XCTAssertTrue(list[i].variable === expected[i].variable, "term \(i)", file: file, line: line)
        }
        XCTAssertEqual(list.array.map(\.coefficient), expected.map(\.coefficient), file: file, line: line)
    }

    func testEveryCountReadsBackInOrder() {
        let k = TermList.inlineCapacity
        for n in [0, 1, 2, k, k + 1, 20] {
            assertReadsBack(TermList(terms(n)), terms(n))
        }
    }

    func testTheValueIsItsInlineTermsAndAReference() {
        // An empty slot costs nothing beside a term (nil is a value the reference never takes):
        // this keeps a constraint in malloc's 112-byte chunks.
        XCTAssertEqual(MemoryLayout<Term?>.size, MemoryLayout<Term>.size)
        XCTAssertEqual(MemoryLayout<TermList>.size, TermList.inlineCapacity * MemoryLayout<Term>.size + 8)
    }

    func testConstraintReadsItsTermsBackAtEveryCount() {
        let k = TermList.inlineCapacity
        for n in [0, 1, k, k + 1, 20] {
            let c = Constraint(LinearExpression(terms(n), constant: 7), .equal)
            assertReadsBack(c.terms, terms(n))
            XCTAssertEqual(c.expression.terms.map(\.coefficient), terms(n).map(\.coefficient))
            XCTAssertEqual(c.expression.constant, 7)
        }
    }

    func testMergedDuplicatesAreStoredOnce() {
        let x = variables[0]
        let y = variables[1]
        // Five written terms, two variables after merging: inline.
        let c = Constraint(LinearExpression([Term(x, 1), Term(y, 2), Term(x, 3), Term(y, -2), Term(x, 1)], constant: 0), .equal)
        assertReadsBack(c.terms, [Term(x, 5)])
        // Twenty written over four variables: one more than the inline capacity, in an array.
        let four = Constraint(LinearExpression((0..<20).map { Term(variables[$0 % 4], 1) }, constant: 0), .equal)
        assertReadsBack(four.terms, (0..<4).map { Term(variables[$0], 5) })
        XCTAssertEqual(four.description, "5*v0 + 5*v1 + 5*v2 + 5*v3 == 0 | required")
    }

    func testACopyWithAnotherStrengthOrConstantKeepsTheTerms() {
        for n in [1, TermList.inlineCapacity + 1] {
            let c = Constraint(LinearExpression(terms(n), constant: 2), .lessThanOrEqual)
            let weak = c | .weak
            assertReadsBack(weak.terms, terms(n))
            XCTAssertEqual(weak.relation, .lessThanOrEqual)
            XCTAssertEqual(weak.strength, .weak)
            XCTAssertEqual(weak.expression.constant, 2)
            let moved = Constraint(c, constant: -4, strength: .strong)
            assertReadsBack(moved.terms, terms(n))
            XCTAssertEqual(moved.expression.constant, -4)
            XCTAssertEqual(c.expression.constant, 2)
        }
    }

    /// The solver reads the terms from the list at every count: `sum of (i+1)*v_i == n` with all
    /// but the last variable pinned to 1 solves the last one.
    func testSolverInstallsConstraintsOfEveryCount() throws {
        let k = TermList.inlineCapacity
        for n in [1, 2, k, k + 1, 20] {
            let solver = Solver()
            for i in 0..<(n - 1) { try solver.addConstraint(variables[i] == 1) }
            let written = terms(n)
            let target = Double(n * 10)
            try solver.addConstraint(Constraint(LinearExpression(written, constant: -target), .equal))
            let pinned = written.dropLast().reduce(0) { $0 + $1.coefficient }
            XCTAssertEqual(solver.value(of: variables[n - 1]), (target - pinned) / Double(n), accuracy: 1e-9, "n = \(n)")
            XCTAssertEqual(solver.checkInvariants(), [])
        }
    }

    /// A batch loads each constraint's terms ahead (Tableau+Batches.swift) at every count.
    func testBatchAddOfMixedCounts() throws {
        let solver = Solver()
        var made: [Constraint] = []
        for i in 0..<(variables.count - 1) { made.append(variables[i] == Double(i)) }
        // v19 == v0 + v1 + ... + v18: twenty terms.
        made.append(Constraint(LinearExpression(variables.dropLast().map { Term($0) } + [Term(variables[19], -1)]), .equal))
        made.append(variables[0] + variables[1] + 1 == variables[2])
        made.append(variables[3] - variables[4] + variables[5] + variables[6] >= 0)
        try solver.addConstraints(made)
        XCTAssertEqual(solver.value(of: variables[19]), Double((0..<19).reduce(0, +)), accuracy: 1e-9)
        XCTAssertEqual(solver.checkInvariants(), [])
    }

    /// `==`, `<=` and `>=` of two expressions fill the constraint straight from both sides when
    /// the terms fit as they are, and merge otherwise: the same constraint either way.
    func testOperatorsMakeWhatTheDifferenceMakes() {
        let x = variables[0]
        let y = variables[1]
        let z = variables[2]
        let w = variables[3]
        let cases: [(LinearExpression, LinearExpression)] = [
            (x.expression, (y + z + 8)),  // three terms, straight in
            ((x + y + 8), w.expression),  // three terms, straight in
            ((x + y), (z + w)),  // four: an array
            (x.expression, (x + 1)),  // x - x: merged away, no terms
            ((x + y), x.expression),  // merged to y
            ((0 * x + y), z.expression),  // a zero coefficient dropped
            (LinearExpression(constant: 3), LinearExpression(constant: 5)),
        ]
        for (lhs, rhs) in cases {
            let expected = Constraint(lhs - rhs, .lessThanOrEqual)
            for made in [lhs == rhs, lhs <= rhs, lhs >= rhs] {
                assertReadsBack(made.terms, Array(expected.terms))
                XCTAssertEqual(made.expression.constant, expected.expression.constant)
                XCTAssertEqual(made.strength, .required)
            }
            XCTAssertEqual((lhs <= rhs).description, expected.description)
            XCTAssertEqual((lhs == rhs).relation, .equal)
            XCTAssertEqual((lhs >= rhs).relation, .greaterThanOrEqual)
        }
    }
}
