/// "Did you mean" for mistyped subcommands, options and values: the candidate nearest to what
/// was typed by edit distance, when it is close (at most 2 edits, and fewer than the word has
/// characters), ties going to the earlier candidate.
enum Suggestion {
    static func nearest(to typed: String, among candidates: [String]) -> String? {
        guard typed.utf8.count <= 64 else { return nil }
        let limit = typed.count <= 4 ? 1 : 2
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(Array(typed.lowercased()), Array(candidate.lowercased()))
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Levenshtein distance (insertions, deletions, substitutions), two rows of memory.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
