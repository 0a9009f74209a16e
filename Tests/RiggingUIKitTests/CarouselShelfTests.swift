import RiggingUIKit
import Testing

/// `CarouselShelf` (Layouts/): an orthogonally scrolling section scrolled by
/// `scrollToItem(at:at:animated:)` comes to rest as its behaviour pages (Apple's documented
/// behaviours: `.continuous` anywhere, `.paging` a visible width at a time, `.groupPaging` at a
/// group's leading edge, `.groupPagingCentered` with a group centred, the first at rest), within
/// its content; the items move with the section's offset and the visible-items handler sees
/// the items the visible width meets and the offset. The groups start at 10, 220, 430, ...; the
/// content ends at 1270 and 320 points show.
@MainActor
@Suite struct CarouselShelfTests {
    @Test func continuousScrollsToTheItem() throws {
        let shelf = CarouselShelf(behavior: .continuous)
        shelf.collection.layoutIfNeeded()
        #expect(shelf.frame(2) == CGRect(x: 430, y: 0, width: 200, height: 100))
        #expect(shelf.handlerCalls.last?.offset == CGPoint(x: 0, y: 0))
        shelf.collection.scrollToItem(at: IndexPath(item: 2, section: 0), at: .left, animated: false)
        #expect(shelf.frame(2) == CGRect(x: 10, y: 0, width: 200, height: 100), "at the leading inset")
        #expect(shelf.frame(3) == CGRect(x: 220, y: 0, width: 200, height: 100))
        #expect(shelf.collection.contentOffset == .zero, "the collection itself does not scroll")
        let last = try #require(shelf.handlerCalls.last)
        #expect(last.offset == CGPoint(x: 420, y: 0))
        #expect(last.items == [2, 3])
        let cell = try #require(shelf.collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame == CGRect(x: 10, y: 0, width: 200, height: 100))
    }

    @Test func pagingRestsAtMultiplesOfTheVisibleWidth() {
        let shelf = CarouselShelf(behavior: .paging)
        shelf.collection.layoutIfNeeded()
        shelf.collection.scrollToItem(at: IndexPath(item: 2, section: 0), at: .left, animated: false)
        #expect(shelf.handlerCalls.last?.offset == CGPoint(x: 320, y: 0))
        #expect(shelf.frame(2)?.minX == 110)
        shelf.collection.scrollToItem(at: IndexPath(item: 5, section: 0), at: .left, animated: false)
        #expect(shelf.handlerCalls.last?.offset == CGPoint(x: 950, y: 0), "the last page ends with the content")
        #expect(shelf.frame(5)?.maxX == 310)
    }

    @Test func groupPagingRestsAtAGroupsLeadingEdge() {
        let shelf = CarouselShelf(behavior: .groupPaging)
        shelf.collection.layoutIfNeeded()
        shelf.collection.scrollToItem(at: IndexPath(item: 2, section: 0), at: .centeredHorizontally, animated: false)
        #expect(shelf.handlerCalls.last?.offset == CGPoint(x: 420, y: 0))
        #expect(shelf.frame(2)?.minX == 10)
    }

    @Test func groupPagingCenteredCentresTheGroups() {
        let shelf = CarouselShelf(behavior: .groupPagingCentered)
        shelf.collection.layoutIfNeeded()
        #expect(shelf.frame(0) == CGRect(x: 60, y: 0, width: 200, height: 100), "the first group centred at rest")
        #expect(shelf.handlerCalls.last?.offset == CGPoint(x: -50, y: 0))
        shelf.collection.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: false)
        #expect(shelf.frame(3) == CGRect(x: 60, y: 0, width: 200, height: 100))
        #expect(shelf.handlerCalls.last?.offset == CGPoint(x: 580, y: 0))
    }
}
