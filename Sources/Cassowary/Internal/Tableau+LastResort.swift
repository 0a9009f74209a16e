import Synchronization

/// The last resort before a refusal stands (INTERNALS.md, Cassowary): rebuilds in other orders.
extension Tableau {
    /// A tableau rebuilt with the operation's constraint first (`added`, or `leading`: the one a
    /// removal, constant change or suggestion is about), then the required ones newest first,
    /// oldest first, by scale (largest coefficient) up, down and interleaved, and equalities
    /// first, the optional ones last, each order again keeping every tiny cell; the first where
    /// every required constraint holds after refinement (and `operation`, an edit variable's
    /// add, is made), else nil. Each row's rounding is decided against the rows before it, so an
    /// order can make what another cannot; the rebuilds are verified as a whole.
    func lastResort(
        adding added: Constraint?, leading: Constraint?, without removed: Constraint?,
        suggesting suggestion: (variable: Variable, value: Double)?, then operation: ((inout Tableau) throws(SolverError) -> Void)? = nil
    ) -> Tableau? {
        // Each constraint's scale (its largest coefficient), read once for every sort.
        let scales = Dictionary(
            tagsInInstallOrder.map { t in (t, constraint(ofTag: t)?.terms.reduce(0) { max($0, abs($1.coefficient)) } ?? 0) }, uniquingKeysWith: max)
        let scale = { (t: Int) in scales[t] ?? 0 }
        let orders: [([Int]) -> [Int]] = [
            { $0.reversed() }, { $0 }, { $0.sorted { scale($0) < scale($1) } }, { $0.sorted { scale($0) > scale($1) } },
            { required in
                let s = required.sorted { scale($0) < scale($1) }
                return s.indices.map { $0 % 2 == 0 ? s[$0 / 2] : s[s.count - 1 - $0 / 2] }
            },
            { $0.filter { self.constraint(ofTag: $0)?.relation == .equal } + $0.filter { self.constraint(ofTag: $0)?.relation != .equal } },
        ]
        for tiny in [false, true] {
            for order in orders {
                guard
                    var fresh = rebuilt(
                        without: removed, suggesting: suggestion, leading: leading, adding: added, arranged: order, keepingTinyCells: tiny)
                else { continue }
                do throws(SolverError) { try operation?(&fresh) } catch { continue }
                guard fresh.refinedMiss() == nil else { continue }
                fresh.keepsTinyCells = false
                return fresh
            }
        }
        return nil
    }
}

extension Tableau {
    /// A removal's last resort (an edit variable's too), keeping the values, which met every
    /// other required constraint: a nonbasic marker's column goes to `free` (of no constraint)
    /// by a pivot of ratio 0 on a row `free = marker`, the marker's row goes (`free`'s too once
    /// basic). Then the optimum if verified, else its costs (beyond double precision) are
    /// dropped, as a stalled Bland window drops noise. Nil when the values miss (hint given back).
    func keepingValues(removing removed: Constraint) -> Tableau? {
        guard let t = installedTag(of: removed) else { return nil }
        let (marker, hint) = (tags[t].marker, RegistryHint.index(removed.registryHint, owner: hintOwner))
        var kept = self
        let free = kept.symbols.basicRow[marker] < 0 ? kept.newSymbol(.external) : -1
        if free >= 0 {
            kept.track(marker)
            var row = Row(constant: 0)
            (_, row.basic, kept.pendingSlot) = (row.add(marker, 1), free, kept.startPendingRow())
            kept.pivot(kept.insertRow(row), entering: marker)
        }
        (kept.rebuilding, kept.edits) = (true, kept.edits.filter { $0.value.constraint !== removed })
        try? kept.remove(removed, optimizing: false)
        kept.rebuilding = false
        var optimum = kept
        if (try? optimum.optimize()) != nil, optimum.refinedMiss() == nil {
            kept = optimum
        } else if kept.refinedMiss() == nil {
            for s in 0..<kept.symbols.count where kept.improvingDirection(s) != 0 { kept.clearObjective(of: s) }
            kept.objective.clearCandidates()
        } else {
            if let hint { removed.registryHint.store(hintOwner << RegistryHint.indexBits | UInt64(hint), ordering: .relaxed) }
            return nil
        }
        if free >= 0, kept.symbols.basicRow[free] >= 0 {
            kept.removeRow(kept.symbols.basicRow[free])
            kept.releaseSymbol(free)
        }
        return kept
    }
}
