import RiggingUIKit
import Testing

/// `ImageCellsDataSource` (Layouts/) in a self-sizing table 375 points wide, against UIKit's
/// standard cells with an image: the image view at the leading margin (16), the image's size,
/// centred; the text (and `.subtitle`'s detail) 16 points after it; the separator inset
/// following the text, as Apple documents ("iOS vertically aligns the leading edge of all
/// separators" with the text). `.value2`: a right-aligned text label in a fixed column, the
/// detail after it (Rigging's figures: Apple publishes none).
@MainActor
@Suite struct ImageCellsTests {
    func table(_ source: ImageCellsDataSource) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    @Test func theImageSitsAtTheMarginAndTheTextFollowsIt() throws {
        let source = ImageCellsDataSource()
        let table = table(source)
        for row in 0..<3 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            let image = try #require(cell.imageView)
            let text = try #require(cell.textLabel)
            #expect(image.frame.minX == 16 && image.frame.size == CGSize(width: 29, height: 29))
            #expect(image.frame.midY == cell.contentView.frame.midY)
            #expect(text.frame.minX == 61, "16 + 29 + 16")
            #expect(cell.separatorInset.left == 61)
        }
        let subtitle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel)
        #expect(subtitle.frame.minX == 61)
        let value1 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))?.detailTextLabel)
        #expect(value1.frame.maxX == 359)
        withExtendedLifetime(source) {}
    }

    @Test func withoutAnImageTheTextIsBackAtTheMargin() throws {
        let source = ImageCellsDataSource()
        let table = table(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.imageView?.image = nil
        table.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX == 16)
        #expect(cell.imageView?.frame.width == 0)
        #expect(cell.separatorInset.left == 16)
        withExtendedLifetime(source) {}
    }

    @Test func aTallImageMakesTheRowTaller() throws {
        let source = ImageCellsDataSource()
        source.icon = UIImage(size: CGSize(width: 60, height: 60))
        let table = table(source)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60.5)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 0, width: 60, height: 60))
        #expect(cell.textLabel?.frame.minX == 92)
        withExtendedLifetime(source) {}
    }

    @Test func value2PutsTheTextInARightAlignedColumn() throws {
        let source = ImageCellsDataSource()
        let table = table(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        #expect(text.frame.minX == 16 && text.frame.width == 91)
        #expect(text.textAlignment == .right)
        #expect(detail.frame.minX == 113, "16 + 91 + 6")
        #expect(detail.textAlignment == .left)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 44)
        withExtendedLifetime(source) {}
    }
}
