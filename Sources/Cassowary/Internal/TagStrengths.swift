/// The strength of each tag as this solver has it: 4-byte entries into a table of the distinct
/// optional strengths.
struct TagStrengths {
    /// Per tag: its strength's entry (0: required).
    private var entries: [Int32] = []
    /// Entry e's strength at e - 1.
    private var table: [Strength] = []
    private var entryOf: [Strength: Int32] = [:]
    /// The entry found last, where consecutive adds mostly stop (compared in place, not hashed).
    private var last: Int32 = 0
    private var compactAt = 32

    var count: Int { entries.count }

    /// Heap bytes: the entries, the table, the index's keys and values by capacity.
    var heapBytes: Int {
        Cassowary.heapBytes(entries) + Cassowary.heapBytes(table)
            + (entryOf.capacity == 0 ? 0 : 32 + entryOf.capacity * (MemoryLayout<Strength>.stride + MemoryLayout<Int32>.stride))
    }

    subscript(t: Int) -> Strength {
        @inline(__always) get {
            let e = Int(entries[t])
            return e == 0 ? .required : table[e &- 1]
        }
    }

    /// Sets tag `t`'s strength (borrowed: an owned value costs a retain and a release).
    mutating func set(_ t: Int, to strength: borrowing Strength) { entries[t] = intern(strength) }

    mutating func append(_ strength: borrowing Strength) { entries.append(intern(strength)) }

    mutating func removeLast() { entries.removeLast() }

    @inline(__always) mutating func clear(_ t: Int) { entries[t] = 0 }

    /// The entry of `strength`, made if it has none.
    @inline(__always) private mutating func intern(_ strength: borrowing Strength) -> Int32 {
        if strength.isRequired { return 0 }
        let e = last
        if e != 0 && TagStrengths.same(table[Int(e) &- 1], strength) { return e }
        return internSlowly(copy strength)
    }

    /// Equal optional strengths, compared in place (`==` on the components is generic).
    @inline(__always) private static func same(_ a: borrowing Strength, _ b: borrowing Strength) -> Bool {
        a.components.withUnsafeBufferPointer { x in
            b.components.withUnsafeBufferPointer { y in
                guard x.count == y.count else { return false }
                for i in 0..<x.count where x[i].level != y[i].level || x[i].weight != y[i].weight { return false }
                return true
            }
        }
    }

    private mutating func internSlowly(_ strength: Strength) -> Int32 {
        if let found = entryOf[strength] {
            last = found
            return found
        }
        if table.count >= compactAt { compact() }
        table.append(strength)
        last = Int32(truncatingIfNeeded: table.count)
        entryOf[strength] = last
        return last
    }

    /// Keeps only the strengths some tag uses, renumbering the tags' entries.
    private mutating func compact() {
        var renumbered = [Int32](repeating: 0, count: table.count &+ 1)
        for e in entries { renumbered[Int(e)] = 1 }
        var kept: [Strength] = []
        entryOf = [:]
        for i in table.indices where renumbered[i &+ 1] != 0 {
            kept.append(table[i])
            renumbered[i &+ 1] = Int32(truncatingIfNeeded: kept.count)
            entryOf[table[i]] = renumbered[i &+ 1]
        }
        renumbered[0] = 0
        for t in entries.indices { entries[t] = renumbered[Int(entries[t])] }
        table = kept
        last = 0
        compactAt = Swift.max(32, 2 &* table.count)
    }

    /// Entries outside the table, strengths in it twice or required, an index out of step.
    func problems() -> [String] {
        var problems: [String] = []
        for e in entries where e < 0 || Int(e) > table.count { problems.append("tag strength entry \(e) outside the table") }
        for i in table.indices {
            let e = Int32(i + 1)
            if table[i].isRequired { problems.append("strength entry \(e) holds required") }
            if entryOf[table[i]] != e { problems.append("strength entry \(e) (\(table[i])) not indexed under its strength") }
        }
        if entryOf.count != table.count { problems.append("\(entryOf.count) strengths indexed, \(table.count) in the table") }
        if table.count > compactAt { problems.append("\(table.count) strengths, past the compaction bound \(compactAt)") }
        if Int(last) > table.count || last < 0 { problems.append("last strength entry \(last) outside the table") }
        return problems
    }
}
