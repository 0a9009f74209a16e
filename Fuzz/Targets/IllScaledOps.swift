import Cassowary

/// Ill-scaled operation sequences: the families of input on which rounding in the tableau
/// matters, each a mix of adds, removals, constant changes, edit variables and suggestions on
/// six variables.
enum IllScaledFamily: String, CaseIterable, CustomStringConvertible {
    /// Coefficients and constants log-uniform in 1e-12...1e12, mixed inside one row.
    case mixedScales = "mixed scales"
    /// A third of the coefficients log-uniform in 1e-15...1e-9 (the smallest the solver
    /// accepts is `Solver.smallestCoefficient`, 1e-15), the rest in 1e-3...1e3.
    case tinyCoefficients = "tiny coefficients"
    /// `a·x + b·y + c` followed by `a(1+ε)·x + b·y + c'`, ε from 1e-17 to 1e-4, among rows of
    /// coefficients 1e-3...1e3.
    case nearParallel = "near-parallel"
    /// Coefficients within a factor of four of the refusal thresholds: just above 1e-15, or
    /// just below 1e15 over a constant, next to coefficients near 1.
    case nearThreshold = "near threshold"
    /// Rows through one point (constants 0), coefficients from ±{0.5, 1, 2}, strengths that
    /// repeat: degenerate pivots and ties in every ratio test.
    case degenerateTies = "degenerate ties"
    /// Mostly optional rows (five levels) whose coefficients are 1e-5, 1 or 1e7 (ratios of 1e-5
    /// and 1e7 in one row), each a hair off a tie (a relative 1e-12...1e-8, or none), constants
    /// mostly 0 (else a few units at those scales), up to twice the other families' installed
    /// constraints, and constant changes in place of adding edit variables: phase one and the
    /// dual simplex on near-degenerate ties where rounding decides each ratio test.
    case optionalRatios = "optional ratios"

    var description: String { rawValue }
}

/// How one operation ended.
enum IllScaledOutcome: String, CaseIterable {
    case made, unsatisfiable, inexact
    case outOfRange = "out of range"
    case internalError = "internal error"
    case other
}

/// One run of a family: `operations` operations, each checked after it ran (values
/// finite and installed required constraints within the solver's contract; a refused
/// operation leaves every value and the installed set exactly as they were), with the outcome
/// of each counted.
struct IllScaledRun<Source: RandomNumberGenerator> {
    let family: IllScaledFamily
    let name: String
    private var rng: Source
    let variables = (0..<6).map { Variable("x\($0)") }
    let solver = Solver()
    private(set) var pool: [Constraint] = []
    private(set) var log: [String] = []
    /// How many operations ended each way.
    private(set) var outcomes: [IllScaledOutcome: Int] = [:]
    /// The required system each refused operation asked for (the required constraints it would
    /// leave installed, constants as they would be, copied), with how it ended and the
    /// operation; and that of every `madeSampling`-th made operation: what an exact judge
    /// (the property tests' `ExactJudge`) settles.
    private(set) var asked: [(outcome: IllScaledOutcome, operation: String, system: [Constraint])] = []
    /// One made operation in this many has its system kept in `asked`.
    var madeSampling = 25
    /// The first broken promise (contract or a refusal that changed the solver), with its step.
    private(set) var problem: String?
    /// The first internal error, with the operations up to it.
    private(set) var firstInternalError: String?
    /// Every internal error's message.
    private(set) var internalErrors: [String] = []
    private var pending: Constraint?
    /// The most pivots one operation made in phase one and in the dual simplex, against its
    /// bound (`Tuning.pivotLimitFloor` + `pivotLimitPerRow` per row): how near a cycle came.
    private(set) var mostPivots = (phaseOne: 0, dual: 0)
    /// Installed constraints past which the run removes rather than adds.
    var crowd = 24

    /// A run of `family` whose every choice comes from `source`, named `name` in its messages
    /// (a seed, or the fuzz input).
    init(family: IllScaledFamily, source: Source, name: String) {
        self.family = family
        self.name = name
        rng = source
    }

    // MARK: Numbers

    private mutating func sign() -> Double { Bool.random(using: &rng) ? 1 : -1 }

    private mutating func logUniform(_ lo: Double, _ hi: Double) -> Double {
        Double.pow10(Double.random(in: lo...hi, using: &rng)) * sign()
    }

