/// The registered variables by index: object, symbol, row slot as of the last refresh (what
/// `Tableau.writeValues` reads), and those whose registry hint another solver holds.
struct VariableTable {
    private(set) var objects: [Variable] = []
    private(set) var symbols = CompactIndices()
    /// Each variable's row slot or -1, valid while `rowsCurrent`.
    private(set) var rows: [Int32] = []
    /// False once a variable's row changed since `rows` was made (`Tableau.setBasicRow`).
    var rowsCurrent = false
    var map = IdentityMap()

    var count: Int { @inline(__always) get { objects.count } }

    subscript(i: Int) -> Variable { @inline(__always) get { objects[i] } }

    mutating func append(_ variable: Variable, symbol s: Int) {
        objects.append(variable)
        symbols.append(s)
    }

    mutating func reserveRoom() {
        Room.reserve(&objects)
        symbols.reserveRoom()
    }

    /// Drops the variables from index `count` on (a rollback of their registration).
    mutating func truncate(to count: Int) {
        objects.removeLast(objects.count - count)
        symbols.removeLast(symbols.count - count)
    }

    /// Remakes `rows` from `basicRow` when a variable's row changed or a variable came or went.
    mutating func refreshRows(from basicRow: CompactIndices) {
        let count = objects.count
        guard !rowsCurrent || rows.count != count else { return }
        if rows.count != count { rows = [Int32](repeating: -1, count: count) }
        for i in 0..<count { rows[i] = Int32(truncatingIfNeeded: basicRow[symbols[i]]) }
        rowsCurrent = true
    }

    /// A symbol per variable, and `rows`, while current, each variable's row.
    func problems(basicRow: CompactIndices) -> [String] {
        var problems: [String] = []
        if symbols.count != objects.count { problems.append("\(objects.count) variables, \(symbols.count) symbols") }
        if rowsCurrent && rows.count == objects.count && symbols.count == objects.count {
            for i in objects.indices where symbols[i] >= 0 && symbols[i] < basicRow.count && Int(rows[i]) != basicRow[symbols[i]] {
                problems.append("variable rows[\(i)] (\(objects[i].name)) is \(rows[i]), its row is \(basicRow[symbols[i]])")
            }
        }
        return problems
    }

    var heapBytes: Int { Cassowary.heapBytes(objects) + symbols.heapBytes + Cassowary.heapBytes(rows) + map.heapBytes }
}
