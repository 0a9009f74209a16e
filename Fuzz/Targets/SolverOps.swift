import Cassowary
import Synchronization

/// The solver fuzz target (two modes, see `run`): decodes an operation sequence (add, remove, add edit, suggest,
/// change constant, batch of constants, remove edit, set strength, isDetermined) over a few
/// variables with coefficients from 1e-6 to 1e6, runs it, and after every operation checks:
/// - `checkInvariants()` is empty (optimality aside in a verifying tableau, as the invariant
///   trap judges it) and no value is NaN or infinite;
/// - every installed required constraint holds within the solver's contract (`Solver`: 1e-6
///   of its largest term plus 1e-7), in both modes; and in the strict mode within 1e-6
///   relative to its terms' magnitude plus 1e-13 of the largest magnitude the run held (the
///   older check, which allows for drift);
/// - a refused operation left every value and the set of installed constraints as they were;
/// - an `unsatisfiable` refusal is confirmed by a fresh solver given the same required constraints;
/// - `internalError` ends the run (a reported, rolled-back breakdown; see `run`).
/// Inputs that start with `familyMagic` run the adversarial families instead (`runFamily`).
/// Returns the first failure, described with the operations run so far (nil when all hold).
enum SolverOpsFuzz {
    static let magnitudes: [Double] = [1, 2, 0.5, 3.7, 10, 1e-6, 1e6, 1e-3, 1e3, 7e-5, 4.2e4, 0.1]
    static let constants: [Double] = [0, 1, -1, 10, -10, 100, 0.5, 1e-6, -1e-6, 1e6, -1e6, 1e3, 250, 1e-3, 3.3e5, 42]
    static let strengths: [Strength] = [
        .required, .strong, .medium, .weak, .level(999), .level(1), .level(500, weight: 1e3),
        .level(250, weight: 1e-3), Strength(levels: [(750, 1), (250, 2)]), .required,
    ]

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Scales for one constraint in the strict mode, and factors for its terms.
    static let scales: [Double] = [1, 10, 0.1, 1e3, 1e-3, 100, 0.01]
    static let factors: [Double] = [1, 2, 0.5, 3.7, 1.5, 1.25]

