/// A constraint's terms: up to three in the value itself, more in an array.
///
/// Layout constraints have one to three terms (`x == 8`, `x1 == x0 + w0 + 8`,
/// `x + w + 8 == W`): held in the value, they cost no allocation beside the constraint's own,
/// and a constraint reads them from its own object. A longer expression keeps its array. The
/// cases carry the terms themselves (no filler in unused slots, so no reference to retain), and
/// the compiler keeps the case in the pointers' spare bits: the value is the size of three
/// terms, 48 bytes. Three, not four: a fourth slot would make every `Constraint` 16 bytes
/// larger in malloc's chunks (128 instead of 112), which pays off only when more than one
/// constraint in seven has exactly four terms.
///
/// Read it as a collection (`count`, `terms[i]`, `for term in terms`): each read is a switch
/// on the case, no copy of the terms and no allocation.
struct TermList: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case none
        case one(Term)
        case two(Term, Term)
        case three(Term, Term, Term)
        case many([Term])
    }

    private let storage: Storage

    /// The most terms held in the value; more go to an array.
    static let inlineCapacity = 3

    /// Holds `terms` as they are (the caller merges duplicates).
    init(_ terms: [Term]) {
        switch terms.count {
        case 0: storage = .none
        case 1: storage = .one(terms[0])
        case 2: storage = .two(terms[0], terms[1])
        case 3: storage = .three(terms[0], terms[1], terms[2])
        default: storage = .many(terms)
        }
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        @inline(__always) get {
            switch storage {
            case .none: 0
            case .one: 1
            case .two: 2
            case .three: 3
            case .many(let terms): terms.count
            }
        }
    }

    subscript(i: Int) -> Term {
        @inline(__always) get {
            switch storage {
            case .none: break
            case .one(let a): if i == 0 { return a }
            case .two(let a, let b): if i == 0 { return a } else if i == 1 { return b }
            case .three(let a, let b, let c): if i == 0 { return a } else if i == 1 { return b } else if i == 2 { return c }
            case .many(let terms): return terms[i]
            }
            preconditionFailure("term index out of range")
        }
    }

    /// True when the terms are in an array of their own (more than `inlineCapacity`).
    var isInArray: Bool {
        if case .many = storage { return true }
        return false
    }

    /// The terms as an array (an allocation, unless they are already in one).
    var array: [Term] {
        switch storage {
        case .none: []
        case .one(let a): [a]
        case .two(let a, let b): [a, b]
        case .three(let a, let b, let c): [a, b, c]
        case .many(let terms): terms
        }
    }
}
