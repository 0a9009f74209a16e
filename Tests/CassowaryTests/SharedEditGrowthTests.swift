import Foundation
import XCTest

@testable import Cassowary

/// Copies of one form that share the edit variables (W6 of Bench/Workloads/WORKLOADS.md):
/// adding a copy costs the same work however many copies are in already. The copies bind the
/// shared size equally, a degenerate optimum; when ratio-test ties went to the oldest basic
/// symbol, every add moved the binding copy to the newest through degenerate pivots whose
/// columns held every copy, K² cells for K copies.
final class SharedEditGrowthTests: XCTestCase {
    struct Form: Decodable {
        struct TermData: Decodable {
            let variable: String
            let coefficient: Double
        }
        struct ConstraintData: Decodable {
            let terms: [TermData]
            let constant: Double
            let op: String
            let levels: [String: Double]?
        }
        let variables: [String]
        let constraints: [ConstraintData]
    }

    /// W1's form (Kiwi's enaml_like benchmark), from the copy the benchmarks read.
    func loadForm() throws -> Form {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Bench/Workloads/enaml_like.json"))
        return try JSONDecoder().decode(Form.self, from: data)
    }

    /// Copy `k` of the form: its own variables but the shared `width` and `height`; copies after
    /// the first leave out `width == 0` and `height == 0` (medium), as W6 does.
    func addCopy(_ k: Int, of form: Form, to solver: Solver, width: Variable, height: Variable) throws {
        var variables = ["width": width, "height": height]
        for name in form.variables where variables[name] == nil { variables[name] = Variable("\(k).\(name)") }
        for c in form.constraints {
            if k > 0 && c.terms.count == 1 && c.constant == 0 && c.op == "==" && (c.terms[0].variable == "width" || c.terms[0].variable == "height") {
                continue
            }
            let terms = try c.terms.map { term in
                guard let v = variables[term.variable] else { throw CocoaError(.coderValueNotFound) }
                return Term(v, term.coefficient)
            }
            let strength =
                c.levels.map { Strength(levels: [(750, $0["strong"] ?? 0), (500, $0["medium"] ?? 0), (250, $0["weak"] ?? 0)]) } ?? .required
            let relation: Relation = c.op == "==" ? .equal : (c.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual)
            try solver.addConstraint(Constraint(LinearExpression(terms, constant: c.constant), relation, strength: strength))
        }
    }

    func cellsSubstituted(_ solver: Solver) -> Int { solver.tableau.counters.cellsSubstituted }

    func testAddingACopyCostsTheSameWorkHoweverManyCopiesShareTheEdits() throws {
        let form = try loadForm()
        let solver = Solver()
        let width = Variable("width")
        let height = Variable("height")
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        var perCopy: [Int] = []
        for k in 0..<60 {
            let before = cellsSubstituted(solver)
            try addCopy(k, of: form, to: solver, width: width, height: height)
            perCopy.append(cellsSubstituted(solver) - before)
        }
        let early = perCopy[10..<20].reduce(0, +)
        let late = perCopy[50..<60].reduce(0, +)
        XCTAssertLessThanOrEqual(late, 2 * early, "cells substituted per copy: \(perCopy)")
        // And the copies still give W1's answer (Kiwi's values at 400 x 600).
        try solver.suggestValue(400, for: width)
        try solver.suggestValue(600, for: height)
        solver.updateVariables()
        XCTAssertEqual(width.value, 400, accuracy: 1e-9)
        XCTAssertEqual(height.value, 600, accuracy: 1e-9)
    }
}
