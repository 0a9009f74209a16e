import Cassowary
import TestHelpers
import XCTest

/// Ill-scaled operation sequences written from the public API alone (no `@testable` access),
/// as a tester outside the solver would write them: six families of 40 seeds each, every
/// operation checked against `Solver`'s documented contract. No operation may end in
/// `.internalError` (a give-up); after every made operation each installed required
/// constraint holds within 1e-6 of its largest term plus 1e-7 and every value is finite; a
/// refused operation leaves values, installed constraints, constants and edit variables as
/// they were. Debug builds run 30 operations a seed, release builds 1,000.
final class IndependentIllScaledTests: XCTestCase {
    #if DEBUG
        static let operations = 30
    #else
        static let operations = 1_000
    #endif

    func testNoFamilyGivesUpOrBreaksTheContract() {
        for family in IllScaledProbe.Family.allCases {
            var tally = IllScaledProbe.Tally()
            for seed in 0..<40 where !IllScaledProbe.skipped.contains(IllScaledProbe.SeedKey(family: family, seed: seed)) {
                var probe = IllScaledProbe(family: family, seed: UInt64(seed))
                probe.run(operations: Self.operations, into: &tally)
            }
            print("\(family): \(tally.summary)")
            XCTAssertEqual(tally.gaveUp, 0, "\(family) gave up:\n" + tally.findings.joined(separator: "\n"))
            XCTAssertEqual(tally.broken, 0, "\(family) broke the contract:\n" + tally.findings.joined(separator: "\n"))
            XCTAssertEqual(tally.removalsRefused, 0, "\(family) refused a removal:\n" + tally.findings.joined(separator: "\n"))
            XCTAssertGreaterThan(tally.made, tally.operations / 2, "\(family): fewer than half the operations made")
        }
    }

    /// A required add refused as unsatisfiable is refused by a fresh solver too, on the
    /// smallest case a tester writes by hand: two nearly parallel rows 1e-3 apart.
    func testNearlyParallelConflictIsRefusedAsUnsatisfiable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + y >= 10)
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(y >= 0)
        XCTAssertThrowsError(try solver.addConstraint(x * (1 + 1e-10) + y <= 10 - 1e-3)) { error in
            guard case SolverError.unsatisfiable = error else { return XCTFail("\(error)") }
        }
        XCTAssertNoThrow(try solver.addConstraint(x * (1 + 1e-10) + y <= 10 + 1e-3))
    }
}

/// One seeded run of an ill-scaled family against the public `Solver` API.
struct IllScaledProbe {
    /// The families; each draws its own rows and mix of operations.
    enum Family: String, CaseIterable, CustomStringConvertible {
        /// Coefficients and constants from 1e-9 to 1e9 in one row, whole rows scaled by up to 1e±6.
        case wideRows = "wide rows"
        /// Pairs of rows 1e-10 apart (relative), feasible or not by a small margin.
        case nearParallel = "near-parallel pairs"
        /// Coefficients and constants just inside and just outside `smallestCoefficient` and `magnitudeLimit`.
        case threshold = "at the thresholds"
        /// Chains x(i+1) = k·x(i) with |k| = 1e3 or 1e-3, relinked and bounded.
        case chains = "long chains"
        /// Adds, removals of the oldest constraints, edits, suggestions, constant and strength changes.
        case churn = "churn"
        /// Edit variables suggested to ±1e15, 1e-300 and back.
        case extremeEdits = "extreme edits"

        var description: String { rawValue }
    }

    /// A family and seed left out of the test, with the finding it reproduces in a comment.
    struct SeedKey: Hashable {
        let family: Family
        let seed: Int
    }

    /// Seeds whose runs end in a give-up on main; none.
    static let skipped: Set<SeedKey> = []

    /// Outcomes of a family's operations.
    struct Tally {
        var operations = 0
        var made = 0
        var unsatisfiable = 0
        var inexact = 0
        var outOfRange = 0
        var other = 0
        var gaveUp = 0
        var broken = 0
        /// Removals of installed constraints and edit variables refused (any error): none may be,
        /// as a removal only loosens the system.
        var removalsRefused = 0
        /// Refusals (`.unsatisfiable` or `.inexact`) that a fresh solver, given the same
        /// constraints in another order, makes within the contract.
        var disputed = 0
        /// Refusals that a fresh solver refuses too.
        var confirmed = 0
        /// `.unsatisfiable` or `.inexact` refusals of a required system for which elimination
        /// in extended precision finds values that meet every required constraint within the
        /// documented tolerance (a witness that the refusal was not needed); report only.
        var witnessed = 0
        var findings: [String] = []
        /// Where the disputed refusals happened (family, seed, operation), the first few.
        var disputes: [String] = []
        /// Where the refusals with a witness happened, the first few, with the witness.
        var witnesses: [String] = []

