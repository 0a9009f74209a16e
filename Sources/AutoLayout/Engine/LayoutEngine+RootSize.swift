import Cassowary

// The root's size in the solver.
//
// Apple pins a root's size with required constraints, and so does this engine's model: a
// constraint that contradicts the root's size is refused and broken (the newest demand), and
// a resize that contradicts the required constraints breaks the root's size constraint. In the
// solver, though, the two `Rigging-Root-*` constraints are optional at a level above every
// priority Apple allows (`rootSizeStrength`): a required constant change is journaled so that a
// refusal can be undone, and resizing through optional constraints costs what edit variables
// cost (a third to a half less per resize than required constraints). Nothing optional can
// move the root then, so the solutions are those of required constraints; only a conflict
// differs, and it shows as a root that yields (`rootYields()`). The engine checks after every
// required change and then redoes the change with the root's size required
// (`withRequiredRootSize`), so that the solver refuses it exactly as it would have and names
// the root's constraints in the minimal conflict. Conflicts are rare; the check is two lookups.

extension LayoutEngine {
    /// The solver strength of the root's size constraints: a level above every priority (Apple's
    /// highest optional priority is below 1000), not required.
    static let rootSizeStrength = Strength.level(2000)

    /// True when the root's size constraints do not hold: a required constraint conflicts with them.
    func rootYields() -> Bool {
        guard let root = rootStorage else { return false }
        for c in root.rootConstraints where c.solverConstraint != nil {
            let variable = c.firstAttribute == .width ? root.widthVariable : root.heightVariable
            // The constraint reads `variable + appliedConstant == 0`.
            let expected = -c.appliedConstant
            if abs(solver.value(of: variable) - expected) > 1e-8 * max(1, abs(expected)) { return true }
        }
        return false
    }

    /// A required copy of a root size constraint at the constant the solver has (or `constant`).
    private func requiredCopy(of c: LayoutConstraint, constant: Double? = nil) -> Constraint {
        var expression = c.solverExpression()
        expression.constant = constant ?? c.appliedConstant
        return Constraint(expression, .equal, strength: .required)
    }

    /// Runs `body` while required copies of the installed root size constraints (except `except`)
    /// hold the root's size; the copies stand for those constraints in conflicts recorded inside.
    func withRequiredRootSize(except: LayoutConstraint? = nil, _ body: () -> Void) {
        var copies: [Constraint] = []
        if let root = rootStorage {
            for c in root.rootConstraints where c.solverConstraint != nil && c !== except {
                let copy = requiredCopy(of: c)
                guard (try? solver.addConstraint(copy)) != nil else { continue }
                copies.append(copy)
                solverMap[ObjectIdentifier(copy)] = c
            }
        }
        body()
        for copy in copies {
            try? solver.removeConstraint(copy)
            solverMap[ObjectIdentifier(copy)] = nil
        }
        solutionVersion += 1
    }

    /// `sc`, just added for `c`, made the root yield: takes it out, then adds it again with the
    /// root's size required. Returns the solver's refusal, or nil when it holds after all
    /// (within the solver's tolerance). Refusals are to be handled inside (see `onRefusal`).
    func readdWithRequiredRootSize(_ c: LayoutConstraint, _ sc: Constraint, onRefusal: (SolverError) -> Void) -> Bool {
        try? solver.removeConstraint(sc)
        var added = false
        withRequiredRootSize(except: c) {
            do throws(SolverError) {
                if c.kind == .rootFrame {
                    // The root's own size constraint: as a required constraint it is refused.
                    let copy = requiredCopy(of: c, constant: sc.constant)
                    try solver.addConstraint(copy)
                    try? solver.removeConstraint(copy)
                }
                try solver.addConstraint(sc)
                added = true
            } catch {
                onRefusal(error)
            }
        }
        return added
    }

    /// Constant changes made the root yield: undoes them (`old` holds each constraint's previous
    /// solver constant), then applies them again with the root's size required, so that each
    /// refused change is broken and logged as a required change is. A root size constraint
    /// among them whose new constant cannot hold is itself broken (as a refused resize is).
    func reapplyWithRequiredRootSize(_ owners: [LayoutConstraint], old: [Double]) {
        var undo: [(Constraint, Double)] = []
        var redo: [(LayoutConstraint, Double)] = []
        for (c, previous) in zip(owners, old) {
            guard let sc = c.solverConstraint else { continue }
            undo.append((sc, previous))
            redo.append((c, c.appliedConstant))
            c.appliedConstant = previous
        }
        do { try solver.setConstants(undo) } catch { diagnose("Layout engine error while undoing constant changes: \(error)") }
        // The root's size, required: at its new constant where it changed (refused: broken).
        var copies: [Constraint] = []
        for rc in rootStorage?.rootConstraints ?? [] {
            guard let sc = rc.solverConstraint else { continue }
            let change = redo.firstIndex { $0.0 === rc }
            let constant = change.map { redo[$0].1 } ?? rc.appliedConstant
            let copy = requiredCopy(of: rc, constant: constant)
            do throws(SolverError) {
                try solver.addConstraint(copy)
                copies.append(copy)
                solverMap[ObjectIdentifier(copy)] = rc
                if change != nil {
                    try? solver.setConstant(constant, of: sc)
                    rc.appliedConstant = constant
                }
            } catch {
                if change != nil { breakAfterRefusal(rc, error) }
            }
        }
        let others = redo.filter { $0.0.kind != .rootFrame && $0.0.solverConstraint != nil }
        applyConstants(others.compactMap { c, constant in c.solverConstraint.map { ($0, constant) } }, owners: others.map(\.0))
        for copy in copies {
            try? solver.removeConstraint(copy)
            solverMap[ObjectIdentifier(copy)] = nil
        }
        solutionVersion += 1
    }
}