    static func run(_ bytes: [UInt8]) -> Failure? {
        // Inputs that start with `familyMagic` run one of the adversarial families (below).
        if bytes.count >= 3 && bytes[0] == familyMagic[0] && bytes[1] == familyMagic[1] {
            return runFamily(Array(bytes.dropFirst(2)))
        }
        if bytes.count >= 3 && bytes[0] == illScaledMagic[0] && bytes[1] == illScaledMagic[1] {
            return runIllScaled(Array(bytes.dropFirst(2)))
        }
        var input = FuzzInput(bytes)
        // The first byte picks the mode. Strict (even): each constraint at one scale from 1e-3
        // to 1e3, every check applies. Mixed (odd): terms from 1e-6 to 1e6 in one row, where the
        // tableau's absolute tolerance is known to fail (Fuzz/README.md): only crashes, hangs,
        // NaN, untyped failures and refusals that moved values count.
        let strict = input.byte() & 1 == 0
        var log: [String] = []
        let variables = (0..<4).map { Variable("x\($0)") }
        var pool: [Constraint] = []
        let solver = Solver()
        var operations = 0
        var peak = 1.0  // the largest magnitude held so far (values, constants, suggestions)

        func number(_ input: inout FuzzInput) -> Double {
            let m = input.pick(magnitudes)
            return input.byte() & 1 == 0 ? m : -m
        }
        func fail(_ text: String) -> Failure {
            Failure(message: text + "\noperations:\n" + log.joined(separator: "\n") + "\n" + solver.dump())
        }
        func snapshot() -> ([Double], [Bool]) {
            (variables.map { solver.value(of: $0) }, pool.map { solver.hasConstraint($0) })
        }

        while !input.isAtEnd && operations < 64 {
            operations += 1
            let before = snapshot()
            var refusal: SolverError?
            var changed: Constraint?  // the constraint whose constant a refused change targeted
            let op = input.choose(10)
            do {
                switch op {
                case 0, 1:
                    // Add a new constraint of 1...3 terms.
                    let count = 1 + input.choose(3)
                    var expression = LinearExpression(constant: input.pick(constants))
                    let scale = input.pick(scales)
                    for _ in 0..<count {
                        let variable = input.pick(variables)
                        let coefficient = strict ? scale * input.pick(factors) * (input.byte() & 1 == 0 ? 1 : -1) : number(&input)
                        expression.terms.append(Term(variable, coefficient))
                    }
                    let relation = input.pick(Relation.allCases)
                    let constraint = Constraint(expression, relation, strength: input.pick(strengths))
                    if pool.count < 24 { pool.append(constraint) }
                    log.append("add \(constraint)")
                    try solver.addConstraint(constraint)
                case 2:
                    // Re-add or remove a constraint from the pool (installed or not).
                    guard !pool.isEmpty else { continue }
                    let constraint = input.pick(pool)
                    if input.byte() & 1 == 0 {
                        log.append("remove \(constraint)")
                        try solver.removeConstraint(constraint)
                    } else {
                        log.append("re-add \(constraint)")
                        try solver.addConstraint(constraint)
                    }
                case 3:
                    let variable = input.pick(variables)
                    let strength = input.pick(strengths)
                    log.append("addEditVariable \(variable) \(strength)")
                    try solver.addEditVariable(variable, strength: strength)
                case 4:
                    let variable = input.pick(variables)
                    let value = number(&input) * input.pick(constants)
                    peak = max(peak, abs(value))
                    log.append("suggestValue \(value) for \(variable)")
                    try solver.suggestValue(value, for: variable)
                case 5:
                    guard !pool.isEmpty else { continue }
                    let constraint = input.pick(pool)
                    let constant = input.pick(constants) * (input.byte() & 1 == 0 ? 1 : input.pick(magnitudes))
                    changed = constraint
                    peak = max(peak, abs(constant))
                    log.append("setConstant \(constant) of \(constraint)")
                    try solver.setConstant(constant, of: constraint)
                case 6:
                    guard !pool.isEmpty else { continue }
                    var changes: [(Constraint, Double)] = []
                    for _ in 0..<(1 + input.choose(3)) { changes.append((input.pick(pool), input.pick(constants))) }
                    changed = changes[0].0
                    log.append("setConstants " + changes.map { "\($0.1) of \($0.0)" }.joined(separator: "; "))
                    try solver.setConstants(changes)
                case 7:
                    let variable = input.pick(variables)
                    log.append("removeEditVariable \(variable)")
                    try solver.removeEditVariable(variable)
                case 8:
                    guard !pool.isEmpty else { continue }
                    let constraint = input.pick(pool)
                    let strength = input.pick(strengths)
                    log.append("setStrength \(strength) of \(constraint)")
                    try solver.setStrength(strength, of: constraint)
                default:
                    let variable = input.pick(variables)
                    log.append("isDetermined \(variable)")
                    _ = solver.isDetermined(variable)
                    let after = snapshot()
                    if after.0 != before.0 { return fail("isDetermined moved values: \(before.0) -> \(after.0)") }
                }
            } catch {
                refusal = error
                log.append("  refused: \(error)")
            }
            for v in variables { peak = max(peak, abs(solver.value(of: v))) }
            for c in pool {
                // A constraint's natural magnitude: its constant over its smallest coefficient
                // (1e6 / 0.0037 puts 2.7e8 in the tableau).
                let smallest = c.expression.terms.map { abs($0.coefficient) }.min() ?? 1
                peak = max(peak, abs(c.expression.constant), abs(c.expression.constant) / max(smallest, 1e-300))
            }
            if strict, let problem = check(solver, variables: variables, peak: peak) { return fail(problem) }
            // The contract (`Solver`), in both modes: values finite, required constraints within
            // 1e-6 of their largest term plus 1e-7, with no allowance for drift.
            if let problem = solver.contractProblem(variables: variables) { return fail(problem) }
            guard let refusal else { continue }
            let after = snapshot()
            if after.0 != before.0 { return fail("refused operation moved values: \(before.0) -> \(after.0)") }
            if Array(after.1.prefix(before.1.count)) != before.1 { return fail("refused operation changed the installed set") }
            if case .internalError = refusal {
                // A reported, bounded breakdown (a pivot or undo-memory bound), rolled back: stop here.
                break
            }
            if strict, case .unsatisfiable(let constraint, let conflicts) = refusal {
                // Confirm with a fresh solver: the installed required constraints and the refused one cannot hold.
                // A batch reports the first change refused alone, so only single changes are confirmed.
                if op == 6 { continue }
                // Drift: after a value visited 1e9, ~1e-7 of rounding stays in the tableau, and a
                // constraint that close to the current solution may be refused (Fuzz/README.md).
                if relativeViolationAllowance(constraint, solver: solver, peak: peak) { continue }
                // Or the conflict itself is narrower than that noise (x <= 0 against x >= -1e-8,
                // met after values of 1e10): tightened by the noise, the reported set cannot hold.
                if conflictWithinNoise(constraint, conflicts, peak: peak) { continue }
                let required = solver.constraints.filter { $0.strength.isRequired && $0 !== changed }
                let fresh = Solver()
                var confirmed = false
                do {
                    try fresh.addConstraints(required)
                    try fresh.addConstraint(constraint)
                } catch .unsatisfiable {
                    confirmed = true
                } catch {
                    return fail("fresh solver met \(error) re-adding the installed required constraints")
                }
                if !confirmed && constraint.strength.isRequired {
                    // Mixed scales (Fuzz/README.md, known limitations): with tableau entries below
                    // 1e-8 (products of 1e-6 coefficients), pivoting can miss the way to a solution
                    // that needs values near 1e13. Accept the refusal
                    // when a fresh solver given every installed constraint, in order, refuses too
                    // (the same answer from scratch); an incremental-only refusal is a bug.
                    let all = Solver()
                    do {
                        try all.addConstraints(solver.constraints.filter { $0 !== changed })
                        try all.addConstraint(constraint)
                    } catch {
                        continue
                    }
                    // A conflict inside the tolerance (x >= 1e-8 against x <= 0) may go either way:
                    // only a fresh solution that holds every required constraint to 1e-9 proves
                    // the refusal wrong. Violations are measured as the solver measures rows: a
                    // row whose largest coefficient is below 1 is scaled up to 1 (equilibration),
                    // so 1e-10 on `0.01*x <= 0` is 1e-8 there, at the tolerance's edge.
                    let slack =
                        all.constraints.filter { $0.strength.isRequired }.map { c in
                            let largest = c.expression.terms.map { abs($0.coefficient) }.max() ?? 1
                            return violation(of: c, in: all) / min(1, max(largest, 1e-300))
                        }.max() ?? 0
                    if slack > 1e-9 { continue }
                    return fail("unsatisfiable \(constraint) (conflicts \(conflicts)) holds in a fresh solver")
                }
                for c in conflicts where !solver.hasConstraint(c) { return fail("conflict \(c) is not installed") }
            }
        }
        return nil
    }

