/// The installed constraints by tag id: tag (`Tag.free` in a free slot), object and strength,
/// the free ids, and the constraints whose registry hint another solver holds.
struct TagTable {
    private(set) var tags: [Tag] = []
    private(set) var constraints: [Constraint?] = []
    var strengths = TagStrengths()
    private(set) var free: [Int] = []
    var map = IdentityMap()
    /// The next tag's install serial.
    var serial = 0

    var count: Int { @inline(__always) get { tags.count } }
    var indices: Range<Int> { tags.indices }
    var isEmpty: Bool { free.count == tags.count }

    subscript(t: Int) -> Tag {
        @inline(__always) get { tags[t] }
        @inline(__always) _modify { yield &tags[t] }
    }

    /// Files `tag` under a free id, or a new one; returns it.
    @inline(__always) mutating func insert(_ tag: Tag, _ constraint: Constraint?, _ strength: Strength) -> Int {
        if let t = free.popLast() {
            fill(t, tag, constraint, strength)
            return t
        }
        tags.append(tag)
        constraints.append(constraint)
        strengths.append(strength)
        return tags.count - 1
    }

    mutating func reserveRoom() {
        Room.reserve(&tags)
        Room.reserve(&constraints)
        strengths.reserveRoom()
    }

    /// Puts `tag`, its constraint and strength back under id `t` (a removal rolled back).
    @inline(__always) mutating func fill(_ t: Int, _ tag: Tag, _ constraint: Constraint?, _ strength: Strength) {
        tags[t] = tag
        constraints[t] = constraint
        strengths.set(t, to: strength)
    }

    /// Empties id `t` without freeing it (a removal in progress, which may be rolled back).
    mutating func clear(_ t: Int) { fill(t, .free, nil, .required) }

    /// Empties id `t` and frees it; the last id goes from the table instead.
    mutating func remove(_ t: Int) {
        if t == tags.count - 1 {
            tags.removeLast()
            constraints.removeLast()
            strengths.removeLast()
        } else {
            clear(t)
            free.append(t)
        }
    }

    /// Takes id `t` off the free list, growing the table to it (a freed id's removal undone).
    mutating func reclaim(_ t: Int) {
        while tags.count <= t {
            free.append(tags.count)
            tags.append(.free)
            constraints.append(nil)
            strengths.append(.required)
        }
        free.removeAll { $0 == t }
    }

    /// Frees id `t`, emptied by `clear`.
    mutating func release(_ t: Int) { free.append(t) }

    /// The arrays in step, each free id once and empty, every empty id free.
    func problems() -> [String] {
        var problems: [String] = []
        problems.expect(strengths.count == tags.count, "\(tags.count) tags, \(strengths.count) strengths")
        guard problems.expect(constraints.count == tags.count, "\(tags.count) tags, \(constraints.count) constraints") else { return problems }
        let inUse = { (t: Int) in tags[t].isInstalled || constraints[t] != nil }
        return problems + FreeList.problems(free, count: tags.count, name: "tag", inUse: inUse, isEmpty: { !tags[$0].isInstalled })
    }

    var heapBytes: Int {
        Cassowary.heapBytes(tags) + Cassowary.heapBytes(constraints) + strengths.heapBytes + Cassowary.heapBytes(free) + map.heapBytes
    }
}
