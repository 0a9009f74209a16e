import Cassowary
import Foundation

// The engine's invariants, checked the way the solver checks its tableau: built with
// `-D AUTOLAYOUT_INTERNAL_CHECKS`, every mutating engine operation (activation, deactivation,
// constant and priority changes, a batch's end, tree changes, a layout pass) ends by checking all
// of them and traps with the list (except inside the engine's initializer, before the tree's
// constraints have joined it); without the flag the check compiles to nothing, and
// `invariantViolations()` is there for the package's tests.

extension LayoutEngine {
    /// The engine's violated invariants, one message each with the numbers involved (empty when
    /// sound): the slots against the view tree, the solver map against the active constraints
    /// and the solver, the broken set, and the pending constants.
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        slotViolations(&problems)
        constraintViolations(&problems)
        return problems
    }

    /// Under `-D AUTOLAYOUT_INTERNAL_CHECKS`, traps with every violated invariant; otherwise nothing.
    @inline(__always) func checkAfterOperation(_ operation: @autoclosure () -> String) {
        #if AUTOLAYOUT_INTERNAL_CHECKS
            if isBeingMade { return }
            let problems = invariantViolations()
            if !problems.isEmpty {
                // Printed before the trap: a release build's trap drops its message.
                let message = "AutoLayout invariants violated after \(operation()):\n" + problems.joined(separator: "\n")
                FileHandle.standardError.write(Data((message + "\n").utf8))
                preconditionFailure(message)
            }
        #endif
    }

    /// While valid, the slots are the tree in preorder: slot 0 the root, each view's superview at
    /// its parent slot, `orderIndex` its slot, every array one entry per view, subtrees contiguous.
    private func slotViolations(_ problems: inout [String]) {
        guard slotsValid, let root = rootStorage else { return }
        var tree: [View] = []
        root.forEachInSubtree { tree.append($0) }
        let counts = [
            slots.views.count, slots.variables.count, slots.parents.count, slots.subtreeEnds.count, slots.insets.count,
            slots.hooks.count, slots.local.count, slots.alignment.count, slots.frames.count, slots.stamps.count,
        ]
        guard Set(counts).count == 1 else {
            return problems.append("slots: the per-view arrays have different counts \(counts)")
        }
        guard slots.values.count == 4 * slots.count else {
            return problems.append("slots: \(slots.values.count) variables for \(slots.count) views (4 each)")
        }
        guard tree.count == slots.count else {
            return problems.append("slots: \(slots.count) slots for \(tree.count) views in the tree")
        }
        for (slot, view) in tree.enumerated() {
            let held = slots.views[slot].view
            if held !== view {
                problems.append("slots: slot \(slot) holds \(held.name), the tree's view \(slot) in preorder is \(view.name)")
                continue
            }
            if view.orderIndex != slot { problems.append("slots: \(view.name) at slot \(slot) has orderIndex \(view.orderIndex)") }
            if view.engineCache !== self { problems.append("slots: \(view.name) at slot \(slot) points at another engine") }
            let parent = slots.parents[slot]
            let expected = slot == 0 ? -1 : view.superview?.orderIndex ?? -2
            if parent != expected {
                problems.append("slots: \(view.name) at slot \(slot) has parent slot \(parent), its superview is at \(expected)")
            }
            let end = slots.subtreeEnds[slot]
            if end <= slot || end > slots.count || (parent >= 0 && end > slots.subtreeEnds[parent]) {
                problems.append("slots: \(view.name) at slot \(slot) ends its subtree at \(end) (\(slots.count) slots)")
            }
        }
    }

    /// The solver map holds exactly the constraints in the solver (less the ones exercising
    /// ambiguity), each under its own solver constraint; every active user constraint of the tree
    /// is either in the map or broken, never both; the broken set holds each constraint once,
    /// active and out of the solver (or the engine's own, the root's size); pending constants
    /// are listed once each, exactly while flagged.
    private func constraintViolations(_ problems: inout [String]) {
        let inSolver = solver.constraints.count
        if inSolver != solverMap.count + exerciseConstraints.count {
            problems.append(
                "solver map: \(solverMap.count) entries and \(exerciseConstraints.count) exercising ambiguity, "
                    + "but the solver holds \(inSolver) constraints")
        }
        for (key, c) in solverMap {
            guard let sc = c.solverConstraint, ObjectIdentifier(sc) == key else {
                problems.append("solver map: \(c) is listed under a solver constraint it does not hold")
                continue
            }
            if broken.contains(where: { $0 === c }) { problems.append("solver map: \(c) is in the solver and broken") }
            guard c.kind == .user else { continue }
            if !c.wantsActive || c.engine !== self {
                problems.append("solver map: \(c) is in the solver but \(c.wantsActive ? "belongs to another engine" : "inactive")")
            } else if !(c.installedView?.installedConstraints.contains { $0 === c } ?? false) {
                problems.append("solver map: \(c) is in the solver but not installed on a view")
            }
        }
        var seen = Set<ObjectIdentifier>()
        for c in broken {
            if !seen.insert(ObjectIdentifier(c)).inserted { problems.append("broken: \(c) is listed twice") }
            if c.solverConstraint != nil { problems.append("broken: \(c) is in the solver") }
            // The engine's own constraints (the root's size) break without being activated.
            if c.kind == .user && (!c.wantsActive || c.engine !== self) { problems.append("broken: \(c) is not active in this engine") }
        }
        if let root = rootStorage {
            var active = 0
            root.forEachInSubtree { view in
                for c in view.installedConstraints {
                    active += 1
                    let mapped = c.solverConstraint.map { solverMap[ObjectIdentifier($0)] === c } ?? false
                    let isBroken = seen.contains(ObjectIdentifier(c))
                    if c.engine !== self || c.installedView !== view || !c.wantsActive {
                        problems.append("active constraints: \(c), installed on \(view.name), is not active in this engine")
                    } else if mapped == isBroken {
                        problems.append(
                            "active constraints: \(c) is \(mapped ? "both in the solver and broken" : "neither in the solver nor broken")")
                    }
                }
            }
            let users = solverMap.values.filter { $0.kind == .user }.count
            let brokenUsers = broken.filter { $0.kind == .user }.count
            if users + brokenUsers != active {
                problems.append(
                    "active constraints: \(active) installed on the tree's views, \(users) in the solver map "
                        + "and \(brokenUsers) broken")
            }
        }
        let flagged = pendingConstants.filter(\.isPendingConstant).count
        if flagged != pendingConstants.count || Set(pendingConstants.map(ObjectIdentifier.init)).count != pendingConstants.count {
            problems.append(
                "pending constants: \(pendingConstants.count) listed, \(flagged) of them flagged, "
                    + "\(Set(pendingConstants.map(ObjectIdentifier.init)).count) distinct")
        }
    }
}
