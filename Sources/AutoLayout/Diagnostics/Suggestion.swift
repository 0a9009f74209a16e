/// "Did you mean" for mistyped names (views, keys, attributes, subcommands, options and values):
/// the candidate nearest to what was typed by edit distance, when it is close (at most 2 edits,
/// and fewer than the word has characters), ties going to the earlier candidate.
package enum Suggestion {
    package static func nearest(to typed: String, among candidates: [String]) -> String? {
        guard typed.utf8.count <= 64 else { return nil }
        let limit = typed.count <= 4 ? 1 : 2
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(Array(typed.lowercased()), Array(candidate.lowercased()))
            if d <= limit, d < typed.count, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// Edit distance counting an insertion, a deletion, a substitution or a swap of two adjacent
    /// characters as one edit (optimal string alignment: `veiw` is one edit from `view`).
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
