/// The strength of each tag as this solver has it (a constraint's own may change in another
/// solver): an optional strength's components, the buffer of the strength given (shared, so 8
/// bytes a tag and no allocation), nil for required.
struct TagStrengths {
    private var entries: [[Strength.Component]?] = []

    var count: Int { entries.count }
    var heapBytes: Int { Cassowary.heapBytes(entries) }

    subscript(t: Int) -> Strength {
        @inline(__always) get { entries[t].map { Strength(required: false, components: $0) } ?? .required }
    }

    /// Sets tag `t`'s strength (borrowed: an owned value costs a retain and a release).
    mutating func set(_ t: Int, to strength: borrowing Strength) { entries[t] = TagStrengths.entry(strength) }
    mutating func append(_ strength: borrowing Strength) { entries.append(TagStrengths.entry(strength)) }
    mutating func removeLast() { entries.removeLast() }
    mutating func reserveRoom() { Room.reserve(&entries) }

    @inline(__always) private static func entry(_ strength: borrowing Strength) -> [Strength.Component]? {
        strength.isRequired ? nil : strength.components
    }
}
