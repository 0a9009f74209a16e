import RiggingUIKit
import Testing

/// `makeGallery` (Layouts/GalleryHeaders.swift) against UIKit's flow layout: a section's
/// header is as wide as the collection and `headerReferenceSize.height` tall, above the section
/// inset; its footer below it; with `sectionHeadersPinToVisibleBounds` a header stays at the top
/// of the visible bounds until the next section pushes it away (Apple's documented behaviour).
@MainActor
@Suite struct GalleryHeadersTests {
    func header(_ collection: UICollectionView, _ section: Int) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    func footer(_ collection: UICollectionView, _ section: Int) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func headersAndFootersFrameEachSection() throws {
        let (collection, source) = makeGallery(counts: [3, 4], pinned: false)
        collection.layoutIfNeeded()
        _ = source
        #expect(header(collection, 0) == CGRect(x: 0, y: 0, width: 340, height: 40))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 50, width: 100, height: 50))
        #expect(footer(collection, 0) == CGRect(x: 0, y: 110, width: 340, height: 20))
        // Section 1: header at 130, two lines of items from 180, footer at 300.
        #expect(header(collection, 1) == CGRect(x: 0, y: 130, width: 340, height: 40))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame == CGRect(x: 120, y: 240, width: 100, height: 50))
        #expect(footer(collection, 1) == CGRect(x: 0, y: 300, width: 340, height: 20))
        #expect(collection.contentSize == CGSize(width: 340, height: 320))
        let shown = try #require(
            collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleHeaderView)
        #expect(shown.title.text == "Album 1" && shown.frame == CGRect(x: 0, y: 0, width: 340, height: 40))
        // Only the views the 200-point bounds meet are shown; section 1's footer is not.
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).count == 1)
        #expect(
            collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?
                .reuseIdentifier == "footer")
    }

    @Test func pinnedHeadersArePushedByTheNextSection() {
        let (collection, source) = makeGallery(counts: [3, 4], pinned: true)
        collection.layoutIfNeeded()
        _ = source
        collection.contentOffset = CGPoint(x: 0, y: 60)
        collection.layoutIfNeeded()
        #expect(header(collection, 0)?.minY == 60)
        // The section ends at 130: its 40-point header stops at 90.
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        #expect(header(collection, 0)?.minY == 90)
        #expect(header(collection, 1)?.minY == 130)
        collection.contentOffset = CGPoint(x: 0, y: 150)
        collection.layoutIfNeeded()
        #expect(header(collection, 1)?.minY == 150)
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
    }

    @Test func horizontalScrollingUsesTheReferenceWidths() {
        let (collection, source) = makeGallery(counts: [2], pinned: false)
        _ = source
        let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout
        layout?.scrollDirection = .horizontal
        layout?.headerReferenceSize = CGSize(width: 30, height: 0)
        layout?.footerReferenceSize = .zero
        collection.layoutIfNeeded()
        #expect(header(collection, 0) == CGRect(x: 0, y: 0, width: 30, height: 200))
        #expect(footer(collection, 0) == nil)
        // A column of two 50-point items spread over the 180 points inside the insets.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 40, y: 140, width: 100, height: 50))
    }

    /// A header scrolled off screen goes back to its queue (through `prepareForReuse()`) and the
    /// next header shown is dequeued from it; pinned footers keep to the visible bottom.
    @Test func headersAreReusedAndFootersPin() throws {
        let (collection, source) = makeGallery(counts: [3, 3, 3], pinned: false)
        _ = source
        (collection.collectionViewLayout as? UICollectionViewFlowLayout)?.sectionFootersPinToVisibleBounds = true
        collection.layoutIfNeeded()
        let shown = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(shown.count == 2)
        // Sections are 130 tall: at an offset of 200 the first two headers are gone and the
        // third is one of them, dequeued.
        collection.contentOffset = CGPoint(x: 0, y: 200)
        collection.layoutIfNeeded()
        let third = try #require(
            collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
                as? TitleHeaderView)
        #expect(shown.contains { $0 === third } && third.title.text == "Album 3")
        // Section 1's footer (natural 240...260) is shown at its place; section 2's pins to
        // the visible bottom (400) only inside its section (260...390), so it stays at 370.
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?
                .frame.minY == 240)
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 2))?
                .frame.minY == 370)
        collection.contentOffset = CGPoint(x: 0, y: 0)
        collection.layoutIfNeeded()
        // Section 1's footer pins to the bottom of the 200-point bounds, within its section.
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?
                .frame.minY == 180)
    }

    /// A `UICollectionViewDelegateFlowLayout` answers per item and per section; the methods it
    /// leaves out (the interitem spacing here) keep the layout's values.
    @Test func theDelegateSizesItemsAndSections() {
        let (collection, source) = makeGallery(counts: [3, 3], pinned: false)
        let delegate = GalleryDelegate()
        collection.delegate = delegate
        collection.layoutIfNeeded()
        _ = source
        let item = { (item: Int, section: Int) in collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        // Section 0: the 320-point item fills a line (centred: 10 + 0), two 100-point items below.
        #expect(item(0, 0) == CGRect(x: 10, y: 50, width: 320, height: 80))
        #expect(item(1, 0) == CGRect(x: 10, y: 140, width: 100, height: 50))
        #expect(item(2, 0) == CGRect(x: 230, y: 140, width: 100, height: 50))
        #expect(footer(collection, 0) == CGRect(x: 0, y: 200, width: 340, height: 20))
        // Section 1 from 220: a 60-point header, 20-point insets, lines 4 apart, no footer.
        #expect(header(collection, 1) == CGRect(x: 0, y: 220, width: 340, height: 60))
        #expect(item(0, 1) == CGRect(x: 10, y: 300, width: 320, height: 80))
        #expect(item(1, 1) == CGRect(x: 15, y: 384, width: 100, height: 50))
        #expect(item(2, 1) == CGRect(x: 225, y: 384, width: 100, height: 50))
        #expect(footer(collection, 1) == nil)
        #expect(collection.contentSize.height == 454)
    }
}
