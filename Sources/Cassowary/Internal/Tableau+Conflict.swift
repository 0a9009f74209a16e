extension Tableau {
    /// Narrows `candidates` (read from the certificate row) to a minimal set: `constraint`
    /// together with the set cannot hold, and it can once any one member is dropped.
    func minimalConflict(_ constraint: Constraint, _ candidates: [Constraint]) -> [Constraint] {
        func holds(_ set: [Constraint]) -> Bool {
            var probe = Tableau()
            probe.explainsConflicts = false
            do {
                for c in set { try probe.add(c) }
                try probe.add(constraint)
                return true
            } catch {
                return false
            }
        }
        var set = candidates
        if holds(set) {
            set = tagsInInstallOrder.filter { tags[$0].isRequired }.compactMap { self.constraint(ofTag: $0) }
                .filter { $0 !== constraint }
            if holds(set) { return candidates }
        }
        var i = set.count - 1
        while i >= 0 {
            var trial = set
            trial.remove(at: i)
            if !holds(trial) { set = trial }
            i -= 1
        }
        return set
    }

    /// True when `variable` has the same value at every optimal solution.
    mutating func isDetermined(_ variable: Variable) -> Bool {
        guard let s = registeredSymbol(of: variable) else { return false }
        let current = value(of: s)
        let probeLevel = -Double.greatestFiniteMagnitude
        registerLevels(.level(probeLevel))
        beginJournal()
        defer { rollback() }
        for delta in [1.0, -1.0] {
            let probe = Constraint(LinearExpression(variable) - (current + delta), .equal, strength: .level(probeLevel))
            do {
                try add(probe)
                let moved = abs(value(of: s) - current) > 1e-7
                try remove(probe)
                if moved { return false }
            } catch {
                return true
            }
        }
        return true
    }
}
