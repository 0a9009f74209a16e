import RiggingUIKit
import Testing

/// `makeShelves` (Layouts/ShelfBoundaries.swift): a compositional layout's
/// `configuration.boundarySupplementaryItems` are a global header before the first section and a
/// global footer after the last (a bottom item's width its own, aligned to the leading side for
/// `.bottom`: centred), `interSectionSpacing` between the sections only; a pinned global header
/// stays at the top of the visible bounds over the whole content.
@MainActor
@Suite struct ShelfBoundariesTests {
    func frame(_ collection: UICollectionView, _ kind: String, section: Int = 0) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func theGlobalHeaderAndFooterFrameTheSections() throws {
        let (collection, source) = makeShelves(counts: [3, 2])
        collection.layoutIfNeeded()
        _ = source
        #expect(frame(collection, ShelfDataSource.globalHeader) == CGRect(x: 0, y: 0, width: 320, height: 50))
        // Section 0: its header at 50, two rows of 80 from 80; section 1 24 points after it.
        #expect(frame(collection, UICollectionView.elementKindSectionHeader) == CGRect(x: 10, y: 50, width: 300, height: 30))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 10, y: 160, width: 150, height: 80))
        #expect(frame(collection, UICollectionView.elementKindSectionHeader, section: 1) == CGRect(x: 10, y: 264, width: 300, height: 30))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 160, y: 294, width: 150, height: 80))
        #expect(frame(collection, ShelfDataSource.globalFooter) == CGRect(x: 60, y: 374, width: 200, height: 40))
        #expect(collection.contentSize == CGSize(width: 320, height: 414))
        #expect(collection.visibleSupplementaryViews(ofKind: ShelfDataSource.globalHeader).count == 1)
        #expect(collection.visibleSupplementaryViews(ofKind: ShelfDataSource.globalFooter).isEmpty, "below the bounds")
    }

    @Test func aPinnedGlobalHeaderStaysInTheVisibleBounds() throws {
        let (collection, source) = makeShelves(counts: [3, 2], pinnedHeader: true)
        collection.layoutIfNeeded()
        _ = source
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        #expect(frame(collection, ShelfDataSource.globalHeader) == CGRect(x: 0, y: 100, width: 320, height: 50))
        let shown = try #require(collection.supplementaryView(forElementKind: ShelfDataSource.globalHeader, at: IndexPath(item: 0, section: 0)))
        #expect(shown.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
    }
}
