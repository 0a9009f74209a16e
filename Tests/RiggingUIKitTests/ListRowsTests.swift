import RiggingUIKit
import Testing

/// `makeListRows` (Layouts/ListRows.swift): list cells with the standard content configurations
/// in a plain list: texts 16 points from the content view's sides (after a 16-point gap behind an
/// image column), the value cell's secondary text right-aligned at the trailing margin, the
/// accessories taking their widths from the content view (34 a chevron, 40 a checkmark, 68 an
/// info button and a chevron), rows at least 44 tall and as tall as their content with 11 points
/// above and below. Apple publishes none of these figures; they are Rigging's (see
/// `UIListContentConfiguration` and `UICellAccessory`).
@MainActor
@Suite struct ListRowsTests {
    /// The height of one line of `text` in the system font of `size` at `width`.
    func height(_ text: String, size: CGFloat, width: CGFloat = 10_000) -> CGFloat {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    func row(_ collection: UICollectionView, _ item: Int) throws -> (UICollectionViewListCell, UIListContentView) {
        let cell = try #require(collection.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
        let content = try #require(cell.contentView.subviews.first as? UIListContentView)
        return (cell, content)
    }

    @Test func standardConfigurationsPlaceTheirTexts() throws {
        let (collection, source) = makeListRows(width: 390)
        collection.layoutIfNeeded()
        _ = source
        let (general, generalContent) = try row(collection, 0)
        #expect(general.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(general.contentView.frame == CGRect(x: 0, y: 0, width: 356, height: 44), "34 points for the chevron")
        #expect(generalContent.frame == CGRect(x: 0, y: 0, width: 356, height: 44))
        let line17 = height("General", size: 17)
        #expect(generalContent.textLayoutFrame.minX == 16)
        #expect(abs(generalContent.textLayoutFrame.midY - 22) < 0.5, "centred")
        #expect(abs(generalContent.textLayoutFrame.height - line17) < 0.5)

        let (mail, mailContent) = try row(collection, 1)
        let subtitleHeight = 11 + line17 + height("iCloud, Work", size: 15) + 11
        #expect(abs(mail.frame.height - subtitleHeight) < 0.5, "the texts stacked and 11 points above and below")
        #expect(abs(mail.frame.minY - 44) < 0.5)
        #expect(mailContent.secondaryTextLayoutFrame.minX == 16)
        #expect(abs(mailContent.secondaryTextLayoutFrame.minY - mailContent.textLayoutFrame.maxY) < 0.5, "right under the text")

        let (wifi, wifiContent) = try row(collection, 2)
        #expect(wifi.contentView.frame.width == 350, "40 points for the checkmark")
        #expect(wifi.frame.height == 44)
        #expect(abs(wifiContent.secondaryTextLayoutFrame.maxX - 334) < 0.5, "at the trailing margin")
        #expect(abs(wifiContent.secondaryTextLayoutFrame.midY - wifiContent.textLayoutFrame.midY) < 0.5, "on the text's line")
    }

    @Test func anImageColumnAndAWrappedTextSizeTheirRows() throws {
        let (collection, source) = makeListRows(width: 390)
        collection.layoutIfNeeded()
        _ = source
        let (icon, iconContent) = try row(collection, 3)
        #expect(icon.frame.height == 51, "the 29-point image and 11 above and below")
        #expect(iconContent.imageLayoutFrame == CGRect(x: 16, y: 11, width: 29, height: 29), "the image scaled to its maximum size")
        #expect(iconContent.textLayoutFrame.minX == 61, "16 points after the image column")

        let (long, longContent) = try row(collection, 4)
        #expect(long.contentView.frame.width == 322, "68 points for an info button and a chevron")
        let wrapped = height(ListRowsDataSource.longText, size: 17, width: 322 - 32)
        #expect(wrapped > 40, "wraps over lines")
        #expect(abs(long.frame.height - (wrapped + 22)) < 0.5, "as tall as its text and margins")
        #expect(longContent.textLayoutFrame.minX == 16 && longContent.textLayoutFrame.maxX <= 306.5, "within the margins")
    }
}
