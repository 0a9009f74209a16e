/// The checks every table's list of free ids shares (`SymbolTable`, `RowTable`, `TagTable`):
/// each listed id in range and listed once, each one empty, and every empty id listed.
enum FreeList {
    /// The problems of `free`, a list of ids below `count`.
    static func problems(
        _ free: [Int], count: Int, name: String, unlisted: String,
        listedProblems: (Int) -> [String], isEmpty: (Int) -> Bool
    ) -> [String] {
        var problems: [String] = []
        var listed = [Bool](repeating: false, count: count)
        for id in free {
            guard id >= 0 && id < count, !listed[id] else {
                problems.append("free \(name) \(id) out of range or listed twice")
                continue
            }
            listed[id] = true
            problems += listedProblems(id)
        }
        for id in 0..<count where isEmpty(id) && !listed[id] { problems.append("\(unlisted) \(id) is not on the free list") }
        return problems
    }
}
