import Cassowary

// The root's size in the solver.
//
// A root (a view with no superview) keeps the frame it is given: layout never moves it, and its
// subviews are laid out against it. UIKit pins the view it lays out with no superview by
// required constraints at its bounds' size (`_UITemporaryLayoutWidth`, `-Height`) for the length
// of the layout only, so a constraint on the root's own size, or a subview's pinned inset that
// a zero-size root cannot hold, conflicts only when the detached view is laid out (the log
// names the temporary constraint), and a view given constraints before it is added to a
// superview logs nothing. This engine's `Rigging-Root-*` constraints stand for them: in the
// solver they are optional at a level above every priority Apple allows (`rootSizeStrength`),
// so between passes they yield to a required constraint that contradicts them, with nothing
// broken or logged; the change is noted (`rootDemands`), and the next layout pass
// (`resolveRootConflicts()`) breaks and logs the newest demand that conflicts, with the root's
// size required (`withRequiredRootSize`), so that the solver names the root's constraints in
// the minimal conflict. A broken constraint is retried as any is (a deactivation, a constant
// change, the tree added to a superview, where the root's pin no longer applies). Nothing
// optional can move the root, so the solutions at each pass are those of required constraints;
// a resize is a constant change of an optional constraint (an edit).

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

    /// Breaks, newest first, the required constraints noted in `rootDemands` that the root's
    /// size cannot hold, each logged as a refused required constraint (a root size constraint
    /// whose new constant is the newest demand is itself broken: a refused resize). A demand
    /// that holds with the root's size required stays.
    func resolveRootConflicts() {
        guard !rootDemands.isEmpty else { return }
        var demands = rootDemands
        rootDemands = []
        while rootYields(), let c = demands.popLast() {
            guard c.engine === self, let sc = c.solverConstraint, c.storedPriority.isRequired else { continue }
            solverMap[ObjectIdentifier(sc)] = nil
            c.solverConstraint = nil
            let held = readdWithRequiredRootSize(c, sc) { error in
                broken.append(c)
                guard case .unsatisfiable(_, let conflicts) = error else {
                    return diagnose("Layout engine error while laying out \(c): \(error)")
                }
                recordUnsatisfiable(c, conflicts: conflicts)
            }
            if held {
                c.solverConstraint = sc
                solverMap[ObjectIdentifier(sc)] = c
            }
            solutionVersion += 1
        }
        checkAfterOperation("a layout pass's root size")
    }
}
