/// Batches of adds and removes (`Solver.addConstraints`, `Solver.removeConstraints`): each in
/// order, stopping at the first refusal.
extension Tableau {
    mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        // Indexed: iterating the array retains each element.
        for i in constraints.indices { try add(constraints[i]) }
    }

    mutating func remove(_ constraints: [Constraint]) throws(SolverError) {
        for i in constraints.indices { try remove(constraints[i]) }
    }
}