    /// True when `constraint` misses the solver's current values by no more than the rounding
    /// noise of the run (1e-13 of the largest magnitude held, per unit of coefficient).
    static func relativeViolationAllowance(_ constraint: Constraint, solver: Solver, peak: Double) -> Bool {
        var value = constraint.expression.constant
        var noise = 0.0
        for term in constraint.expression.terms {
            value += term.coefficient * solver.value(of: term.variable)
            noise += abs(term.coefficient) * (peak * 1e-13 + 2e-8)
        }
        let miss: Double
        switch constraint.relation {
        case .equal: miss = abs(value)
        case .lessThanOrEqual: miss = max(value, 0)
        case .greaterThanOrEqual: miss = max(-value, 0)
        }
        return miss <= noise
    }

    /// True when `constraint` and its reported conflicts, each inequality made stricter by the
    /// run's rounding noise (as `relativeViolationAllowance` measures it), cannot hold together:
    /// a conflict that narrow may go either way.
    static func conflictWithinNoise(_ constraint: Constraint, _ conflicts: [Constraint], peak: Double) -> Bool {
        let tightened = ([constraint] + conflicts).map { c -> Constraint in
            var expression = c.expression
            let noise = c.expression.terms.reduce(0.0) { $0 + abs($1.coefficient) } * (peak * 1e-13 + 2e-8)
            switch c.relation {
            case .equal: break
            case .lessThanOrEqual: expression.constant += noise
            case .greaterThanOrEqual: expression.constant -= noise
            }
            return Constraint(expression, c.relation, strength: .required)
        }
        let probe = Solver()
        do { try probe.addConstraints(tightened) } catch { return true }
        return false
    }

