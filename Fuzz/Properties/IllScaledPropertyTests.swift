import Cassowary
import TestHelpers
import XCTest

/// The ill-scaled families (`IllScaledFamily`, Fuzz/Targets/IllScaledOps.swift), 40 seeds
/// each, every run printing its family and seed on failure: the solver's contract holds after
/// every operation and a refused operation leaves the solver as it was; and no operation ends
/// in an internal error (a give-up). Debug builds run 150 operations per seed, release builds
/// 1,000 (`swift test -c release`). The refusal table of every family prints as one line per
/// family, then the exact judge's (`ExactJudge`, rational arithmetic) verdict on the required
/// system each refusal asked for: every `.inexact` refusal (a sample in debug builds,
/// `judgedInexact`), and up to `judgedSample` each of
/// the `.unsatisfiable` refusals and of the made operations (a sample: the made ones are
/// sampled by `IllScaledRun` already), as "confirmed" (an infeasible refusal, a feasible made
/// change) or "contradicted". Floating point may be contradicted within the solver's
/// tolerance; on the degenerate ties, whose numbers are exact in binary, it never may.
final class IllScaledPropertyTests: XCTestCase {
    static let seeds: ClosedRange<UInt64> = 1...40
    /// How many refusals of each kind, and made operations, the exact judge decides per family
    /// (`Int.max`: all). Every `.inexact` refusal in release builds; in debug builds, whose
    /// big-integer arithmetic is slow, a sample of each.
    /// The share of a family's operations that may be feasible changes refused as `.inexact`.
    static let feasibleInexactShare = 0.02
    #if DEBUG
        static let operations = 150
        static let judgedInexact = 10
        static let judgedSample = 10
    #else
        static let operations = 1_000
        static let judgedInexact = Int.max
        static let judgedSample = 40
    #endif

    func testMixedScales() { check(.mixedScales) }
    func testTinyCoefficients() { check(.tinyCoefficients) }
    func testNearParallelRows() { check(.nearParallel) }
    func testCoefficientsNearTheThresholds() { check(.nearThreshold) }
    func testOptionalRatios() { check(.optionalRatios) }

    /// Every simplex loop under Bland's rule from its first pivot (`Solver.blandAfter` 0), 5
    /// seeds a family of a third of the operations: the families' operations stay far below the pivots after which Bland's
    /// rule takes over (the most pivots one operation made prints with each family), so this is
    /// where its anti-cycling rules in phase one and the dual simplex, and their ends on a
    /// window without progress, are held to the contract and to never giving up.
    func testBlandsRuleFromTheFirstPivot() {
        for family in IllScaledFamily.allCases {
            var totals: [IllScaledOutcome: Int] = [:]
            for seed in UInt64(1)...5 {
                var run = IllScaledRun(family: family, source: SeededGenerator(seed: seed &* 0x2545_F491_4F6C_DD1D), name: "seed \(seed)")
                run.solver.blandAfter = 0
                run.run(operations: Self.operations / 3)
                totals.merge(run.outcomes, uniquingKeysWith: +)
                XCTAssertNil(run.firstInternalError, "\(family), Bland's rule from the first pivot: gave up")
                XCTAssertNil(run.problem, "\(family), Bland's rule from the first pivot")
            }
            print(
                "\(family), Bland's rule from the first pivot: 5 seeds × \(Self.operations / 3) operations: "
                    + IllScaledOutcome.allCases.map { "\($0.rawValue) \(totals[$0, default: 0])" }.joined(separator: ", "))
        }
    }
    func testDegenerateTies() {
        let verdicts = check(.degenerateTies)
        XCTAssertEqual(verdicts.contradicted, [:], "degenerate ties: exact arithmetic contradicts the solver")
        XCTAssertGreaterThan(verdicts.confirmed[.unsatisfiable, default: 0], 0, "degenerate ties: no refusal judged")
    }

