import Cassowary
import Foundation

/// W1's form (Kiwi's enaml_like benchmark), as written in enaml_like.json.
struct EnamlLike: Decodable {
    struct TermData: Decodable {
        let variable: String
        let coefficient: Double
    }
    struct ConstraintData: Decodable {
        let terms: [TermData]
        let constant: Double
        let op: String
        let strengthName: String
        let levels: [String: Double]?
    }
    let variables: [String]
    let constraints: [ConstraintData]
    let sizes: [[Double]]
    let expected: [String: [String: Double]]
    let determined: [String]

    /// Finds the workload file: `--data PATH`, else Bench/Workloads/enaml_like.json.
    static func load(path: String?) throws -> EnamlLike {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [path].compactMap { $0 } + [packageRoot.appendingPathComponent("Bench/Workloads/enaml_like.json").path]
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw WrongAnswer(description: "enaml_like.json not found; looked at \(candidates)")
        }
        return try JSONDecoder().decode(EnamlLike.self, from: Data(contentsOf: URL(fileURLWithPath: found)))
    }

    static func strength(_ levels: [String: Double]?) -> Strength {
        guard let levels else { return .required }
        return Strength(levels: [(750, levels["strong"] ?? 0), (500, levels["medium"] ?? 0), (250, levels["weak"] ?? 0)])
    }

    /// True for the two `width == 0` / `height == 0` medium constraints that W6 keeps in copy 0 only.
    func isSizeMedium(_ c: ConstraintData) -> Bool {
        c.op == "==" && c.constant == 0 && c.strengthName == "medium" && c.terms.count == 1
            && (c.terms[0].variable == "width" || c.terms[0].variable == "height")
    }

    /// The form with every name resolved to its index in `variables` and every strength made,
    /// once, before any timing: a build then creates the variables and constraints from plain
    /// arrays (as Kiwi's benchmark does from its source), with no string hashing.
    func prepared() throws -> PreparedForm {
        var index: [String: Int] = [:]
        for (i, name) in variables.enumerated() { index[name] = i }
        guard let width = index["width"], let height = index["height"] else {
            throw WrongAnswer(description: "enaml_like.json has no width or height variable")
        }
        let made = try constraints.map { c in
            let terms = try c.terms.map { t in
                guard let at = index[t.variable] else { throw WrongAnswer(description: "unknown variable \(t.variable)") }
                return (variable: at, coefficient: t.coefficient)
            }
            let relation: Relation = c.op == "==" ? .equal : (c.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual)
            return PreparedForm.Item(
                terms: terms, constant: c.constant, relation: relation,
                strength: EnamlLike.strength(c.levels), isSizeMedium: isSizeMedium(c))
        }
        return PreparedForm(names: variables, width: width, height: height, constraints: made)
    }

    /// Checks the determined variables of one copy (indexed as `variables`) against Kiwi's
    /// expected values at a size.
    func check(_ vars: [Variable], size: [Double], copy: Int) throws {
        let key = "\(Int(size[0]))x\(Int(size[1]))"
        guard let expected = expected[key] else { throw WrongAnswer(description: "no expected values for \(key)") }
        for name in determined {
            guard let want = expected[name], let at = variables.firstIndex(of: name) else { continue }
            let v = vars[at]
            if abs(v.value - want) > 1e-6 {
                throw WrongAnswer(description: "copy \(copy) at \(key): \(name) = \(v.value), Kiwi's answer is \(want)")
            }
        }
    }
}

/// W1's form ready to build: names resolved to indices, strengths made.
struct PreparedForm {
    struct Item {
        let terms: [(variable: Int, coefficient: Double)]
        let constant: Double
        let relation: Relation
        let strength: Strength
        let isSizeMedium: Bool
    }
    let names: [String]
    let width: Int, height: Int
    let constraints: [Item]

    /// One copy of the form: its variables (indexed as `names`; width and height shared) and
    /// its constraints, in file order. Creating them is part of a timed build.
    func makeCopy(prefix: String, width: Variable, height: Variable, keepSizeMediums: Bool) -> (variables: [Variable], constraints: [Constraint]) {
        var vars: [Variable] = []
        vars.reserveCapacity(names.count)
        for (i, name) in names.enumerated() {
            vars.append(i == self.width ? width : (i == self.height ? height : Variable(prefix.isEmpty ? name : prefix + name)))
        }
        var made: [Constraint] = []
        made.reserveCapacity(constraints.count)
        for c in constraints where keepSizeMediums || !c.isSizeMedium {
            var terms: [Term] = []
            terms.reserveCapacity(c.terms.count)
            for t in c.terms { terms.append(Term(vars[t.variable], t.coefficient)) }
            made.append(Constraint(LinearExpression(terms, constant: c.constant), c.relation, strength: c.strength))
        }
        return (vars, made)
    }
}

/// W1 and W6: K copies of the form sharing two strong edit variables.
struct Forms {
    let data: EnamlLike
    let form: PreparedForm
    let copies: Int
    var solver = Solver()
    let width = Variable("width"), height = Variable("height")
    var copyVariables: [[Variable]] = []
    var all: [Variable] = []

    init(data: EnamlLike, copies: Int) throws {
        self.data = data
        self.form = try data.prepared()
        self.copies = copies
    }

    /// A new solver, both edit variables, then every copy's constraints (creation included).
    mutating func build() throws {
        solver = Solver()
        copyVariables = []
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        for k in 0..<copies {
            let (vars, constraints) = form.makeCopy(
                prefix: copies == 1 ? "" : "\(k).", width: width, height: height,
                keepSizeMediums: k == 0)
            for c in constraints { try solver.addConstraint(c) }
            copyVariables.append(vars)
        }
        all = copyVariables.flatMap { $0 }
    }

    /// Lets go of the last build before the next one is timed (W6; see `Grid.release()`). W1
    /// keeps its teardown inside the timing, as Bench/KiwiCompare's driver does for Kiwi.
    mutating func release() {
        solver = Solver()
        copyVariables = []
        all = []
    }

    /// One suggest round as WORKLOADS.md defines it: two suggestions and one update; W6's round
    /// also reads every variable of every copy into the sink (`read`), W1's does not.
    func suggest(_ size: [Double], read: Bool = true) throws {
        try solver.suggestValue(size[0], for: width)
        try solver.suggestValue(size[1], for: height)
        solver.updateVariables()
        guard read else { return }
        var sum = 0.0
        for v in all { sum += v.value }
        sink += sum
    }

    /// One timed W6 round, `suggest(_:)`, in a function of its own (never inlined), so that a
    /// profiler can count the timed rounds apart from the checking suggests around them: the
    /// first of those, after a build, moves every copy off its zero size through dual pivots
    /// that no round makes again.
    @inline(never) func round(_ size: [Double]) throws { try suggest(size) }

    func check(_ size: [Double]) throws {
        for (k, vars) in copyVariables.enumerated() { try data.check(vars, size: size, copy: k) }
    }
}
