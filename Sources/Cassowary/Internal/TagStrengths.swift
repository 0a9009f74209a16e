/// The strength of each tag (`TagTable.strengths`, under the tag's id), as this solver has it.
struct TagStrengths {
    /// Per tag: its strength's entry (0: required).
    private var entries: [Int32] = []
    /// The distinct optional strengths, entry e at e - 1.
    private var table: [Strength] = []
    /// Each strength of `table` to its entry, kept once the table outgrows a scan.
    private var entryOf: [Strength: Int32] = [:]
    private var indexed = false
    /// The entry found last: consecutive adds mostly share a strength, so most lookups stop here.
    private var last: Int32 = 0
    /// The table's length at which it is compacted.
    private var compactAt = 32

    /// Beyond this many strengths a lookup hashes instead of scanning.
    private static let scanLimit = 16

    var count: Int { entries.count }

    /// The heap bytes of the entries, the table and its index (MemoryCensus; the index by its
    /// capacity in keys and values, its bitmap and the strengths' components left out).
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

    /// Sets tag `t`'s strength (borrowed: a setter's owned new value costs a retain and a release).
    mutating func set(_ t: Int, to strength: borrowing Strength) { entries[t] = intern(strength) }

    mutating func append(_ strength: borrowing Strength) { entries.append(intern(strength)) }

    mutating func removeLast() { entries.removeLast() }

    /// Sets tag `t`'s strength to `.required`, as a free tag slot holds.
    @inline(__always) mutating func clear(_ t: Int) { entries[t] = 0 }

    /// The entry of `strength`, made if it has none. Inlined up to the last entry found, which
    /// most adds and every required constraint stop at.
    @inline(__always) private mutating func intern(_ strength: borrowing Strength) -> Int32 {
        if strength.isRequired { return 0 }
        let e = last
        if e != 0 && TagStrengths.same(table[Int(e) &- 1], strength) { return e }
        return internSlowly(copy strength)
    }

    /// Equal optional strengths, compared in place (`==` on the components is a generic call).
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
        if let found = find(strength) {
            last = found
            return found
        }
        if table.count >= compactAt { compact() }
        table.append(strength)
        let e = Int32(truncatingIfNeeded: table.count)
        if indexed {
            entryOf[strength] = e
        } else if table.count > TagStrengths.scanLimit {
            for (i, s) in table.enumerated() { entryOf[s] = Int32(truncatingIfNeeded: i &+ 1) }
            indexed = true
        }
        last = e
        return e
    }

    /// The entry of an optional strength, if it has one: a scan while the table is short (a
    /// layout's handful of strengths, made afresh per constraint, compare in a few loads where
    /// hashing reads every component), the index beyond.
    @inline(__always) private func find(_ strength: borrowing Strength) -> Int32? {
        if indexed { return entryOf[copy strength] }
        for i in table.indices where TagStrengths.same(table[i], strength) { return Int32(truncatingIfNeeded: i &+ 1) }
        return nil
    }

    /// Keeps only the strengths some tag uses, renumbering the tags' entries.
    private mutating func compact() {
        var renumbered = [Int32](repeating: 0, count: table.count &+ 1)
        for e in entries { renumbered[Int(e)] = 1 }
        var kept: [Strength] = []
        for i in table.indices where renumbered[i &+ 1] != 0 {
            kept.append(table[i])
            renumbered[i &+ 1] = Int32(truncatingIfNeeded: kept.count)
        }
        renumbered[0] = 0
        for t in entries.indices { entries[t] = renumbered[Int(entries[t])] }
        table = kept
        entryOf = [:]
        indexed = table.count > TagStrengths.scanLimit
        if indexed { for (i, s) in table.enumerated() { entryOf[s] = Int32(truncatingIfNeeded: i &+ 1) } }
        last = 0
        compactAt = Swift.max(32, 2 &* table.count)
    }

    /// What is wrong with the table: an entry outside it, a strength in it twice or required,
    /// an index that does not match it (Tableau+Invariants.swift).
    func problems() -> [String] {
        var problems: [String] = []
        for e in entries where e < 0 || Int(e) > table.count { problems.append("tag strength entry \(e) outside the table") }
        for i in table.indices {
            let e = Int32(i + 1)
            if table[i].isRequired { problems.append("strength entry \(e) holds required") }
            if indexed && entryOf[table[i]] != e { problems.append("strength entry \(e) (\(table[i])) not indexed under its strength") }
            for j in 0..<i where table[j] == table[i] { problems.append("strength entries \(j + 1) and \(e) hold the same \(table[i])") }
        }
        if indexed && entryOf.count != table.count {
            problems.append("\(entryOf.count) strengths indexed, \(table.count) in the table")
        }
        if !indexed && !entryOf.isEmpty { problems.append("\(entryOf.count) strengths indexed before the table outgrew a scan") }
        if table.count > compactAt { problems.append("\(table.count) strengths, past the compaction bound \(compactAt)") }
        if Int(last) > table.count || last < 0 { problems.append("last strength entry \(last) outside the table") }
        return problems
    }
}