    /// How far `constraint` is from holding at the solver's values, relative to its largest term (>= 1).
    static func violation(of constraint: Constraint, in solver: Solver) -> Double {
        var value = constraint.expression.constant
        var scale = max(1, abs(value))
        for term in constraint.expression.terms {
            let product = term.coefficient * solver.value(of: term.variable)
            value += product
            scale = max(scale, abs(product))
        }
        switch constraint.relation {
        case .equal: return abs(value) / scale
        case .lessThanOrEqual: return max(value, 0) / scale
        case .greaterThanOrEqual: return max(-value, 0) / scale
        }
    }

    /// True for an optimality message of a verifying tableau (numbers outside layout's range),
    /// where the invariant trap does not judge optimality either: a reduced cost there can stand
    /// for coefficients the rows dropped as below epsilon (Tableau+Invariants.swift), and the
    /// solver's contract bounds the required constraints, not the optional ones.
    static func isRoundingOptimality(_ message: String, _ solver: Solver) -> Bool {
        message.hasPrefix("not optimal") && solver.isVerifying
    }

    /// Checks the solver after an operation; returns a message for the first problem found.
    static func check(_ solver: Solver, variables: [Variable], peak: Double) -> String? {
        // A restricted basic a hair below zero is rounding noise of the system's magnitude
        // (-1.5e-5 among values of 2.7e8), or the solver's tolerance (1e-8 in x) seen through a
        // coefficient of 100; so is a redundant equality's dummy a hair off zero (-9.3e-10 after
        // values of 1e7; finding 14); required constraints are checked directly below.
        let widest = solver.constraints.flatMap { $0.expression.terms.map { abs($0.coefficient) } }.max() ?? 1
        let invariants = solver.checkInvariants().filter { message in
            if isRoundingOptimality(message, solver) { return false }
            guard message.contains("restricted basic") || message.contains("dummy basic"),
                let text = message.split(separator: " ").dropLast(2).last,
                let value = Double(text)
            else { return true }
            return abs(value) > max(1e-10 * peak, 2e-8 * widest)
        }
        if !invariants.isEmpty { return "invariants:\n" + invariants.joined(separator: "\n") }
        for v in variables where !solver.value(of: v).isFinite { return "\(v) = \(solver.value(of: v))" }
        // Tolerance: 1e-6 relative to the largest term, plus the rounding noise a value carries
        // (1e-13 of the largest magnitude the run has held: an incremental solver that held
        // x = 1e12 keeps ~1e-4 of noise in x afterwards), magnified by the coefficients.
        let largest = peak
        for constraint in solver.constraints where constraint.strength.isRequired {
            let expression = constraint.expression
            var value = expression.constant
            var scale = abs(expression.constant)
            var noise = 0.0
            for term in expression.terms {
                let product = term.coefficient * solver.value(of: term.variable)
                value += product
                scale = max(scale, abs(product))
                // The solver's own tolerance is 1e-8 in row units, i.e. 1e-8 of x per unit of coefficient.
                noise += abs(term.coefficient) * (largest * 1e-13 + 2e-8)
            }
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(value, 0)
            case .greaterThanOrEqual: violation = max(-value, 0)
            }
            if violation > 1e-6 * max(1, scale) + noise {
                return "required \(constraint) violated by \(violation) (scale \(scale)); values "
                    + variables.map { "\($0) = \(solver.value(of: $0))" }.joined(separator: ", ")
            }
        }
        return nil
    }
}

