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
/// contract. Exits 1 on an internal error or a broken contract.
@main
enum FamiliesMain {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let operations = getenv("FAMILY_OPERATIONS").flatMap { Int(String(cString: $0)) } ?? 1_000
        let blandAfter = getenv("FAMILY_BLAND_AFTER").flatMap { Int(String(cString: $0)) }
        var failed = false
        for family in IllScaledFamily.allCases where arguments.isEmpty || arguments.contains(family.rawValue) {
            var totals: [IllScaledOutcome: Int] = [:]
            var gaveUp: [String: Int] = [:]
            var broken: [String] = []
            var firstGiveUp: String?
            var mostPivots = (phaseOne: 0, dual: 0)
            for seed in UInt64(1)...40 {
                var run = IllScaledRun(family: family, source: SeededGenerator(seed: seed &* 0x2545_F491_4F6C_DD1D), name: "seed \(seed)")
                run.solver.blandAfter = blandAfter
                run.run(operations: operations)
                totals.merge(run.outcomes, uniquingKeysWith: +)
                for message in run.internalErrors { gaveUp[String(message.prefix { !$0.isNumber }), default: 0] += 1 }
                firstGiveUp = firstGiveUp ?? run.firstInternalError
                mostPivots = (max(mostPivots.phaseOne, run.mostPivots.phaseOne), max(mostPivots.dual, run.mostPivots.dual))
                if let problem = run.problem { broken.append(String(problem.prefix(2_000))) }
            }
            print(
                "\(family)\(blandAfter.map { " (Bland's rule after \($0) pivots)" } ?? ""): 40 seeds × \(operations) operations: "
                    + IllScaledOutcome.allCases.map { "\($0.rawValue) \(totals[$0, default: 0])" }.joined(separator: ", ")
                    + "; most pivots in one operation: phase one \(mostPivots.phaseOne), dual \(mostPivots.dual)"
                    + gaveUp.sorted { $0.key < $1.key }.map { "; \($0.value)× \($0.key)" }.joined()
                    + (broken.isEmpty ? "" : "; contract broken in \(broken.count) seeds, the first:\n\(broken[0])")
                    + (firstGiveUp.map { "\nthe first internal error, after:\n\($0)" } ?? ""))
            failed = failed || totals[.internalError, default: 0] > 0 || !broken.isEmpty
        }
        if failed { exit(1) }
    }
}
