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

/// What the tableau keeps of a symbol beyond its kind, basic row, column and objective: the
/// fields read once when the symbol's constraint is added or removed (or a constant changes),
/// kept in one record so that a symbol touched for the first time in a while costs one cache
/// miss, not four. The fields read over many symbols in one loop (kind, basic row, objective,
/// candidate flag) stay in dense arrays of their own: a pivot or substitution reads one of them
/// across many symbols, where a record would spread it over four times the memory.
struct SymbolInfo {
    private var ownerTag: Int32 = -1
    private var hotCopy: Int32 = -1
    /// For an untracked dummy, where its record starts in the dummy record; -1 otherwise.
    var dummyBorn = -1
    /// How far below zero the symbol may sit as a restricted basic (Tableau+Scaling.swift).
    var tolerance = epsilon

    /// The tag (installed constraint) that owns a marker or error symbol; -1 none, -2 being added.
    var owner: Int {
        @inline(__always) get { Int(ownerTag) }
        // Tag ids and hot copies count installed constraints: far below 2^31.
        @inline(__always) set { ownerTag = Int32(truncatingIfNeeded: newValue) }
    }

    /// The index of the symbol's hot copy in `Tableau.hotCoefficients`, or -1.
    var hot: Int {
        @inline(__always) get { Int(hotCopy) }
        @inline(__always) set { hotCopy = Int32(truncatingIfNeeded: newValue) }
    }
}

/// An installed constraint: its symbols and how its constant enters the tableau.
struct Tag {
    let constraint: Constraint
    /// The symbol unique to the constraint's row: a slack, the positive error, or a dummy.
    let marker: Int
    /// The second error symbol of an optional constraint, or -1.
    let other: Int
    /// The coefficient of `marker` in the constraint's original row (±1 times `scale`: the
    /// marker is the constraint's own divided by it); changing the expression's constant by d
    /// is the substitution marker -> marker + d / markerCoefficient.
    let markerCoefficient: Double
    /// The constraint's scale: its row and markers are divided by it (Tableau+Scaling.swift).
    let scale: Double
    var strength: Strength
    /// The expression's constant as this solver has it (a constraint object may be shared).
    var constant: Double
    /// Install order, so that conflict reports are deterministic.
    let serial: Int
}

/// An edit variable: its optional equality `variable == value` and the value last suggested.
struct Edit {
    let constraint: Constraint
    var value: Double
}
