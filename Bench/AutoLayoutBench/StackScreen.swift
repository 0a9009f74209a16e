import AutoLayout

/// The stack-view workload: a vertical stack of `rows` horizontal stacks, each arranging
/// `columns` views of intrinsic size 20 x 20 (spacing 8, alignment center), pinned to a 375-wide
/// root. A tick hides (or shows again) one row, lays out and reads every frame.
struct StackScreen {
    let rows: Int, columns: Int
    var root = View(name: "view")
    var rowStacks: [StackView] = []

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    mutating func reset() {
        root = View(name: "view", frame: Rect(x: 0, y: 0, width: 375, height: 4000))
        rowStacks = []
    }

    /// Builds the tree and lays it out once.
    mutating func build() throws {
        reset()
        let column = StackView(name: "column")
        column.translatesAutoresizingMaskIntoConstraints = false
        column.axis = .vertical
        column.spacing = 4
        root.addSubview(column)
        for r in 0..<rows {
            let row = StackView(name: "row\(r)")
            row.spacing = 8
            row.alignment = .center
            for c in 0..<columns {
                let cell = View(name: "cell\(r)_\(c)")
                cell.fixedIntrinsicContentSize = Size(width: 20, height: 20)
                row.addArrangedSubview(cell)
            }
            column.addArrangedSubview(row)
            rowStacks.append(row)
        }
        try LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        read()
    }

    /// Tick `k`: row `k % rows` changes its hidden state, then one layout pass. Not inlined, so
    /// a profiler can count the ticks alone (`valgrind --toggle-collect='*StackScreen*tick*'`).
    @inline(never) func tick(_ k: Int) { toggle(row: k % rows) }

    /// Hides or shows row `r` again, then one layout pass and a read of every frame.
    @inline(never) func toggle(row r: Int) {
        let row = rowStacks[r]
        row.isHidden.toggle()
        root.layoutIfNeeded()
        read()
    }

    func read() {
        for frame in root.engine.rootFrames { sink += frame.maxY }
    }

    /// The column's height: 20 per shown row and 4 between shown rows.
    func check() throws {
        let shown = rowStacks.filter { !$0.isHidden }.count
        let expected = Double(shown * 20 + max(shown - 1, 0) * 4)
        let height = root.subviews[0].frame.height
        guard abs(height - expected) < 1e-6 else {
            throw WrongAnswer(description: "stack screen: column height \(height), expected \(expected)")
        }
    }
}
