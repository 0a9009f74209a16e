import RiggingUIKit
import Testing

/// `ContactsIndexDataSource` (Layouts/) in a plain table 375 points wide: separators are laid
/// out as data (one pixel at each row's bottom, inset as Apple documents `separatorInset` and
/// `separatorInsetReference`: a cell's own inset first, else the table's from the cell's edges or
/// added to the automatic inset, the text's start); the section index takes its width from every
/// row's content view; editing moves the content view after the editing control and ends it
/// before the reorder control, hiding the chevron (38-point controls, Rigging's figures).
@MainActor
@Suite struct ContactsIndexTests {
    /// The table, loaded, with `source` as its data source.
    func loaded(_ source: ContactsIndexDataSource) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    /// The index's width as the table measures it: the widest title in the 11-point semibold
    /// system font, 4 points each side, at least 15.
    func indexWidth(_ titles: [String]) -> CGFloat {
        let widest =
            titles.map { title -> CGFloat in
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 11, weight: .semibold)
                return label.intrinsicContentSize.width
            }.max() ?? 0
        return max(widest.rounded(.up) + 8, 15)
    }

    @Test func theSectionIndexNarrowsEveryRowsContent() throws {
        let source = ContactsIndexDataSource()
        let table = loaded(source)
        let index = indexWidth(["A", "B", "G"])
        #expect(table.sectionIndexWidth == index)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.width == 375, "the cell keeps the table's width")
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375 - 34 - index, height: 43.5))
        source.showsIndex = false
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.sectionIndexWidth == 0)
        let reloaded = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(reloaded.contentView.frame.width == 341)
    }

    @Test func separatorsFollowTheirInsets() throws {
        let source = ContactsIndexDataSource()
        source.showsIndex = false
        let table = loaded(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // Automatic: from the text's start to the cell's trailing edge, half a point at 2x.
        #expect(cell.separatorLayoutFrame == CGRect(x: 16, y: 43.5, width: 359, height: 0.5))
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        table.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        #expect(cell.separatorLayoutFrame == CGRect(x: 20, y: 43.5, width: 345, height: 0.5))
        table.separatorInsetReference = .fromAutomaticInsets
        #expect(cell.separatorLayoutFrame == CGRect(x: 36, y: 43.5, width: 329, height: 0.5), "added to the text's 16")
        cell.separatorInset = UIEdgeInsets(top: 0, left: -5, bottom: 0, right: 0)
        #expect(cell.separatorLayoutFrame == CGRect(x: 0, y: 43.5, width: 375, height: 0.5), "the cell's own, negative as 0")
        table.separatorStyle = .none
        #expect(cell.separatorLayoutFrame == nil)
    }

    @Test func editingShowsTheControlsAndHidesTheAccessory() throws {
        let source = ContactsIndexDataSource()
        let table = loaded(source)
        let index = table.sectionIndexWidth
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 2)))
        #expect(cell.isEditing)
        // The delete control's 38 points lead; the reorder control's 38 and the index trail.
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 375 - 38 - 38 - index, height: 43.5))
        let label = try #require(cell.textLabel)
        #expect(abs(label.convert(label.bounds, to: cell).minX - 54) < 1e-9)
        let separator = try #require(cell.separatorLayoutFrame)
        #expect(abs(separator.minX - 54) < 1e-9, "the separator moves with the content")
        table.isEditing = false
        table.layoutIfNeeded()
        #expect(!cell.isEditing)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375 - 34 - index, height: 43.5))
    }
}
