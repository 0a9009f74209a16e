/// The checks every table's list of free ids shares (`SymbolTable`, `RowTable`, `TagTable`):
/// each listed id in range, listed once and not `inUse`, and every id that `isEmpty` listed.
enum FreeList {
    static func problems(_ free: [Int], count: Int, name: String, inUse: (Int) -> Bool, isEmpty: (Int) -> Bool) -> [String] {
        var problems: [String] = []
        var listed = [Bool](repeating: false, count: count)
        for id in free {
            guard problems.expect(id >= 0 && id < count && !listed[id], "free \(name) \(id) out of range or listed twice") else { continue }
            listed[id] = true
            problems.expect(!inUse(id), "free \(name) \(id) is in use")
        }
        for id in 0..<count where isEmpty(id) && !listed[id] { problems.append("empty \(name) \(id) is not on the free list") }
        return problems
    }
}
