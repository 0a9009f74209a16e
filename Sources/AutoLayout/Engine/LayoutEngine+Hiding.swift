import Cassowary

// A stack view's `UISV-hiding` (a hidden arranged view's size along the axis is 0) against the
// view's own required constraints. Everywhere else the engine breaks the newest demand; here
// UIKit keeps `UISV-hiding` and breaks the view's constraint instead, so the hidden view
// collapses and its neighbours close up: UIKit's console logs of this conflict list the
// hiding constraint with the view's own width or height and "recover by breaking" the latter.

extension LayoutEngine {
    /// Adds `hiding`'s solver constraint `sc` after the solver refused it for `conflicts`,
    /// breaking, one at a time, the newest required user constraint of each conflict (never the
    /// framework's own: a stack's arrangement, a safe-area guide's edges), each logged when
    /// `report`. When a conflict has no such constraint left, the ones it broke go back in and
    /// it returns false (the caller then breaks `hiding`).
    func addBreakingConflicts(_ hiding: LayoutConstraint, _ sc: Constraint, conflicts: [Constraint], report: Bool) -> Bool {
        var conflicts = conflicts
        var yielded: [(LayoutConstraint, [Constraint])] = []
        while let victim = conflicts.compactMap({ solverMap[ObjectIdentifier($0)] })
            .filter({ $0.kind == .user && !$0.isSystemMade && $0.storedPriority.isRequired })
            .max(by: { $0.serial < $1.serial })
        {
            removeFromSolver(victim)
            yielded.append((victim, conflicts))
            do {
                try solver.addConstraint(sc, expectingRemoval: true)
                for (c, set) in yielded {
                    broken.append(c)
                    if report { recordUnsatisfiable(c, conflicts: set, with: hiding) }
                }
                return true
            } catch {
                guard case .unsatisfiable(_, let more) = error else { break }
                conflicts = more
            }
        }
        for (c, _) in yielded.reversed() { try? addToSolver(c, report: false) }
        return false
    }
}