/// The adversarial families, each checked against the solver's contract (`Solver`) after every
/// operation: every value finite, every installed required constraint within 1e-6 of its
/// largest term plus 1e-7, a refused operation leaves every value and the installed set
/// exactly as they were, and the structural invariants hold. An input starting with the bytes `familyMagic` (in
/// Fuzz/Dictionaries/SolverOps.dict) runs one; its next byte picks the family:
/// 0. near-parallel pairs `a·x + b·y + c` against `a(1+ε)·x + b·y + c'`, ε from 1e-17 to 1e-4,
///    coefficients 0.5...2, among random rows from the same range;
/// 1. the same with coefficients 1e-3...1e3;
/// 2. rows with coefficients and constants log-uniform in 1e-12...1e12;
/// 3. rows from 1e-3...1e3 where a third of the numbers are subnormal (or 1e-300).
/// Each family adds rows, removes installed ones and changes their constants, on six variables.
extension SolverOpsFuzz {
    static let familyMagic: [UInt8] = [0xFA, 0xCE]
    /// Inputs starting with these bytes run an ill-scaled family (Fuzz/Targets/IllScaledOps.swift):
    /// the next byte picks it, the rest drives its choices, eight bytes a draw, up to 200
    /// operations. A broken contract, a refusal that changed the solver, or an internal error
    /// (a give-up) fails the input.
    static let illScaledMagic: [UInt8] = [0x5C, 0xA1]

    static func runIllScaled(_ bytes: [UInt8]) -> Failure? {
        let families = IllScaledFamily.allCases
        let family = families[Int(bytes[0]) % families.count]
        var run = IllScaledRun(family: family, source: FuzzInput(Array(bytes.dropFirst())), name: "fuzz input")
        run.run(operations: min(200, max(1, bytes.count / 8)))
        if let problem = run.problem { return Failure(message: problem + "\n" + run.solver.dump()) }
        if let gaveUp = run.firstInternalError { return Failure(message: "gave up: " + gaveUp + "\n" + run.solver.dump()) }
        judge(run.asked, family: family.rawValue)
        return nil
    }

    /// Refused systems of at most this many required constraints are judged exactly.
    static let judgedSystemLimit = 8
    /// The exact judge's tally over this process, per family: `.inexact` and `.unsatisfiable`
    /// refusals judged, and of them those whose required system is feasible.
    static let judgeTally = Mutex<[String: JudgeTally]>([:])
    /// When set, `judge` prints each refusal the judge finds feasible beyond rounding (not
    /// `exactOnly`), with the operations that led to it (`Fuzz/families.sh`, `FAMILY_JUDGE_SHOW`).
    static let showFeasible = Mutex<Bool>(false)
    /// When set, the adversarial families judge their made operations too (`JudgeTally.made`).
    static let judgesMade = Mutex<Bool>(false)

    /// Feasible refusals count as `exactOnly` too when their system is infeasible with its
    /// coefficients rounded to 46 bits (`ExactJudge.isFeasibleAfterRounding`): the judge and the
    /// solver's tolerance disagree there, and no feasible change was refused.
    struct JudgeTally: Sendable, CustomStringConvertible {
        var inexact = 0, feasibleInexact = 0, exactOnlyInexact = 0
        var unsatisfiable = 0, feasibleUnsatisfiable = 0, exactOnlyUnsatisfiable = 0
        var made = 0, infeasibleMade = 0
        var description: String {
            "inexact \(inexact) judged, \(feasibleInexact) feasible (\(exactOnlyInexact) only exactly); "
                + "unsatisfiable \(unsatisfiable) judged, \(feasibleUnsatisfiable) feasible (\(exactOnlyUnsatisfiable) only exactly)"
                + (made > 0 ? "; made \(made) judged, \(infeasibleMade) infeasible" : "")
        }
    }