        var summary: String {
            "\(operations) operations, \(made) made, unsatisfiable \(unsatisfiable), inexact \(inexact), "
                + "out of range \(outOfRange), other \(other), given up \(gaveUp), contract broken \(broken), "
                + "removals refused \(removalsRefused); "
                + "refusals a fresh solver confirms \(confirmed), makes \(disputed); refusals with a witness \(witnessed)"
        }
    }

    /// A constraint as drawn: terms on variable indices, constant, relation and strength.
    struct Row {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }

    /// One operation, on row and variable indices, so that a run replays from its log.
    enum Operation {
        case add(Int)
        case remove(Int)
        case setConstant(Int, Double)
        case setStrength(Int, Strength)
        case addEdit(Int, Strength)
        case removeEdit(Int)
        case suggest(Int, Double)
    }

    let family: Family
    let seed: UInt64
    var random: SeededGenerator
    var variables: [Variable]
    var rows: [Row] = []
    /// The rows as drawn, before constant and strength changes (for a replay).
    var drawn: [Row] = []
    var constraints: [Constraint] = []
    /// Installed rows, oldest first.
    var installed: [Int] = []
    var edits: [Int: (strength: Strength, value: Double)] = [:]
    var log: [Operation] = []
    /// Each operation's outcome, in order: made or the refusal's case, and every value's bits
    /// after it (what a rerun of the seed must reproduce).
    var outcomes: [String] = []
    /// The second row of a drawn pair, added next.
    var queued: [Operation] = []
    let solver = Solver()

