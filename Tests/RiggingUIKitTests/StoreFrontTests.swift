import RiggingUIKit
import Testing

/// `StoreViewController` (Layouts/StoreFront.swift) against UIKit's rules for compositional
/// layouts: a `count` group shares its width out equally, items' content insets shrink their
/// frames, fractions are of the section's width less its content insets, a section's header
/// sits above its top inset and follows its side insets (`supplementariesFollowContentInsets`),
/// an orthogonal section lays its groups out in one line, estimated heights take the content's
/// fitting height, sections are `interSectionSpacing` apart, the section provider sees the
/// container's width, pinned headers keep to the visible top within their section. Label
/// heights are measured with probes, so the figures do not depend on the text model's widths.
@MainActor
@Suite struct StoreFrontTests {
    /// A 400 x 800 screen of the controller, laid out.
    func screen(width: CGFloat = 400) -> StoreViewController {
        let controller = StoreViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: width, height: 800)
        controller.view.layoutIfNeeded()
        return controller
    }

    /// The height of a label of `text` in `font` wrapping at `width`.
    func height(_ text: String, font: UIFont = .systemFont(ofSize: 17), width: CGFloat = 1000) -> CGFloat {
        let probe = UILabel()
        probe.font = font
        probe.numberOfLines = 0
        probe.preferredMaxLayoutWidth = width
        probe.text = text
        return probe.intrinsicContentSize.height
    }

    func frame(_ collection: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func headerFrame(_ collection: UICollectionView, _ section: Int) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func gridSectionSharesTheWidthInsideItsInsets() throws {
        let store = screen()
        let collection = store.collectionView
        let header = height("Photos", font: .boldSystemFont(ofSize: 17)) + 16
        #expect(headerFrame(collection, 0) == CGRect(x: 20, y: 0, width: 360, height: header))
        // Four columns of (400 - 20 - 20) / 4 = 90, each frame 2 points inside its place.
        let top = header + 10
        #expect((0..<6).compactMap { frame(collection, $0, 0)?.minX } == [22, 112, 202, 292, 22, 112])
        #expect((0..<6).compactMap { frame(collection, $0, 0)?.minY } == [top + 2, top + 2, top + 2, top + 2, top + 110, top + 110])
        #expect(frame(collection, 0, 0)?.size == CGSize(width: 86, height: 96))
        let shown = try #require(
            collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleHeaderView)
        #expect(shown.title.text == "Photos" && shown.reuseIdentifier == "title")
        #expect(shown.title.frame.minY == 8)
        #expect(store.environmentWidths.allSatisfy { $0 == 400 })
    }

    @Test func featuredSectionRunsSideways() {
        let collection = screen().collectionView
        let header = height("Photos", font: .boldSystemFont(ofSize: 17)) + 16
        // The photos section ends after its two rows, 8 apart, and its 10-point insets.
        let featuredTop = header + 10 + 100 + 8 + 100 + 10 + 24
        #expect(headerFrame(collection, 1) == CGRect(x: 16, y: featuredTop, width: 368, height: header))
        let frames = (0..<5).compactMap { frame(collection, $0, 1) }
        #expect(frames.map(\.minX) == [16, 176, 336, 496, 656])
        #expect(frames.allSatisfy { $0.minY == featuredTop + header && $0.size == CGSize(width: 150, height: 120) })
        // Only the groups the bounds meet have cells.
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item) == [0, 1, 2])
    }

    @Test func notesSectionSizesItsRows() throws {
        let store = screen()
        let collection = store.collectionView
        let header = height("Photos", font: .boldSystemFont(ofSize: 17)) + 16
        let notesTop = header + 228 + 24 + header + 120 + 24
        #expect(headerFrame(collection, 2) == CGRect(x: 0, y: notesTop, width: 400, height: header))
        let rows = store.notes.map { height($0, width: 368) + 22 }
        #expect(rows[1] > rows[0])
        let frames = (0..<3).compactMap { frame(collection, $0, 2) }
        #expect(frames.map(\.height) == rows)
        #expect(frames.map(\.minY) == [notesTop + header, notesTop + header + rows[0], notesTop + header + rows[0] + rows[1]])
        #expect(frames.allSatisfy { $0.minX == 0 && $0.width == 400 })
        #expect(collection.contentSize == CGSize(width: 400, height: notesTop + header + rows.reduce(0, +)))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 2)) as? RowCell)
        #expect(cell.text.frame == CGRect(x: 16, y: 11, width: 368, height: rows[1] - 22))
    }

    @Test func providerSeesTheContainerWidth() {
        let store = screen(width: 700)
        // Six columns of (700 - 40) / 6 = 110 at 700 points of width.
        #expect((0..<6).compactMap { frame(store.collectionView, $0, 0)?.minX } == [22, 132, 242, 352, 462, 572])
        #expect(store.environmentWidths.last == 700)
    }

    @Test func pinnedHeadersStayWithinTheirSection() {
        let collection = screen().collectionView
        let header = height("Photos", font: .boldSystemFont(ofSize: 17)) + 16
        collection.contentOffset = CGPoint(x: 0, y: 50)
        collection.layoutIfNeeded()
        #expect(headerFrame(collection, 0)?.minY == 50)
        #expect(
            collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY
                == 50)
        // Near the section's end the header is pushed up with it.
        collection.contentOffset = CGPoint(x: 0, y: 240)
        collection.layoutIfNeeded()
        #expect(headerFrame(collection, 0)?.minY == 228)
        #expect(headerFrame(collection, 1)?.minY == header + 252)
    }
}
