/// A constraint's terms: up to three in the value itself, more in an array.
struct TermList: RandomAccessCollection, Sendable {
    /// The first terms, in order; nil past the last (all nil when the terms are in `spilled`).
    private let inline: InlineArray<3, Term?>
    /// Every term when there are more than `inlineCapacity`, else empty (no allocation).
    private let spilled: [Term]

    static let inlineCapacity = 3

    /// Holds `terms` as they are (the caller merges duplicates).
    init(_ terms: [Term]) {
        let fits = terms.count <= TermList.inlineCapacity
        spilled = fits ? [] : terms
        inline = InlineArray { fits && $0 < terms.count ? terms[$0] : nil }
    }

    /// The terms of `lhs - rhs` when they fit in the value as they are (no variable twice, no
    /// zero coefficient); nil when the caller must merge them (`LinearExpression.reduced()`).
    init?(_ lhs: [Term], minus rhs: [Term]) {
        let n = lhs.count + rhs.count
        guard n <= TermList.inlineCapacity else { return nil }
        var slots: InlineArray<3, Term?> = [nil, nil, nil]
        for i in 0..<n {
            let term = i < lhs.count ? lhs[i] : -rhs[i - lhs.count]
            guard term.coefficient != 0 else { return nil }
            for j in 0..<i where slots[j]?.variable === term.variable { return nil }
            slots[i] = term
        }
        inline = slots
        spilled = []
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        if inline[0] == nil { return spilled.count }
        return inline[1] == nil ? 1 : (inline[2] == nil ? 2 : 3)
    }

    subscript(i: Int) -> Term {
        if inline[0] == nil { return spilled[i] }
        guard let term = inline[i] else { preconditionFailure("term index out of range") }
        return term
    }

    /// Calls `body` with each term in order, read in place.
    @inline(__always) func forEach(_ body: (Term) -> Void) {
        for i in indices { body(self[i]) }
    }

    /// Calls `body` with each term's variable, unretained (alive while the list is), and its
    /// coefficient, in order: a walk that only looks variables up retains none.
    @inline(__always) func forEachUnretained(_ body: (Unmanaged<Variable>, Double) -> Void) {
        for i in indices {
            let (variable, coefficient) = inline[0] == nil ? unretained(spilled[i]) : unretained(self[i])
            body(variable, coefficient)
        }
    }

    @inline(__always) private func unretained(_ term: Term) -> (Unmanaged<Variable>, Double) {
        (Unmanaged.passUnretained(term.variable), term.coefficient)
    }

    /// Calls `body` with each coefficient in order (no variable retained).
    @inline(__always) func forEachCoefficient(_ body: (Double) -> Void) { forEachUnretained { body($1) } }

    /// The terms as an array (an allocation, unless they are already in one).
    var array: [Term] { spilled.isEmpty ? Array(self) : spilled }
}
