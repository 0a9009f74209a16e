/// A fixed list of variables whose values a reader takes from a solver in one pass
/// (`Solver.readValues(of:_:)`), straight from the tableau: the variables themselves are neither
/// written nor read. A layout pass reads four variables per view of a large tree; writing each
/// value into its object (`Solver.updateVariables()`) and reading it back touched one cache line
/// per variable twice, most of a cold pass's memory traffic.
///
/// The list keeps, per variable, its index among the solver's registered variables, looked up
/// again only when the solver registered variables since (or was reset): between operations a
/// registered variable keeps its index (a rollback only drops the variables its own operation
/// registered).
package struct VariableList {
    /// The variables, not owned: the caller keeps them alive while it uses the list.
    let variables: [Unmanaged<Variable>]
    /// Per variable, its index in the solver's registered variables, or -1 when not registered.
    var indices: [Int32]
    /// The solver's count of registered variables and its tableau's owner when the entries were
    /// last looked up.
    var checkedCount = -1
    var checkedOwner: UInt64 = 0

    /// A list of `variables`, in order (the caller keeps them alive).
    package init(_ variables: [Unmanaged<Variable>]) {
        self.variables = variables
        indices = [Int32](repeating: -1, count: variables.count)
    }

    package init() { self.init([]) }

    /// The number of variables.
    package var count: Int { variables.count }
}

extension Solver {
    /// Values read per call of a `readValues` body.
    package static let valueChunk = 512

    /// Reads the current value of each variable of `list` (as `value(of:)` gives it: 0 for one
    /// the solver does not know, never -0), in order, and hands them to `body` in chunks of at
    /// most `valueChunk`: `body(first, values)` gets the values of the variables `first ..<
    /// first + values.count`. The variables are not written (their `value` stays as the last
    /// `updateVariables()` left it).
    package func readValues(of list: inout VariableList, _ body: (Int, UnsafeBufferPointer<Double>) -> Void) {
        reading { $0.readValues(of: &list, body) }
    }
}

extension Tableau {
    mutating func readValues(of list: inout VariableList, _ body: (Int, UnsafeBufferPointer<Double>) -> Void) {
        let count = list.count
        guard count > 0 else { return }
        variables.refreshRows(from: symbols.basicRow)
        // Between operations a registered variable keeps its index; only a reset (a new owner)
        // or a new registration (a longer list) can change what the entries should say.
        if list.checkedCount != variables.count || list.checkedOwner != hintOwner || hintOwner == 0 { locate(&list) }
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Solver.valueChunk) { chunk in
            list.indices.withUnsafeBufferPointer { indices in
                variables.rows.withUnsafeBufferPointer { slots in
                    rows.constants.withUnsafeBufferPointer { constants in
                        var first = 0
                        while first < count {
                            let n = Swift.min(Solver.valueChunk, count &- first)
                            for i in 0..<n {
                                let index = Int(indices[first &+ i])
                                let r = index >= 0 ? Int(slots[index]) : -1
                                let v = r >= 0 ? constants[r] : 0
                                chunk[i] = v == 0 ? 0 : v
                            }
                            body(first, UnsafeBufferPointer(rebasing: chunk[0..<n]))
                            first &+= n
                        }
                    }
                }
            }
        }
    }

    /// Looks up every entry of `list` again among the registered variables.
    private func locate(_ list: inout VariableList) {
        var index: [ObjectIdentifier: Int32] = [:]
        index.reserveCapacity(variables.count)
        for (i, variable) in variables.objects.enumerated() { index[ObjectIdentifier(variable)] = Int32(truncatingIfNeeded: i) }
        for i in list.variables.indices {
            list.indices[i] = index[ObjectIdentifier(list.variables[i].takeUnretainedValue())] ?? -1
        }
        list.checkedCount = variables.count
        list.checkedOwner = hintOwner
    }
}
