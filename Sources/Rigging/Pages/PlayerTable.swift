/// A table on the player page whose rows link to frames: clicking a row (or its frame number)
/// shows that frame (`#frame=N`).
package struct PlayerTable: Sendable, Hashable {
    /// The table's element id (`difftable` replaces the page's own table of differences).
    package var id: String
    /// The table's title.
    package var caption: String
    /// The column headings.
    package var columns: [String]
    /// Each row's cells, as text.
    package var rows: [[String]]
    /// Each row's frame index (the row's link), parallel to `rows`; nil for a row without one.
    package var frames: [Int?]
    /// The column whose cell is drawn as the frame link.
    package var frameColumn: Int?
    /// Columns aligned right (numbers).
    package var numeric: Set<Int>

    /// A table of `rows` under `columns`; row i links to `frames[i]` through its `frameColumn` cell.
    package init(id: String, caption: String, columns: [String], rows: [[String]], frames: [Int?], frameColumn: Int?, numeric: Set<Int> = []) {
        self.id = id
        self.caption = caption
        self.columns = columns
        self.rows = rows
        self.frames = frames
        self.frameColumn = frameColumn
        self.numeric = numeric
    }

    /// The table as HTML.
    var html: String {
        var s = "<table id=\"\(xml(id))\" class=\"linked\">\n<caption>\(xml(caption))</caption>\n<thead><tr>"
        for (i, c) in columns.enumerated() { s += "<th\(numeric.contains(i) ? " class=\"num\"" : "")>\(xml(c))</th>" }
        s += "</tr></thead>\n<tbody>\n"
        for (r, row) in rows.enumerated() {
            let frame = r < frames.count ? frames[r] : nil
            s += frame.map { "<tr data-frame=\"\($0)\">" } ?? "<tr>"
            for (i, cell) in row.enumerated() {
                s += "<td\(numeric.contains(i) ? " class=\"num\"" : "")>"
                if i == frameColumn, let frame { s += "<a href=\"#frame=\(frame)\">\(xml(cell))</a>" } else { s += xml(cell) }
                s += "</td>"
            }
            s += "</tr>\n"
        }
        return s + "</tbody>\n</table>\n"
    }
}
