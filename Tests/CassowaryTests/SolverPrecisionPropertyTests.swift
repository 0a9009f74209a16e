import TestHelpers
import XCTest

@testable import Cassowary

/// Seeded adversarial systems (near-parallel pairs, rows with coefficients and constants from
/// 1e-12 to 1e12, subnormal numbers) with the solver's contract checked after every operation:
/// every value is finite, every installed required constraint holds within its tolerance
/// (`Solver.contractProblem(variables:)`), and a refused operation leaves every value and the installed set
/// exactly as they were. Each failure names its family, seed and step.
final class SolverPrecisionPropertyTests: XCTestCase {
    func testNearParallelPairsWithCoefficientsNearOne() {
        assertContract(.nearParallel(coefficients: 0.5...2), seeds: 1...40)
    }

    func testNearParallelPairsWithWideCoefficients() {
        assertContract(.nearParallel(coefficients: 1e-3...1e3), seeds: 41...80)
    }

    func testRowsWithMixedScales() {
        assertContract(.mixedScales, seeds: 81...120)
    }

    func testSubnormalCoefficientsAndConstants() {
        assertContract(.subnormals, seeds: 121...160)
    }

    private func assertContract(_ family: PrecisionFamily, seeds: ClosedRange<UInt64>) {
        var failures: [String] = []
        for seed in seeds {
            var run = PrecisionRun(family: family, seed: seed)
            if let failure = run.run() { failures.append(failure) }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) of \(seeds.count) seeds fail:\n" + failures.joined(separator: "\n\n"))
    }
}

/// The generators' families.
enum PrecisionFamily: CustomStringConvertible {
    /// `a·x + b·y + c` against `a(1+ε)·x + b·y + c'`, ε from 1e-17 to 1e-4, |a|, |b| log-uniform
    /// in the range, among random rows from the same range.
    case nearParallel(coefficients: ClosedRange<Double>)
    /// Coefficients and constants log-uniform in 1e-12...1e12, with adds, removes and constant changes.
    case mixedScales
    /// Rows from 1e-3...1e3 where a third of the coefficients and constants are subnormal.
    case subnormals

    var description: String {
        switch self {
        case .nearParallel(let range): return "near-parallel \(range)"
        case .mixedScales: return "mixed scales"
        case .subnormals: return "subnormals"
        }
    }
}

/// One seeded run of a family: 60 operations on six variables, checked after each.
struct PrecisionRun {
    let family: PrecisionFamily
    let seed: UInt64
    var rng: SeededGenerator
    let variables = (0..<6).map { Variable("x\($0)") }
    let solver = Solver()
    var pool: [Constraint] = []
    var log: [String] = []
    /// The second row of a near-parallel pair, added as the next operation.
    var pending: Constraint?

    init(family: PrecisionFamily, seed: UInt64) {
        self.family = family
        self.seed = seed
        rng = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ 17)
    }

    mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
        let e = Double.random(in: log10(range.lowerBound)...log10(range.upperBound), using: &rng)
        return pow(10, e) * (Bool.random(using: &rng) ? 1 : -1)
    }

    mutating func subnormal() -> Double {
        let bits = UInt64.random(in: 1..<(1 << 52), using: &rng) >> UInt64.random(in: 0..<52, using: &rng)
        return Double(bitPattern: max(bits, 1)) * (Bool.random(using: &rng) ? 1 : -1)
    }

    mutating func coefficient() -> Double {
        switch family {
        case .nearParallel(let range): return logUniform(range)
        case .mixedScales: return logUniform(1e-12...1e12)
        case .subnormals: return Int.random(in: 0..<3, using: &rng) == 0 ? subnormal() : logUniform(1e-3...1e3)
        }
    }

    mutating func constant() -> Double {
        switch family {
        case .nearParallel: return Double.random(in: -500...500, using: &rng)
        case .mixedScales: return Int.random(in: 0..<8, using: &rng) == 0 ? 0 : logUniform(1e-12...1e12)
        case .subnormals: return Int.random(in: 0..<3, using: &rng) == 0 ? subnormal() : logUniform(1e-3...1e3)
        }
    }

    mutating func strength() -> Strength {
        Int.random(in: 0..<5, using: &rng) < 3 ? .required : .priority(Double(Int.random(in: 1...999, using: &rng)))
    }

    mutating func relation() -> Relation { Relation.allCases.randomElement(using: &rng)! }

    mutating func randomRow() -> Constraint {
        var expression = LinearExpression(constant: constant())
        for v in variables.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)) {
            expression.terms.append(Term(v, coefficient()))
        }
        return Constraint(expression, relation(), strength: strength())
    }

    /// Runs the operations; returns the first broken promise, with the operations so far.
    mutating func run() -> String? {
        for step in 0..<60 {
            let before = snapshot()
            var refused = false
            do {
                if let second = pending {
                    pending = nil
                    try add(second)
                } else {
                    switch Int.random(in: 0..<20, using: &rng) {
                    case 0..<6:
                        if case .nearParallel = family {
                            try addNearParallelPair()
                        } else {
                            try add(randomRow())
                        }
                    case 6..<11:
                        try add(randomRow())
                    case 11..<15:
                        guard let c = pool.filter({ solver.hasConstraint($0) }).randomElement(using: &rng) else { continue }
                        log.append("remove \(c)")
                        try solver.removeConstraint(c)
                    default:
                        guard let c = pool.filter({ solver.hasConstraint($0) }).randomElement(using: &rng) else { continue }
                        let old = c.expression.constant
                        let new: Double
                        switch Int.random(in: 0..<3, using: &rng) {
                        case 0: new = constant()
                        case 1: new = old * (1 + pow(10, Double.random(in: -17 ... -4, using: &rng)))
                        default: new = old + Double.random(in: -10...10, using: &rng)
                        }
                        log.append("setConstant \(new) of \(c)")
                        try solver.setConstant(new, of: c)
                    }
                }
            } catch {
                refused = true
                log.append("  refused: \(error)")
            }
            let context = "\(family) seed \(seed) step \(step)"
            if refused && Array(snapshot().prefix(before.count)) != before {
                return "\(context): a refused operation changed the solver\n" + log.joined(separator: "\n")
            }
            if let problem = solver.contractProblem(variables: variables) {
                return "\(context): \(problem)\n" + log.joined(separator: "\n")
            }
        }
        return nil
    }

    mutating func add(_ c: Constraint) throws {
        pool.append(c)
        log.append("add \(c)")
        try solver.addConstraint(c)
    }

    mutating func addNearParallelPair() throws {
        let pair = variables.shuffled(using: &rng).prefix(2)
        let (x, y) = (pair[pair.startIndex], pair[pair.startIndex + 1])
        let a = coefficient()
        let b = coefficient()
        let c = constant()
        let e = pow(10, Double.random(in: -17 ... -4, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1)
        let shifted = Bool.random(using: &rng) ? c : c * (1 + pow(10, Double.random(in: -17 ... -4, using: &rng)))
        try add(Constraint(a * x + b * y + c, Bool.random(using: &rng) ? .equal : relation(), strength: strength()))
        pending = Constraint(a * (1 + e) * x + b * y + shifted, relation(), strength: strength())
    }

    func snapshot() -> [UInt64] {
        variables.map { solver.value(of: $0).bitPattern } + pool.map { solver.hasConstraint($0) ? 1 : 0 }
    }
}
