import XCTest

@testable import AutoLayout

/// Sections with headers and footers in AutoLayout's `TableView` (the model `UITableView`'s
/// sections are spelled over): titles in standard views, the delegate's views self-sized, fixed
/// heights, an empty section, floating footers in `.plain`.
final class TableViewSectionsTests: XCTestCase {
    /// Sections of `counts` rows, titled by `titles`, with an optional view for a footer.
    private final class Sections: TableViewDataSource, TableViewDelegate {
        var counts: [Int]
        var titles: [String?]
        var footerView: View?
        var footerHeight = TableView.automaticDimension
        init(counts: [Int], titles: [String?]) {
            self.counts = counts
            self.titles = titles
        }
        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
        func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
            section == counts.count - 1 ? footerView : nil
        }
        func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { footerHeight }
    }

    private var kept: [Sections] = []

    private func makeTable(_ sections: Sections, style: TableView.Style = .plain, height: Double = 600) -> TableView {
        let table = TableView(name: "table", frame: Rect(x: 0, y: 0, width: 320, height: height))
        table.style = style
        table.rowHeight = 44
        table.dataSource = sections
        table.delegate = sections
        kept.append(sections)
        table.layoutIfNeeded()
        return table
    }

    func testEmptyTitledSectionKeepsItsHeader() {
        let table = makeTable(Sections(counts: [0, 2], titles: ["Empty", "Full"]))
        XCTAssertEqual(table.rect(forSection: 0), Rect(x: 0, y: 0, width: 320, height: 50))
        XCTAssertEqual(table.rectForHeader(inSection: 1), Rect(x: 0, y: 72, width: 320, height: 28))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 100)
        XCTAssertEqual(table.contentSize.height, 188)
        XCTAssertEqual((table.headerView(forSection: 0) as? TableViewHeaderFooterView)?.textLabel.text, "Empty")
    }

    func testUntitledPlainSectionsRunOn() {
        let table = makeTable(Sections(counts: [1, 1], titles: [nil, nil]))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 44)
        XCTAssertEqual(table.contentSize.height, 88)
        XCTAssertNil(table.headerView(forSection: 0))
    }

    func testSelfSizingFooterViewAndAFixedOne() {
        let sections = Sections(counts: [2], titles: [nil])
        let footer = TableViewHeaderFooterView(reuseIdentifier: nil)
        let box = View(name: "box")
        footer.contentView.addSubview(box)
        _ = try? box.pinEdges(insets: EdgeInsets(all: 10))
        try? box.heightAnchor.constraint(equalToConstant: 30).activate()
        sections.footerView = footer
        let table = makeTable(sections)
        XCTAssertEqual(table.rectForFooter(inSection: 0), Rect(x: 0, y: 88, width: 320, height: 50))
        XCTAssertEqual(footer.frame, Rect(x: 0, y: 88, width: 320, height: 50))
        XCTAssertEqual(box.frame, Rect(x: 10, y: 10, width: 300, height: 30))
        sections.footerHeight = 20
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize.height, 108)
    }

    /// In `.plain` a footer below the visible area floats up to its bottom edge, but not above
    /// its section's rows' top.
    func testPlainFooterFloatsAtTheBottom() {
        let sections = Sections(counts: [10], titles: [nil])
        let footer = View(name: "footer", frame: Rect(x: 0, y: 0, width: 0, height: 40))
        sections.footerView = footer
        sections.footerHeight = 40
        let table = makeTable(sections, height: 200)
        XCTAssertEqual(table.rectForFooter(inSection: 0).minY, 440)
        XCTAssertEqual(footer.frame, Rect(x: 0, y: 160, width: 320, height: 40))
        XCTAssertTrue(footer.superview === table)
    }

    func testGroupedUntitledSectionsHaveGaps() {
        let table = makeTable(Sections(counts: [1, 1], titles: [nil, nil]), style: .grouped)
        XCTAssertEqual(table.rect(forSection: 0), Rect(x: 0, y: 0, width: 320, height: 80))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 98)
        XCTAssertEqual(table.contentSize.height, 160)
        XCTAssertNil(table.headerView(forSection: 0))
    }

    func testRectsOfMissingSectionsAreZero() {
        let table = makeTable(Sections(counts: [1], titles: ["One"]))
        XCTAssertEqual(table.rect(forSection: 1), .zero)
        XCTAssertEqual(table.rectForHeader(inSection: -1), .zero)
        XCTAssertEqual(table.rectForFooter(inSection: 5), .zero)
    }
}