    /// Runs the family's seeds; fails on a broken contract or an internal error; judges the
    /// refusals and a sample of the made operations exactly, and returns the verdicts.
    @discardableResult
    private func check(_ family: IllScaledFamily) -> (confirmed: [IllScaledOutcome: Int], contradicted: [IllScaledOutcome: Int]) {
        var gaveUp: [String] = []
        var gaveUpWhere: [String: Int] = [:]
        var mostPivots = (phaseOne: 0, dual: 0)
        var broken: [String] = []
        var totals: [IllScaledOutcome: Int] = [:]
        var asked: [IllScaledOutcome: [[Constraint]]] = [:]
        for seed in Self.seeds {
            var run = IllScaledRun(family: family, source: SeededGenerator(seed: seed &* 0x2545_F491_4F6C_DD1D), name: "seed \(seed)")
            run.run(operations: Self.operations)
            totals.merge(run.outcomes, uniquingKeysWith: +)
            if let first = run.firstInternalError { gaveUp.append(first) }
            mostPivots = (max(mostPivots.phaseOne, run.mostPivots.phaseOne), max(mostPivots.dual, run.mostPivots.dual))
            for message in run.internalErrors { gaveUpWhere[String(message.prefix { !$0.isNumber }), default: 0] += 1 }
            if let problem = run.problem { broken.append(problem) }
            for (outcome, _, system) in run.asked { asked[outcome, default: []].append(system) }
        }
        var confirmed: [IllScaledOutcome: Int] = [:]
        var contradicted: [IllScaledOutcome: Int] = [:]
        for (outcome, systems) in asked {
            let judged = Array(systems.prefix(outcome == .inexact ? Self.judgedInexact : Self.judgedSample))
            for system in judged where ExactJudge.isFeasible(system) == (outcome == .made) {
                confirmed[outcome, default: 0] += 1
            }
            contradicted[outcome] = judged.count - confirmed[outcome, default: 0]
            if contradicted[outcome] == 0 { contradicted[outcome] = nil }
        }
        print(
            "\(family): \(Self.seeds.count) seeds × \(Self.operations) operations: "
                + IllScaledOutcome.allCases.map { "\($0.rawValue) \(totals[$0, default: 0])" }.joined(separator: ", ")
                + "; seeds giving up \(gaveUp.count)"
                + "; most pivots in one operation: phase one \(mostPivots.phaseOne), dual \(mostPivots.dual)"
                + gaveUpWhere.sorted { $0.key < $1.key }.map { " (\($0.value)× \($0.key.trimmingCharacters(in: .whitespaces)))" }.joined())
        print(
            "\(family), exact judge: "
                + [IllScaledOutcome.inexact, .unsatisfiable, .made].map { outcome in
                    let yes = confirmed[outcome, default: 0]
                    let no = contradicted[outcome, default: 0]
                    return outcome == .made
                        ? "made \(yes + no) judged, \(yes) feasible, \(no) infeasible"
                        : "\(outcome.rawValue) \(yes + no) judged, \(yes) really infeasible, \(no) feasible"
                }.joined(separator: "; "))
        XCTAssertEqual(
            gaveUp.count, 0,
            "\(family): \(gaveUp.count) of \(Self.seeds.count) seeds end an operation in an internal error; the first:\n" + (gaveUp.first ?? ""))
        // A feasible system refused as `.inexact` was refused after refactorization (a tableau
        // rebuilt from the installed constraints, required constraints first). Some remain: the
        // optimum the optional levels ask for lies where a row's error is far beyond the
        // required rows' magnitudes (IllScaledRegressionTests: an error of 1.3e22, whose last
        // place is 2e6), and fresh rows carry that rounding too; only exact arithmetic in the
        // solver would settle them. They may be at most `feasibleInexactShare` of the
        // operations (refactorization leaves about 1.3% in the near-threshold family at 150
        // operations a seed, the most; the bound leaves room for the release run's 1,000).
        let feasibleInexact = contradicted[.inexact, default: 0]
        XCTAssertLessThanOrEqual(
            Double(feasibleInexact), Self.feasibleInexactShare * Double(Self.seeds.count * Self.operations),
            "\(family): \(feasibleInexact) feasible changes refused as inexact")
        XCTAssertTrue(
            broken.isEmpty, "\(family): \(broken.count) of \(Self.seeds.count) seeds break the contract; the first:\n" + (broken.first ?? ""))
        return (confirmed, contradicted)
    }
}
