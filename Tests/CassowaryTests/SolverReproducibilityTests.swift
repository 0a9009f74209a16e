import Cassowary
import Foundation
import XCTest

/// A refusal is reproducible: the same operations on the same constraints give the same
/// outcome (made, or the same refusal naming the same conflicts) and the same values bit for
/// bit, whatever the process, its hash seed, where the objects live in memory and what other
/// solvers hold. Written from the public API alone, on an ill-scaled family that refuses.
final class SolverReproducibilityTests: XCTestCase {
    #if DEBUG
        static let operations = 30
    #else
        static let operations = 400
    #endif
    static let family = IllScaledProbe.Family.chains
    static let seed: UInt64 = 0
    /// Set in a child process: the child prints its outcomes and compares nothing.
    static let childMarker = "CASSOWARY_REPRODUCIBILITY_CHILD"
    static let outcomePrefix = "outcome: "

    /// The seed's outcomes on a solver run as a tester writes it.
    static func outcomes(variables: [Variable]? = nil) -> [String] {
        var probe = IllScaledProbe(family: family, seed: seed, variables: variables)
        var tally = IllScaledProbe.Tally()
        probe.run(operations: operations, into: &tally)
        return probe.outcomes
    }

    /// The first outcome that differs, for the failure message.
    static func firstDifference(_ a: [String], _ b: [String]) -> String {
        guard let at = a.indices.first(where: { $0 < b.count && a[$0] != b[$0] }) else { return "lengths \(a.count) and \(b.count)" }
        return "operation \(at):\n  \(a[at])\n  \(b[at])"
    }

    func testOutcomesDoNotDependOnAddressesAllocationOrOtherSolvers() {
        let plain = Self.outcomes()
        XCTAssertTrue(plain.contains { $0.contains(" refused ") }, "the seed refuses nothing: pick one that does")
        // Variables made in reverse order between other allocations (other addresses and
        // hashes), each already held by another live solver (this one looks them up in its
        // own map), after a large solver has gone (its cell buffer is reused).
        do {
            let big = Solver()
            let many = (0..<400).map { Variable("w\($0)") }
            for (i, v) in many.enumerated() {
                let terms = (0..<8).map { Term(many[(i + 7 * $0) % many.count], Double($0 + 1)) }
                try? big.addConstraint(Constraint(LinearExpression(terms + [Term(v, 1)], constant: Double(i)), .equal, strength: .strong))
            }
            big.updateVariables()
        }
        var ballast: [Solver] = []
        var reversed: [Variable] = []
        for i in (0..<IllScaledProbe.variableCount(Self.family)).reversed() {
            ballast.append(Solver())
            reversed.append(Variable("x\(i)"))
        }
        let variables = Array(reversed.reversed())
        let holder = Solver()
        for v in variables {
            XCTAssertNoThrow(try holder.addConstraint(Constraint(LinearExpression([Term(v, 1)]), .greaterThanOrEqual, strength: .weak)))
        }
        let moved = withExtendedLifetime((holder, ballast)) { Self.outcomes(variables: variables) }
        XCTAssertTrue(plain == moved, Self.firstDifference(plain, moved))
    }

    /// Two other processes (one with hashing seeded per process, one with Swift's deterministic
    /// hashing) give this process's outcomes.
    func testOutcomesAreTheSameInOtherProcesses() throws {
        let environment = ProcessInfo.processInfo.environment
        if environment[Self.childMarker] != nil {
            for line in Self.outcomes() { print(Self.outcomePrefix + line) }
            return
        }
        #if os(Linux)
            let own = Self.outcomes()
            for deterministicHashing in [false, true] {
                var childEnvironment = environment
                childEnvironment[Self.childMarker] = "1"
                childEnvironment["SWIFT_DETERMINISTIC_HASHING"] = deterministicHashing ? "1" : nil
                let child = try Self.runChild(environment: childEnvironment)
                XCTAssertTrue(own == child, "deterministic hashing \(deterministicHashing): " + Self.firstDifference(own, child))
            }
        #else
            throw XCTSkip("the child process runs the test bundle's executable (Linux)")
        #endif
    }

    /// This test run again in a child process of the test executable; its printed outcomes.
    static func runChild(environment: [String: String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["CassowaryTests.SolverReproducibilityTests/testOutcomesAreTheSameInOtherProcesses"]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").filter { $0.hasPrefix(outcomePrefix) }.map { String($0.dropFirst(outcomePrefix.count)) }
    }
}
