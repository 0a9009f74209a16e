import Rigging
import RiggingUIKit
import Testing

/// `TaggedRows` (Layouts/) against UIKit's rules: `viewWithTag` searches depth-first from the
/// receiver; `convert` maps through every superview's frame; z-order calls reorder `subviews`
/// without touching frames; `alpha` animates in an animation block and changes no frame.
@MainActor
@Suite struct TaggedRowsTests {
    @Test func rowsAreFoundByTagAndConvertToTheRoot() throws {
        let screen = TaggedRows(count: 3)
        screen.root.layoutIfNeeded()
        let third = try #require(screen.root.viewWithTag(102))
        #expect(third.frame == CGRect(x: 10, y: 110, width: 260, height: 40))
        #expect(third.superview === screen.card)
        #expect(screen.card.viewWithTag(7) == nil)
        // 20 + 10, 100 + 110.
        #expect(third.convert(CGPoint(x: 0, y: 0), to: screen.root) == CGPoint(x: 30, y: 210))
        #expect(screen.root.convert(CGRect(x: 30, y: 210, width: 5, height: 5), to: third) == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(third.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 31, y: 211))
    }

    @Test func zOrderCallsReorderSubviewsOnly() {
        let screen = TaggedRows(count: 2)
        screen.root.layoutIfNeeded()
        let rows = screen.card.subviews
        #expect(rows.first === screen.overlay)
        screen.card.bringSubviewToFront(screen.overlay)
        #expect(screen.card.subviews.last === screen.overlay)
        screen.card.sendSubviewToBack(screen.overlay)
        #expect(screen.card.subviews.first === screen.overlay)
        screen.card.exchangeSubview(at: 1, withSubviewAt: 2)
        #expect(screen.card.subviews[1].tag == 101)
        screen.root.layoutIfNeeded()
        #expect(screen.card.viewWithTag(101)?.frame.minY == 60)
    }

    @Test func theOverlayFadesOnTheLoop() throws {
        let screen = TaggedRows(count: 1)
        let loop = try LayoutRunLoop(root: screen.root)
        screen.fadeOutOverlay()
        #expect(screen.overlay.alpha == 0)
        #expect(screen.overlay.layoutView.presentationAlpha == 1)
        try loop.run(until: 0.1)
        #expect(abs(screen.overlay.layoutView.presentationAlpha - 0.5) < 1e-9)
        try loop.run(until: 0.2)
        #expect(screen.overlay.layoutView.presentationAlpha == 0)
        #expect(screen.overlay.frame == CGRect(x: 0, y: 0, width: 280, height: 300))
    }

    @Test func unnamedViewsAreNamedByIdentifierOrClassAndPlace() {
        let screen = TaggedRows(count: 1)
        #expect(screen.card.layoutView.name == "card")
        #expect(screen.overlay.layoutView.name == "UIView[0.0]")
        let label = UILabel()
        screen.card.addSubview(label)
        #expect(label.layoutView.name == "UILabel[0.2]")
    }

    @Test func constraintsGiveTheirAnchors() throws {
        let screen = TaggedRows(count: 1)
        let row = try #require(screen.root.viewWithTag(100))
        let height = try #require(row.constraints.first { $0.firstAttribute == .height })
        #expect(height.firstAnchor == row.heightAnchor)
        #expect(height.secondAnchor == nil)
        let top = try #require(screen.card.constraints.first { $0.firstAttribute == .top })
        #expect(top.firstAnchor == row.topAnchor)
        #expect(try #require(top.secondAnchor) == screen.card.topAnchor)
    }

    @Test func keyframesRunInTheirSharesOfTheDuration() throws {
        let screen = TaggedRows(count: 1)
        let loop = try LayoutRunLoop(root: screen.root)
        screen.blinkOverlay()
        try loop.run(until: 0.25)
        #expect(abs(screen.overlay.layoutView.presentationAlpha - 0.75) < 1e-9)
        try loop.run(until: 0.75)
        #expect(abs(screen.overlay.layoutView.presentationAlpha - 0.25) < 1e-9)
        try loop.run(until: 1)
        #expect(screen.overlay.layoutView.presentationAlpha == 0)
    }

    @Test func changesWithoutAnimationShowAtOnceInsideABlock() throws {
        let screen = TaggedRows(count: 1)
        let loop = try LayoutRunLoop(root: screen.root)
        screen.moveCardAndJumpOverlay()
        try loop.run(until: 0.2)
        #expect(screen.overlay.layoutView.presentationFrame.minX == 50)
        #expect(abs(screen.card.layoutView.presentationFrame.minY - 120) < 1e-9)
    }

    @Test func theReadableGuideIsAColumnInTheMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 176, y: 0, width: 672, height: 10))
    }
}