    /// A run of `family`'s `seed` on `variables` (fresh ones named x0, x1, ... when nil).
    init(family: Family, seed: UInt64, variables: [Variable]? = nil) {
        self.family = family
        self.seed = seed
        random = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ UInt64(Family.allCases.firstIndex(of: family) ?? 0))
        self.variables = variables ?? (0..<Self.variableCount(family)).map { Variable("x\($0)") }
    }

    /// How many variables a family's rows draw from.
    static func variableCount(_ family: Family) -> Int { family == .chains ? 12 : 6 }

    // MARK: Drawing

    mutating func unit() -> Double { Double(random.next() >> 11) * 0x1p-53 }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
    mutating func int(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    mutating func sign() -> Double { chance(0.5) ? 1 : -1 }
    mutating func logUniform(_ low: Double, _ high: Double) -> Double { pow(10, low + (high - low) * unit()) }
    mutating func strength() -> Strength { [.required, .required, .strong, .medium, .weak][int(5)] }
    mutating func optionalStrength() -> Strength { [.strong, .medium, .weak][int(3)] }
    mutating func relation() -> Relation { [.equal, .lessThanOrEqual, .greaterThanOrEqual][int(3)] }

    mutating func distinctVariables(_ n: Int) -> [Int] {
        var picked: [Int] = []
        while picked.count < min(n, variables.count) {
            let v = int(variables.count)
            if !picked.contains(v) { picked.append(v) }
        }
        return picked
    }

    /// A new row for the family.
    mutating func drawRow() -> [Row] {
        switch family {
        case .wideRows:
            let scale = pow(10, Double(int(13) - 6))
            let terms = distinctVariables(1 + int(4)).map { ($0, sign() * logUniform(-9, 9) * scale) }
            return [Row(terms: terms, constant: sign() * logUniform(-9, 9) * scale, relation: relation(), strength: strength())]
        case .nearParallel:
            let vars = distinctVariables(2 + int(2))
            let wide = chance(0.5)
            let base = vars.map { ($0, sign() * (wide ? logUniform(-3, 3) : logUniform(-1, 1))) }
            let constant = sign() * logUniform(-2, 4)
            var twin = base
            let bent = int(twin.count)
            let epsilon = [1e-10, -1e-10, 1e-12, 3e-11][int(4)]
            twin[bent].1 *= 1 + epsilon
            let margin = sign() * abs(constant) * [1e-12, 1e-10, 1e-8, 1e-6][int(4)]
            let first: Relation = [.greaterThanOrEqual, .equal, .lessThanOrEqual][int(3)]
            let second: Relation = first == .equal ? .equal : (first == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual)
            return [
                Row(terms: base, constant: constant, relation: first, strength: chance(0.7) ? .required : optionalStrength()),
                Row(terms: twin, constant: constant + margin, relation: second, strength: chance(0.7) ? .required : optionalStrength()),
            ]
        case .threshold:
            let terms = distinctVariables(1 + int(3)).map { ($0, sign() * thresholdNumber()) }
            let constant = chance(0.5) ? sign() * thresholdNumber() : sign() * logUniform(0, 3)
            return [Row(terms: terms, constant: constant, relation: relation(), strength: strength())]
        case .chains:
            let i = int(variables.count - 1)
            let k = sign() * (chance(0.5) ? 1e3 : 1e-3) * (chance(0.3) ? 1 + 1e-12 * Double(1 + int(9)) : 1)
            if chance(0.75) {
                // x(i+1) - k·x(i) + c == 0
                let offset = chance(0.5) ? 0 : sign() * logUniform(-6, 6)
                return [Row(terms: [(i + 1, 1), (i, -k)], constant: offset, relation: .equal, strength: chance(0.8) ? .required : .strong)]
            }
            let bound = sign() * logUniform(-9, 15)
            let side: Relation = chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual
            return [Row(terms: [(int(variables.count), 1)], constant: -bound, relation: side, strength: strength())]
        case .churn:
            let terms = distinctVariables(1 + int(3)).map { ($0, sign() * (chance(0.8) ? logUniform(-3, 3) : logUniform(-9, 9))) }
            return [Row(terms: terms, constant: sign() * logUniform(-3, 6), relation: relation(), strength: strength())]
        case .extremeEdits:
            let vars = distinctVariables(2 + int(2))
            let terms = vars.map { ($0, [1, -1, 2, 0.5, 1e-6, 1e6][int(6)] * sign()) }
            let constant = chance(0.5) ? 0 : sign() * logUniform(-3, 15)
            return [Row(terms: terms, constant: constant, relation: relation(), strength: strength())]
        }
    }

    /// Numbers just inside and just outside the solver's documented limits (1e-15 and 1e15).
    mutating func thresholdNumber() -> Double {
        let small = Solver.smallestCoefficient
        let large = Solver.magnitudeLimit
        switch int(10) {
        case 0: return small
        case 1: return small.nextUp
        case 2: return small.nextDown
        case 3: return small * (1 + 1e-3 * unit())
        case 4: return large
        case 5: return large.nextDown
        case 6: return large.nextUp
        case 7: return large * (1 - 1e-3 * unit())
        case 8: return small * logUniform(0, 1)
        default: return 1
        }
    }

    /// An extreme suggested value, or an ordinary one to come back to.
    mutating func suggestion() -> Double {
        switch family {
        case .extremeEdits:
            return [1e15, -1e15, 1e-300, -1e-300, 0, 1e15.nextDown, 123.456, 1e-15, .leastNonzeroMagnitude][int(9)]
        case .chains: return sign() * logUniform(-9, 9)
        case .threshold: return sign() * thresholdNumber()
        default: return sign() * logUniform(-3, 9)
        }
    }

    /// The next operation for the family, given what is installed.
    mutating func drawOperation() -> Operation {
        if !queued.isEmpty { return queued.removeFirst() }
        let roll = unit()
        let editShare = family == .extremeEdits ? 0.45 : 0.15
        if roll < editShare {
            let v = int(variables.count)
            if edits[v] == nil || chance(0.1) {
                if edits[v] != nil { return .removeEdit(v) }
                return .addEdit(v, family == .extremeEdits && chance(0.3) ? .strong : optionalStrength())
            }
            return .suggest(v, suggestion())
        }
        if installed.isEmpty || roll < editShare + 0.35 || (installed.count < 4 && roll < 0.8) {
            for row in drawRow() {
                rows.append(row)
                drawn.append(row)
                constraints.append(Self.constraint(row, variables))
                queued.append(.add(rows.count - 1))
            }
            return queued.removeFirst()
        }
        if roll < editShare + 0.55 {
            // Removals favour the oldest constraints.
            let k = family == .churn || chance(0.3) ? int(min(3, installed.count)) : int(installed.count)
            if chance(0.2) {
                let back = rows.indices.filter { !installed.contains($0) }
                if let r = back.randomElement(using: &random) { return .add(r) }
            }
            return .remove(installed[k])
        }
        let r = installed[int(installed.count)]
        if chance(0.2), !rows[r].strength.isRequired { return .setStrength(r, optionalStrength()) }
        let old = rows[r].constant
        let changed: Double
        switch family {
        case .nearParallel: changed = old + sign() * max(abs(old), 1) * [1e-12, 1e-10, 1e-8][int(3)]
        case .threshold: changed = sign() * thresholdNumber()
        default: changed = chance(0.5) ? old * (1 + sign() * logUniform(-12, 0)) : sign() * logUniform(-9, 12)
        }
        return .setConstant(r, changed)
    }

    static func constraint(_ row: Row, _ variables: [Variable]) -> Constraint {
        let terms = row.terms.map { Term(variables[$0.variable], $0.coefficient) }
        return Constraint(LinearExpression(terms, constant: row.constant), row.relation, strength: row.strength)
    }

    // MARK: Running

    /// Draws and applies `operations` operations, tallying each.
    mutating func run(operations: Int, into tally: inout Tally) {
        for index in 0..<operations {
            let operation = drawOperation()
            log.append(operation)
            apply(operation, index: index, into: &tally)
        }
    }

    /// What a refused operation must leave as it was.
    struct Snapshot: Equatable {
        var values: [Double]
        var installed: [Bool]
        var constants: [Double]
        var edits: [Bool]
    }

    func snapshot() -> Snapshot {
        Snapshot(
            values: variables.map { solver.value(of: $0) },
            installed: constraints.map { solver.hasConstraint($0) },
            constants: constraints.map { $0.expression.constant },
            edits: variables.map { solver.hasEditVariable($0) })
    }

    /// Applies one operation to the solver and, when made, to the model.
    mutating func apply(_ operation: Operation, index: Int, into tally: inout Tally) {
        tally.operations += 1
        let before = snapshot()
        do throws(SolverError) {
            switch operation {
            case .add(let r):
                try solver.addConstraint(constraints[r])
                installed.append(r)
            case .remove(let r):
                try solver.removeConstraint(constraints[r])
                installed.removeAll { $0 == r }
            case .setConstant(let r, let c):
                try solver.setConstant(c, of: constraints[r])
                rows[r].constant = c
            case .setStrength(let r, let s):
                try solver.setStrength(s, of: constraints[r])
                rows[r].strength = s
            case .addEdit(let v, let s):
                try solver.addEditVariable(variables[v], strength: s)
                edits[v] = (s, 0)
            case .removeEdit(let v):
                try solver.removeEditVariable(variables[v])
                edits[v] = nil
            case .suggest(let v, let value):
                try solver.suggestValue(value, for: variables[v])
                edits[v]?.value = value
            }
            tally.made += 1
            outcomes.append("\(index) made \(valueBits())")
            if let problem = contractProblem() {
                tally.broken += 1
                tally.findings.append("\(family) seed \(seed) op \(index) \(operation): \(problem)")
            }
        } catch {
            outcomes.append("\(index) refused (\("\(error)".split(separator: "\n").joined(separator: "; "))) \(valueBits())")
            switch error {
            case .unsatisfiable: tally.unsatisfiable += 1
            case .inexact: tally.inexact += 1
            case .outOfRange: tally.outOfRange += 1
            case .internalError(let message):
                tally.gaveUp += 1
                tally.findings.append("\(family) seed \(seed) op \(index) \(operation): gave up: \(message)")
            default: tally.other += 1
            }
            switch operation {
            case .remove, .removeEdit:
                tally.removalsRefused += 1
                tally.findings.append("\(family) seed \(seed) op \(index) \(operation): removal refused: \(error)")
            default: break
            }
            if snapshot() != before {
                tally.broken += 1
                tally.findings.append("\(family) seed \(seed) op \(index) \(operation): refused (\(error)) but changed the solver")
            }
            switch error {
            case .unsatisfiable, .inexact:
                if freshSolverMakes(operation) {
                    tally.disputed += 1
                    if tally.disputes.count < 20 { tally.disputes.append("\(family) seed \(seed) op \(index) \(operation): \(error)") }
                } else {
                    tally.confirmed += 1
                }
                if let witness = witness(for: operation) {
                    tally.witnessed += 1
                    if tally.witnesses.count < 20 {
                        tally.witnesses.append("\(family) seed \(seed) op \(index) \(operation): \(error); witness \(witness)")
                    }
                }
            default: break
            }
        }
    }

    /// Every variable's value as its bit pattern, in hexadecimal.
    func valueBits() -> String { variables.map { String(solver.value(of: $0).bitPattern, radix: 16) }.joined(separator: ",") }

    /// The contract after a made operation: finite values, every installed required
    /// constraint within 1e-6 of its largest term plus 1e-7.
    func contractProblem() -> String? { Self.contractProblem(solver, installed.map { constraints[$0] }, variables) }

    static func contractProblem(_ solver: Solver, _ installed: [Constraint], _ variables: [Variable]) -> String? {
        for v in variables where !solver.value(of: v).isFinite { return "\(v) = \(solver.value(of: v))" }
        for c in installed where c.strength.isRequired {
            let products = c.expression.terms.map { $0.coefficient * solver.value(of: $0.variable) }
            if !holds(c.relation, constant: c.expression.constant, products: products) {
                return "\(c) off by \(violation(of: c, in: solver)) (values \(variables.map { solver.value(of: $0) }))"
            }
        }
        return nil
    }

    /// Whether `constant + sum(products) RELATION 0` holds within the documented tolerance:
    /// 1e-6 of its largest term (the constant or a product) plus 1e-7.
    static func holds(_ relation: Relation, constant: Double, products: [Double]) -> Bool {
        let sum = products.reduce(constant, +)
        let largest = products.reduce(abs(constant)) { max($0, abs($1)) }
        let miss: Double
        switch relation {
        case .equal: miss = abs(sum)
        case .lessThanOrEqual: miss = max(sum, 0)
        case .greaterThanOrEqual: miss = max(-sum, 0)
        }
        return miss <= 1e-6 * largest + 1e-7
    }

    /// Whether a fresh solver, given every constraint the refused operation asked for (the
    /// required ones first, in reverse order of installation, then the optional ones and the
    /// edit variables), makes them all within the contract.
    func freshSolverMakes(_ operation: Operation) -> Bool {
        var wanted = installed
        var wantedRows = rows
        var wantedEdits = edits
        switch operation {
        case .add(let r): wanted.append(r)
        case .remove(let r): wanted.removeAll { $0 == r }
        case .setConstant(let r, let c): wantedRows[r].constant = c
        case .setStrength(let r, let s): wantedRows[r].strength = s
        case .addEdit(let v, let s): wantedEdits[v] = (s, 0)
        case .removeEdit(let v): wantedEdits[v] = nil
        case .suggest(let v, let value): wantedEdits[v]?.value = value
        }
        let fresh = Solver()
        let ordered = wanted.reversed().filter { wantedRows[$0].strength.isRequired } + wanted.filter { !wantedRows[$0].strength.isRequired }
        let copies = ordered.map { Self.constraint(wantedRows[$0], variables) }
        do {
            for c in copies { try fresh.addConstraint(c) }
            for (v, edit) in wantedEdits.sorted(by: { $0.key < $1.key }) {
                try fresh.addEditVariable(variables[v], strength: edit.strength)
                try fresh.suggestValue(edit.value, for: variables[v])
            }
        } catch { return false }
        return Self.contractProblem(fresh, copies, variables) == nil
    }
}

