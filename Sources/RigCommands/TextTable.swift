/// Plain-text tables for `rig`'s readable output: the first column left-aligned, the others
/// right-aligned, two spaces between columns, one line per row.
enum TextTable {
    static func render(_ header: [String], _ rows: [[String]]) -> String {
        let widths = header.indices.map { c in ([header] + rows).map { $0[c].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { c, cell in
                c == 0
                    ? cell.padding(toLength: widths[c], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[c] - cell.count) + cell
            }.joined(separator: "  ") + "\n"
        }
        return line(header) + rows.map(line).joined()
    }
}
