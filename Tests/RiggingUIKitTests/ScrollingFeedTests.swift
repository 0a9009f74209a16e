import AutoLayout
import Rigging
import RiggingUIKit
import Testing

/// `ScrollingFeed` and the fitting helpers (Layouts/) against UIKit's rules: constraints to the
/// content layout guide make the content size; the content offset moves the content without
/// changing its frames; `systemLayoutSizeFitting` with a required width gives the height the
/// content needs at that width; `sizeToFit` takes a subclass's `sizeThatFits`.
@MainActor
@Suite struct ScrollingFeedTests {
    @Test func theContentGuideMakesTheContentSize() {
        let feed = ScrollingFeed(rows: 10)
        feed.root.layoutIfNeeded()
        #expect(feed.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // Ten rows of 100 and nine gaps of 10.
        #expect(feed.scrollView.contentSize == CGSize(width: 375, height: 1090))
        #expect(feed.stack.frame == CGRect(x: 0, y: 0, width: 375, height: 1090))
        #expect(feed.root.viewWithTag(10)?.frame == CGRect(x: 0, y: 990, width: 375, height: 100))
    }

    @Test func theContentOffsetMovesTheContentOnScreen() throws {
        let feed = ScrollingFeed(rows: 10)
        feed.root.layoutIfNeeded()
        feed.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        feed.root.layoutIfNeeded()
        let fourth = try #require(feed.root.viewWithTag(4))
        #expect(fourth.frame == CGRect(x: 0, y: 330, width: 375, height: 100))
        #expect(fourth.convert(CGPoint.zero, to: feed.root) == CGPoint(x: 0, y: 30))
        #expect(feed.scrollView.bounds.origin == CGPoint(x: 0, y: 300))
    }

    @Test func aScrollAnimatesAsFrames() throws {
        let feed = ScrollingFeed(rows: 10)
        let loop = try LayoutRunLoop(root: feed.root)
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveLinear],
            animations: {
                feed.scrollView.contentOffset = CGPoint(x: 0, y: 400)
                feed.root.layoutIfNeeded()
            })
        try loop.run(until: 0.25)
        let first = try #require(feed.root.viewWithTag(1))
        #expect(abs(first.layoutView.convert(Point.zero, to: nil).y - -400) < 1e-9)
        #expect(feed.scrollView.contentOffset.y == 400)
    }

    @Test func fittingGivesTheHeightAtARequiredWidth() {
        let text = "Fitting sizes a cell's content view by its constraints at the table's width."
        let (content, label) = makeMessageContent(text: text)
        let size = content.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let reference = Label(name: "reference", text: text)
        reference.numberOfLines = 0
        let wrapped = reference.textSize(wrappingAt: 343)
        #expect(wrapped.height > reference.textSize(wrappingAt: nil).height)
        #expect(size == CGSize(width: 375, height: CGFloat(wrapped.height) + 32))
        // Compressed: the label on one line, the narrowest the constraints allow.
        let compressed = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed.height == CGFloat(reference.textSize(wrappingAt: nil).height) + 32)
        #expect(label.superview === content)
    }

    @Test func sizeToFitTakesTheOverride() {
        let pill = PillView(frame: CGRect(x: 10, y: 20, width: 300, height: 10))
        pill.sizeToFit()
        #expect(pill.frame == CGRect(x: 10, y: 20, width: 100, height: 44))
        let label = UILabel()
        label.text = "Hi"
        #expect(label.sizeThatFits(.zero) == label.intrinsicContentSize)
    }
}
