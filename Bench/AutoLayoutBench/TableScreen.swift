import AutoLayout
import Foundation

/// The table workload: a 375 x 667 table of `count` self-sizing cells, each a bold one-line
/// title over a multi-line body (system font, 17 pt) pinned 11 and 16 points inside its content
/// view, the texts of the text workload. `sizeAll()` loads the table without an estimate, so
/// every row is measured (its content view's fitting size at 375 points); a scroll tick moves
/// the content offset down 40 points (an estimated table: rows sized as they come on screen)
/// and lays out once, reading every visible cell's frame.
final class TableScreen: TableViewDataSource {
    let count: Int
    let texts: [String]
    let measurer = SystemFontTextMeasurer()
    var table = TableView(name: "table")

    init(count: Int) {
        self.count = count
        texts = TextScreen.texts(count)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let content = cell.contentView
        if content.subviews.isEmpty {
            let title = Label(name: "title", font: .boldSystemFont(ofSize: 17), measurer: measurer)
            let body = Label(name: "body", measurer: measurer)
            body.numberOfLines = 0
            for label in [title, body] {
                label.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(label)
            }
            try? LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
                body.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                body.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                content.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 11),
            ])
        }
        (content.subviews[0] as? Label)?.text = "Note \(indexPath.row)"
        (content.subviews[1] as? Label)?.text = texts[indexPath.row]
        return cell
    }

    private func makeTable(estimate: Double) {
        table = TableView(name: "table", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        table.estimatedRowHeight = estimate
        table.register(TableViewCell.self, forCellReuseIdentifier: "note")
        table.dataSource = self
    }

    /// Loads a table without an estimate: every row sized at 375 points.
    func sizeAll() {
        makeTable(estimate: 0)
        table.layoutIfNeeded()
        sink += table.contentSize.height
    }

    /// Makes an estimated table for scrolling, shown at the top.
    func buildForScrolling() {
        makeTable(estimate: 88)
        table.layoutIfNeeded()
    }

    /// Scrolls 40 points further down (back to the top past the end) and lays out once.
    func scroll(tick k: Int) {
        let limit = max(table.contentSize.height - 667, 0)
        let y = Double(k * 40).truncatingRemainder(dividingBy: max(limit, 1))
        table.contentOffset = Point(x: 0, y: y)
        table.layoutIfNeeded()
        for cell in table.visibleCells { sink += cell.frameInRoot.minY }
    }

    /// The height each row must have: the title's line and the body wrapped at 343 points,
    /// the insets and gap, and the separator's pixel.
    func expectedHeight(row: Int) -> Double {
        let title = Label(name: "t", text: "Note \(row)", font: .boldSystemFont(ofSize: 17), measurer: measurer)
        let body = Label(name: "b", text: texts[row], measurer: measurer)
        body.numberOfLines = 0
        return title.intrinsicContentSize.height + body.textSize(wrappingAt: 343).height + 26 + 0.5
    }

    /// After `sizeAll()`: the content height is the sum of the expected row heights.
    func checkSizes() throws {
        let expected = (0..<count).map(expectedHeight).reduce(0, +)
        guard abs(table.contentSize.height - expected) < 1e-6 else {
            throw WrongAnswer(description: "table content height \(table.contentSize.height), expected \(expected)")
        }
    }

    /// While scrolling: every visible cell sits at its row's rectangle, as tall as its content.
    func checkScroll() throws {
        for (cell, path) in zip(table.visibleCells, table.indexPathsForVisibleRows) {
            let rect = table.rectForRow(at: path)
            let expected = expectedHeight(row: path.row)
            guard cell.frame == rect, abs(rect.height - expected) < 1e-6 else {
                throw WrongAnswer(description: "row \(path.row): \(cell.frame), expected \(rect) of height \(expected)")
            }
        }
    }
}

/// The table workloads: sizing every self-sizing cell of a 1,000-row table, and scrolling it.
@MainActor func tableWorkloads() throws {
    let screen = TableScreen(count: 1_000)
    var sizing = Samples()
    for _ in 0..<(quick ? 5 : 15) { sizing.time { screen.sizeAll() } }
    try screen.checkSizes()
    record("table-cells-1000", 1_000, "size-all", sizing)
    screen.buildForScrolling()
    var scrolls = Samples()
    for k in 1...(quick ? 200 : 1_000) {
        scrolls.time { screen.scroll(tick: k) }
        if k % 100 == 0 { try screen.checkScroll() }
    }
    record("table-cells-1000", 1_000, "scroll-40pt", scrolls)
}