    /// Decides in exact arithmetic (`ExactJudge`) the required system of each refusal whose
    /// system is small (`judgedSystemLimit`), and tallies the verdicts under `family` (an
    /// ill-scaled family's name, or `FA CE` and the adversarial family's number). Report only:
    /// a refusal within the solver's tolerance may go either way, and the property tests
    /// (`IllScaledPropertyTests`) hold the solver to the judge. Under libFuzzer a family's
    /// tally prints after every 100th refusal judged in it.
    static func judge(
        _ refusals: [(outcome: IllScaledOutcome, operation: String, system: [Constraint])], family: String, log: [String] = []
    ) {
        for (outcome, operation, system) in refusals where system.count <= judgedSystemLimit {
            let feasible = ExactJudge.isFeasible(system) ? 1 : 0
            if outcome == .made {
                judgeTally.withLock { $0[family, default: JudgeTally()].made += 1 }
                judgeTally.withLock { $0[family, default: JudgeTally()].infeasibleMade += 1 - feasible }
                continue
            }
            let exactOnly = feasible == 1 && !ExactJudge.isFeasibleAfterRounding(system) ? 1 : 0
            if feasible == 1, exactOnly == 0, showFeasible.withLock({ $0 }) {
                print("\(family), \(outcome.rawValue), feasible after rounding: \(operation)\n  " + log.joined(separator: "\n  "))
            }
            let tally = judgeTally.withLock { tallies in
                var tally = tallies[family, default: JudgeTally()]
                if outcome == .inexact {
                    (tally.inexact, tally.feasibleInexact) = (tally.inexact + 1, tally.feasibleInexact + feasible)
                    tally.exactOnlyInexact += exactOnly
                } else {
                    (tally.unsatisfiable, tally.feasibleUnsatisfiable) = (tally.unsatisfiable + 1, tally.feasibleUnsatisfiable + feasible)
                    tally.exactOnlyUnsatisfiable += exactOnly
                }
                tallies[family] = tally
                return tally
            }
            #if FUZZ_SolverOps
                if (tally.inexact + tally.unsatisfiable) % 100 == 0 { print("exact judge, \(family): \(tally)") }
            #else
                _ = tally
            #endif
        }
    }