extension IllScaledProbe {
    /// Values that meet every required constraint a refused add or constant change asked for
    /// within the documented tolerance, found by Gaussian elimination with partial pivoting in
    /// `Float80` on the required equalities (free variables 0) and checked in `Double` against
    /// all required constraints; nil when there is none or the system has no equality.
    func witness(for operation: Operation) -> [Double]? {
        var wanted = installed
        var wantedRows = rows
        switch operation {
        case .add(let r): wanted.append(r)
        case .setConstant(let r, let c): wantedRows[r].constant = c
        default: return nil
        }
        let required = wanted.map { wantedRows[$0] }.filter { $0.strength.isRequired }
        let equalities = required.filter { $0.relation == .equal }
        guard !equalities.isEmpty else { return nil }
        let n = variables.count
        // Each row: coefficients, then minus the constant (a·x = -c).
        var matrix: [[Float80]] = equalities.map { row in
            var line = [Float80](repeating: 0, count: n + 1)
            for term in row.terms { line[term.variable] += Float80(term.coefficient) }
            line[n] = -Float80(row.constant)
            return line
        }
        var pivots: [(row: Int, column: Int)] = []
        var top = 0
        for column in 0..<n where top < matrix.count {
            guard let best = (top..<matrix.count).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                matrix[best][column] != 0
            else { continue }
            matrix.swapAt(top, best)
            for r in 0..<matrix.count where r != top && matrix[r][column] != 0 {
                let factor = matrix[r][column] / matrix[top][column]
                for k in column...n { matrix[r][k] -= factor * matrix[top][k] }
                matrix[r][column] = 0
            }
            pivots.append((top, column))
            top += 1
        }
        var values = [Float80](repeating: 0, count: n)
        for (row, column) in pivots { values[column] = matrix[row][n] / matrix[row][column] }
        let candidate = values.map { Double($0) }
        guard candidate.allSatisfy({ $0.isFinite && abs($0) <= Solver.magnitudeLimit }) else { return nil }
        for row in required {
            let products = row.terms.map { $0.coefficient * candidate[$0.variable] }
            if !Self.holds(row.relation, constant: row.constant, products: products) { return nil }
        }
        return candidate
    }
}
