// The ill-scaled families at full length, optimized (built by Fuzz/families.sh only; the
// property tests, `IllScaledPropertyTests`, run the same families and seeds under `swift test`).
import Cassowary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs every family (or those named in the arguments) for 40 seeds of `FAMILY_OPERATIONS`
/// operations (1,000 unless set), under Bland's rule from pivot `FAMILY_BLAND_AFTER` when set,
/// and prints per family how the operations ended, the most pivots one operation made in phase
/// one and in the dual simplex, where each internal error gave up, and the seeds that broke the
/// contract; with `FAMILY_JUDGE` set to N, the exact judge's verdict (`ExactJudge`) on the first N
/// `.inexact` and N `.unsatisfiable` refusals, the feasible ones counted by operation and those
/// feasible only exactly (`ExactJudge.isFeasibleAfterRounding`), and with `FAMILY_JUDGE_SHOW` set
/// the seed and operation of each other feasible one; with
/// `FAMILY_ADVERSARIAL` set to N, N inputs of each of the fuzz target's adversarial families and
/// the judge's tally of their refusals. Exits 1 on an internal error, a broken contract or a
/// failed input.
@main
enum FamiliesMain {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let operations = getenv("FAMILY_OPERATIONS").flatMap { Int(String(cString: $0)) } ?? 1_000
        let blandAfter = getenv("FAMILY_BLAND_AFTER").flatMap { Int(String(cString: $0)) }
        let judged = getenv("FAMILY_JUDGE").flatMap { Int(String(cString: $0)) } ?? 0
        let show = getenv("FAMILY_JUDGE_SHOW") != nil
        SolverOpsFuzz.showFeasible.withLock { $0 = show }
        SolverOpsFuzz.judgesMade.withLock { $0 = judged > 0 }
        var failed = false
        for family in IllScaledFamily.allCases where arguments.isEmpty || arguments.contains(family.rawValue) {
            var totals: [IllScaledOutcome: Int] = [:]
            var gaveUp: [String: Int] = [:]
            var broken: [String] = []
            var firstGiveUp: String?
            var mostPivots = (phaseOne: 0, dual: 0)
            var refused: [IllScaledOutcome: [(seed: UInt64, operation: String, system: [Constraint])]] = [:]
            for seed in UInt64(1)...40 {
                var run = IllScaledRun(family: family, source: SeededGenerator(seed: seed &* 0x2545_F491_4F6C_DD1D), name: "seed \(seed)")
                run.solver.blandAfter = blandAfter
                run.run(operations: operations)
                totals.merge(run.outcomes, uniquingKeysWith: +)
                for message in run.internalErrors { gaveUp[String(message.prefix { !$0.isNumber }), default: 0] += 1 }
                firstGiveUp = firstGiveUp ?? run.firstInternalError
                mostPivots = (max(mostPivots.phaseOne, run.mostPivots.phaseOne), max(mostPivots.dual, run.mostPivots.dual))
                if let problem = run.problem { broken.append(String(problem.prefix(2_000))) }
                for (outcome, operation, system) in run.asked {
                    refused[outcome, default: []].append((seed, operation, system))
                }
            }
            print(
                "\(family)\(blandAfter.map { " (Bland's rule after \($0) pivots)" } ?? ""): 40 seeds × \(operations) operations: "
                    + IllScaledOutcome.allCases.map { "\($0.rawValue) \(totals[$0, default: 0])" }.joined(separator: ", ")
                    + "; most pivots in one operation: phase one \(mostPivots.phaseOne), dual \(mostPivots.dual)"
                    + gaveUp.sorted { $0.key < $1.key }.map { "; \($0.value)× \($0.key)" }.joined()
                    + (broken.isEmpty ? "" : "; contract broken in \(broken.count) seeds, the first:\n\(broken[0])")
                    + (firstGiveUp.map { "\nthe first internal error, after:\n\($0)" } ?? ""))
            if judged > 0 {
                print(
                    "\(family), exact judge: "
                        + [IllScaledOutcome.inexact, .unsatisfiable].map { outcome in
                            let sample = refused[outcome, default: []].prefix(judged)
                            var feasible: [String: Int] = [:]
                            var exactOnly = 0
                            for (seed, operation, system) in sample where ExactJudge.isFeasible(system) {
                                feasible[String(operation.prefix { $0 != " " }), default: 0] += 1
                                if !ExactJudge.isFeasibleAfterRounding(system) {
                                    exactOnly += 1
                                } else if show {
                                    print("  seed \(seed), \(outcome.rawValue), feasible after rounding: \(operation)")
                                }
                            }
                            return "\(outcome.rawValue) \(sample.count) judged, \(feasible.values.reduce(0, +)) feasible (\(exactOnly) only exactly)"
                                + (feasible.isEmpty
                                    ? "" : " (" + feasible.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")")
                        }.joined(separator: "; ")
                        + "; made \(refused[.made, default: []].prefix(judged).count) judged (a sample), "
                        + "\(refused[.made, default: []].prefix(judged).filter { !ExactJudge.isFeasible($0.system) }.count) infeasible")
            }
            failed = failed || totals[.internalError, default: 0] > 0 || !broken.isEmpty
        }
        if let inputs = getenv("FAMILY_ADVERSARIAL").flatMap({ Int(String(cString: $0)) }) {
            failed = adversarial(inputs: inputs) || failed
        }
        if failed { exit(1) }
    }

    /// Runs `inputs` random inputs (40 seeds, 1,024 bytes each) of each adversarial family of the
    /// SolverOps fuzz target (`SolverOpsFuzz.runFamily`, inputs starting `FA CE`) and prints
    /// the exact judge's tally of its refusals; true when an input fails its checks.
    static func adversarial(inputs: Int) -> Bool {
        var failed = false
        for family in UInt8(0)..<4 {
            var failures = 0
            for i in 0..<inputs {
                var rng = SeededGenerator(seed: UInt64(i % 40 + 1) &* 0x2545_F491_4F6C_DD1D &+ UInt64(i / 40))
                let bytes = SolverOpsFuzz.familyMagic + [family] + (0..<1_024).map { _ in UInt8.random(in: 0...255, using: &rng) }
                if let failure = SolverOpsFuzz.run(bytes) {
                    failures += 1
                    if failures == 1 { print(failure.message.prefix(2_000)) }
                }
            }
            let tally = SolverOpsFuzz.judgeTally.withLock { $0["FA CE \(family)"] } ?? SolverOpsFuzz.JudgeTally()
            print("FA CE \(family): \(inputs) inputs, \(failures) failed; exact judge: \(tally)")
            failed = failed || failures > 0
        }
        return failed
    }
}