    private mutating func coefficient() -> Double {
        switch family {
        case .mixedScales: return logUniform(-12, 12)
        case .tinyCoefficients: return Int.random(in: 0..<3, using: &rng) == 0 ? logUniform(-15, -9) : logUniform(-3, 3)
        case .nearParallel: return logUniform(-3, 3)
        case .nearThreshold:
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return Solver.smallestCoefficient * Double.random(in: 1...4, using: &rng) * sign()
            case 1: return Solver.magnitudeLimit / Double.random(in: 1...4, using: &rng) * sign()
            default: return logUniform(-1, 1)
            }
        case .degenerateTies: return [0.5, 1, 2].randomElement(using: &rng)! * sign()
        case .optionalRatios: return [1e-5, 1, 1e7].randomElement(using: &rng)! * nearTie() * sign()
        }
    }

    /// 1, or 1 plus a relative 1e-12...1e-8 of either sign.
    private mutating func nearTie() -> Double {
        Bool.random(using: &rng) ? 1 : 1 + logUniform(-12, -8)
    }

    private mutating func constant() -> Double {
        switch family {
        case .mixedScales: return Int.random(in: 0..<8, using: &rng) == 0 ? 0 : logUniform(-12, 12)
        case .tinyCoefficients, .nearThreshold: return Int.random(in: 0..<4, using: &rng) == 0 ? 0 : logUniform(-3, 3)
        case .nearParallel: return Double.random(in: -500...500, using: &rng)
        case .degenerateTies: return Int.random(in: 0..<5, using: &rng) == 0 ? Double(Int.random(in: -3...3, using: &rng)) : 0
        case .optionalRatios:
            return Int.random(in: 0..<3, using: &rng) != 0
                ? 0 : Double(Int.random(in: -3...3, using: &rng)) * [1e-5, 1, 1e7].randomElement(using: &rng)! * nearTie()
        }
    }

    private mutating func strength() -> Strength {
        if family == .degenerateTies {
            return [.required, .required, .strong, .medium, .weak].randomElement(using: &rng)!
        }
        if family == .optionalRatios {
            return Int.random(in: 0..<5, using: &rng) == 0 ? .required : .priority(Double([1, 250, 500, 750, 999].randomElement(using: &rng)!))
        }
        return Int.random(in: 0..<5, using: &rng) < 3 ? .required : .priority(Double(Int.random(in: 1...999, using: &rng)))
    }

    private mutating func relation() -> Relation { Relation.allCases.randomElement(using: &rng)! }

    private mutating func row() -> Constraint {
        var expression = LinearExpression(constant: constant())
        for v in variables.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)) {
            expression.terms.append(Term(v, coefficient()))
        }
        return Constraint(expression, relation(), strength: strength())
    }

    // MARK: Operations

    /// Runs `count` operations; stops at the first broken promise (`problem`).
    mutating func run(operations count: Int) {
        for step in 0..<count where problem == nil {
            let before = snapshot()
            let outcome: IllScaledOutcome
            var request = Request.none
            let installed = solver.constraints
            let pivots = solver.statistics
            defer {
                let after = solver.statistics
                mostPivots.phaseOne = max(mostPivots.phaseOne, after.pivots(in: .phaseOne) - pivots.pivots(in: .phaseOne))
                mostPivots.dual = max(mostPivots.dual, after.pivots(in: .dual) - pivots.pivots(in: .dual))
            }
            do {
                try operate(&request)
                outcome = .made
                if outcomes[.made, default: 0] % madeSampling == 0 {
                    asked.append((.made, log.last ?? "", Self.system(solver.constraints, request: .none)))
                }
            } catch {
                log.append("  refused: \(error)")
                switch error {
                case .unsatisfiable: outcome = .unsatisfiable
                case .inexact: outcome = .inexact
                case .outOfRange: outcome = .outOfRange
                case .internalError(let message):
                    outcome = .internalError
                    internalErrors.append(message)
                    if firstInternalError == nil { firstInternalError = "\(family) \(name) step \(step):\n" + log.suffix(40).joined(separator: "\n") }
                default: outcome = .other
                }
                if outcome == .inexact || outcome == .unsatisfiable {
                    asked.append((outcome, log.dropLast().last ?? "", Self.system(installed, request: request)))
                }
                if Array(snapshot().prefix(before.count)) != before {
                    problem = "\(family) \(name) step \(step): a refused operation changed the solver\n" + log.joined(separator: "\n")
                }
            }
            outcomes[outcome, default: 0] += 1
            if problem == nil, let broken = solver.contractProblem(variables: variables) {
                problem = "\(family) \(name) step \(step): \(broken)\n" + log.joined(separator: "\n")
            }
        }
    }

    /// One operation: the pending twin of a near-parallel pair, else an add, a removal, a
    /// constant change, an edit variable added or removed, or a suggestion.
    private mutating func operate(_ request: inout Request) throws(SolverError) {
        if let twin = pending {
            pending = nil
            request = .add(twin)
            return try add(twin)
        }
        let installed = pool.filter { solver.hasConstraint($0) }
        var choice = Int.random(in: 0..<20, using: &rng)
        // A constant change in place of an edit variable.
        if family == .optionalRatios && choice == 14 { choice = 10 }
        if installed.count >= (family == .optionalRatios ? 2 * crowd : crowd) && choice < 7 { choice = 7 }
        switch choice {
        case 0..<7:
            let c = family == .nearParallel && choice < 3 ? nearParallelPair() : row()
            request = .add(c)
            try add(c)
        case 7..<10:
            guard let c = installed.randomElement(using: &rng) else { return }
            log.append("remove \(c)")
            request = .remove(c)
            try solver.removeConstraint(c)
        case 10..<14:
            guard let c = installed.randomElement(using: &rng) else { return }
            let old = c.expression.constant
            let new: Double
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: new = constant()
            case 1: new = old * (1 + Double.pow10(Double.random(in: -17 ... -4, using: &rng)))
            default: new = old + Double(Int.random(in: -10...10, using: &rng))
            }
            log.append("setConstant \(new) of \(c)")
            request = .constant(c, new)
            try solver.setConstant(new, of: c)
        case 14:
            let v = variables.randomElement(using: &rng)!
            if solver.hasEditVariable(v) {
                log.append("removeEditVariable \(v)")
                try solver.removeEditVariable(v)
            } else {
                let s: Strength = family == .degenerateTies ? .strong : .priority(Double(Int.random(in: 1...999, using: &rng)))
                log.append("addEditVariable \(v) \(s)")
                try solver.addEditVariable(v, strength: s)
            }
        default:
            guard let v = variables.filter({ solver.hasEditVariable($0) }).randomElement(using: &rng) else { return }
            let value = family == .degenerateTies ? Double(Int.random(in: -3...3, using: &rng)) : constant() * coefficient()
            log.append("suggestValue \(value) for \(v)")
            try solver.suggestValue(value, for: v)
        }
    }

    private mutating func add(_ c: Constraint) throws(SolverError) {
        pool.append(c)
        log.append("add \(c)")
        try solver.addConstraint(c)
    }

    /// The first row of a near-parallel pair; its twin becomes the next operation.
    private mutating func nearParallelPair() -> Constraint {
        let pair = variables.shuffled(using: &rng).prefix(2)
        let (x, y) = (pair[pair.startIndex], pair[pair.startIndex + 1])
        let a = coefficient()
        let b = coefficient()
        let c = constant()
        let e = logUniform(-17, -4)
        let shifted = Bool.random(using: &rng) ? c : c * (1 + Double.pow10(Double.random(in: -17 ... -4, using: &rng)))
        pending = Constraint(a * (1 + e) * x + b * y + shifted, relation(), strength: strength())
        return Constraint(a * x + b * y + c, Bool.random(using: &rng) ? .equal : relation(), strength: strength())
    }

    /// What an operation asked of the installed constraints.
    enum Request {
        case none
        case add(Constraint)
        case remove(Constraint)
        case constant(Constraint, Double)
    }

    /// The required constraints `installed` would hold after `request`, copied with their
    /// constants as they would be.
    static func system(_ installed: [Constraint], request: Request) -> [Constraint] {
        var system = installed
        switch request {
        case .none: break
        case .add(let c): system.append(c)
        case .remove(let c): system.removeAll { $0 === c }
        case .constant(let c, let new):
            system = system.map { $0 === c ? Constraint(LinearExpression(c.expression.terms, constant: new), c.relation, strength: c.strength) : $0 }
        }
        return system.filter { $0.strength.isRequired }.map { Constraint($0.expression, $0.relation) }
    }

    private func snapshot() -> [UInt64] {
        variables.map { solver.value(of: $0).bitPattern } + pool.map { solver.hasConstraint($0) ? 1 : 0 }
    }
}

extension Double {
    /// 10^x (Foundation-free: the fuzz target links only the solver).
    static func pow10(_ x: Double) -> Double {
        var result = 1.0
        var base = 10.0
        var n = abs(x.rounded(.down))
        while n > 0 {
            if n.truncatingRemainder(dividingBy: 2) == 1 { result *= base }
            base *= base
            n = (n / 2).rounded(.down)
        }
        let fraction = x - x.rounded(.down)
        // 10^fraction by exp(fraction · ln 10), a short series (fraction in 0..<1).
        var term = 1.0
        var sum = 1.0
        let y = fraction * 2.302585092994046
        for k in 1...30 {
            term *= y / Double(k)
            sum += term
        }
        return x >= 0 ? result * sum : sum / result
    }
}