    static func runFamily(_ bytes: [UInt8]) -> Failure? {
        var input = FuzzInput(bytes)
        let family = input.choose(4)
        let variables = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        var pool: [Constraint] = []
        var log: [String] = ["family \(family)"]
        func fail(_ text: String) -> Failure {
            Failure(message: text + "\noperations:\n" + log.joined(separator: "\n") + "\n" + solver.dump())
        }
        /// 10^(lo...hi) with a random sign, from two bytes of exponent and one of sign.
        func logUniform(_ input: inout FuzzInput, _ lo: Double, _ hi: Double) -> Double {
            let t = (Double(input.byte()) * 256 + Double(input.byte())) / 65_535
            let magnitude = Double.pow10(lo + (hi - lo) * t)
            return input.byte() & 1 == 0 ? magnitude : -magnitude
        }
        func coefficient(_ input: inout FuzzInput) -> Double {
            switch family {
            case 0: return logUniform(&input, -0.3010299956639812, 0.3010299956639812)
            case 1: return logUniform(&input, -3, 3)
            case 2: return logUniform(&input, -12, 12)
            default: return tiny(&input) ?? logUniform(&input, -3, 3)
            }
        }
        func constant(_ input: inout FuzzInput) -> Double {
            switch family {
            case 0, 1: return logUniform(&input, -1, 3)
            case 2: return input.choose(8) == 0 ? 0 : logUniform(&input, -12, 12)
            default: return tiny(&input) ?? logUniform(&input, -3, 3)
            }
        }
        /// A third of the time a subnormal number (or 1e-300), else nil.
        func tiny(_ input: inout FuzzInput) -> Double? {
            guard input.choose(3) == 0 else { return nil }
            var bits: UInt64 = 0
            for _ in 0..<7 { bits = bits << 8 | UInt64(input.byte()) }
            let magnitude = bits == 0 ? 1e-300 : Double(bitPattern: bits & 0x000F_FFFF_FFFF_FFFF)
            return input.byte() & 1 == 0 ? magnitude : -magnitude
        }
        func strength(_ input: inout FuzzInput) -> Strength {
            let b = input.byte()
            return b < 160 ? .required : .priority(Double(1 + Int(b) % 999))
        }
        func row(_ input: inout FuzzInput) -> Constraint {
            var expression = LinearExpression(constant: constant(&input))
            var used: [Int] = []
            for _ in 0..<(1 + input.choose(3)) {
                let v = input.choose(variables.count)
                if used.contains(v) { continue }
                used.append(v)
                expression.terms.append(Term(variables[v], coefficient(&input)))
            }
            return Constraint(expression, input.pick(Relation.allCases), strength: strength(&input))
        }

        var pending: Constraint?
        var operations = 0
        // Each refusal's required system (`IllScaledRun.system`), for the exact judge.
        var asked: [(outcome: IllScaledOutcome, operation: String, system: [Constraint])] = []
        defer { judge(asked, family: "FA CE \(family)", log: log) }
        while !input.isAtEnd && operations < 64 {
            operations += 1
            let before = (variables.map { solver.value(of: $0).bitPattern }, pool.map { solver.hasConstraint($0) })
            var refused = false
            let installed = solver.constraints
            var request = IllScaledRun<FuzzInput>.Request.none
            do {
                if let second = pending {
                    pending = nil
                    request = .add(second)
                    pool.append(second)
                    log.append("add \(second)")
                    try solver.addConstraint(second)
                } else {
                    switch input.choose(8) {
                    case 0, 1, 2:
                        if family <= 1 {
                            // A near-parallel pair: this row now, its twin as the next operation.
                            let x = input.choose(variables.count)
                            let y = (x + 1 + input.choose(variables.count - 1)) % variables.count
                            let a = coefficient(&input)
                            let b = coefficient(&input)
                            let c = constant(&input)
                            let e = logUniform(&input, -17, -4)
                            let c2 = input.byte() & 1 == 0 ? c : c * (1 + abs(logUniform(&input, -17, -4)))
                            let first = Constraint(
                                a * variables[x] + b * variables[y] + c,
                                input.byte() & 1 == 0 ? .equal : input.pick(Relation.allCases), strength: strength(&input))
                            pending = Constraint(
                                a * (1 + e) * variables[x] + b * variables[y] + c2,
                                input.pick(Relation.allCases), strength: strength(&input))
                            request = .add(first)
                            pool.append(first)
                            log.append("add \(first)")
                            try solver.addConstraint(first)
                        } else {
                            let c = row(&input)
                            request = .add(c)
                            pool.append(c)
                            log.append("add \(c)")
                            try solver.addConstraint(c)
                        }
                    case 3, 4:
                        let c = row(&input)
                        request = .add(c)
                        pool.append(c)
                        log.append("add \(c)")
                        try solver.addConstraint(c)
                    case 5:
                        let installed = pool.filter { solver.hasConstraint($0) }
                        guard !installed.isEmpty else { continue }
                        let c = input.pick(installed)
                        log.append("remove \(c)")
                        request = .remove(c)
                        try solver.removeConstraint(c)
                    default:
                        let installed = pool.filter { solver.hasConstraint($0) }
                        guard !installed.isEmpty else { continue }
                        let c = input.pick(installed)
                        let old = c.expression.constant
                        let new: Double
                        switch input.choose(3) {
                        case 0: new = constant(&input)
                        case 1: new = old * (1 + abs(logUniform(&input, -17, -4)))
                        default: new = old + Double(Int(input.byte()) - 128) / 8
                        }
                        log.append("setConstant \(new) of \(c)")
                        request = .constant(c, new)
                        try solver.setConstant(new, of: c)
                    }
                }
            } catch {
                refused = true
                log.append("  refused: \(error)")
                let outcome: IllScaledOutcome? =
                    if case SolverError.inexact = error { .inexact } else if case SolverError.unsatisfiable = error { .unsatisfiable } else { nil }
                if let outcome { asked.append((outcome, log[log.count - 2], IllScaledRun<FuzzInput>.system(installed, request: request))) }
            }
            if refused {
                let values = variables.map { solver.value(of: $0).bitPattern }
                let installed = pool.map { solver.hasConstraint($0) }
                if values != before.0 || Array(installed.prefix(before.1.count)) != before.1 {
                    return fail("a refused operation changed the solver")
                }
            }
            if case .none = request {
            } else if !refused, judgesMade.withLock({ $0 }) {
                asked.append((.made, log[log.count - 1], IllScaledRun<FuzzInput>.system(installed, request: request)))
            }
            if let problem = solver.contractProblem(variables: variables) { return fail(problem) }
            if !solver.checkInvariants().filter({
                !$0.contains("restricted basic") && !$0.contains("dummy basic") && !isRoundingOptimality($0, solver)
            }).isEmpty {
                return fail("invariants:\n" + solver.checkInvariants().joined(separator: "\n"))
            }
        }
        return nil
    }
}
