/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// An id not in use (free list).
    case free
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (or the artificial variable): >= 0.
    case slack
    /// The error of an optional constraint: >= 0, weighed in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy

    /// True for symbols that must stay >= 0 when basic.
    var isRestricted: Bool { self == .slack || self == .error || self == .dummy }
}

/// The fields of a symbol read when its constraint comes or goes, in one record (one cache miss).
struct SymbolInfo {
    /// The tag (installed constraint) that owns a marker or error symbol; -1 none, -2 being added.
    @Compact var owner = -1
    /// For an untracked dummy, where its record starts in the dummy record; -1 otherwise.
    @Compact var dummyBorn = -1
    /// How far below zero the symbol may sit as a restricted basic (Tableau+Verification.swift).
    var tolerance = epsilon
}

/// An installed constraint: its symbols and how its constant enters the tableau.
struct Tag {
    /// The symbol unique to the row: a slack, the positive error, or a dummy; -1 in a free slot.
    @Compact private(set) var marker: Int
    /// The second error symbol of an optional constraint, or -1.
    @Compact private(set) var other: Int
    /// The expression's constant as this solver has it (a constraint object may be shared).
    var constant: Double
    /// Install order (above bit 15), the marker coefficient's top 12 bits (3 to 14: its other
    /// bits are 0) and the flags `isRequired`, `isEquality`, in one word (a 24-byte tag).
    private let packed: UInt64

    init(
        marker: Int, other: Int, markerCoefficient: Double, constant: Double, serial: Int, isRequired: Bool,
        isEquality: Bool
    ) {
        self.marker = marker
        self.other = other
        self.constant = constant
        // ±scale is a power of two (no significand bits), or 0 in a free slot; 2^48 serials are
        // out of reach.
        let signAndExponent = markerCoefficient.bitPattern >> 52
        packed = UInt64(truncatingIfNeeded: serial) << 15 | signAndExponent << 3 | (isRequired ? 2 : 0) | (isEquality ? 1 : 0)
    }

    /// `marker`'s coefficient in the original row (±scale, Tableau+Verification.swift): changing the
    /// constant by d is the substitution marker -> marker + d / markerCoefficient.
    var markerCoefficient: Double { @inline(__always) get { Double(bitPattern: (packed >> 3 & 0xFFF) << 52) } }

    /// Install order, so that conflict reports are deterministic.
    var serial: Int { @inline(__always) get { Int(truncatingIfNeeded: packed >> 15) } }
    var isRequired: Bool { @inline(__always) get { packed & 2 != 0 } }
    var isEquality: Bool { @inline(__always) get { packed & 1 != 0 } }

    /// A free slot of the tag table.
    static let free = Tag(marker: -1, other: -1, markerCoefficient: 0, constant: 0, serial: 0, isRequired: false, isEquality: false)

    /// The constraint's scale: its row and markers are divided by it (Tableau+Verification.swift).
    var scale: Double { abs(markerCoefficient) }
    var isInstalled: Bool { marker >= 0 }
}

/// An edit variable: its optional equality `variable == value` and the value last suggested.
struct Edit {
    let constraint: Constraint
    var value: Double
}
