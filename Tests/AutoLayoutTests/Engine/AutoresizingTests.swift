import XCTest

@testable import AutoLayout

/// Autoresizing masks as UIKit applies them: on every size change of the superview, from the
/// superview size the subview's frame was given or laid out against.
final class AutoresizingTests: XCTestCase {
    func testFlexibleSizeInAZeroSizeRootGrowsWithIt() {
        let root = View(name: "root")
        let fill = View(name: "fill")
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(fill)
        root.layoutIfNeeded()
        assertFrame(fill, 0, 0, 0, 0)
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        assertFrame(fill, 0, 0, 320, 480)
        root.frame = Rect(x: 0, y: 0, width: 480, height: 320)
        root.layoutIfNeeded()
        assertFrame(fill, 0, 0, 480, 320)
    }

    func testAZeroSizeRootResizedBeforeItsFirstLayout() {
        let root = View(name: "root")
        let fill = View(name: "fill", frame: Rect(x: 10, y: 20, width: 30, height: 40))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinned = View(name: "pinned", frame: Rect(x: 10, y: 20, width: 30, height: 40))
        pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        root.addSubview(fill)
        root.addSubview(pinned)
        // The frames were given against a zero-size root: fixed margins of 10 and -40 across, 20
        // and -60 down; the root's resize moves them by its whole difference.
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        assertFrame(fill, 10, 20, 350, 520)
        assertFrame(pinned, 330, 500, 30, 40)
    }

    func testAResizeAndAnIntrinsicChangeInOneTurnKeepTheMargins() {
        final class Sized: View {
            var size = Size(width: 20, height: 20)
            override var intrinsicContentSize: Size { size }
        }
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let bar = Sized(name: "bar", frame: Rect(x: 10, y: 10, width: 80, height: 20))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(bar)
        root.layoutIfNeeded()
        assertFrame(bar, 10, 10, 80, 20)
        root.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        bar.size = Size(width: 30, height: 20)
        bar.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        assertFrame(bar, 10, 10, 280, 20)
    }

    func testASubviewAddedToAResizedRootBeforeLayoutKeepsItsMarginsFromTheAdd() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let bar = View(name: "bar", frame: Rect(x: 0, y: 90, width: 100, height: 10))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(bar)
        root.frame = Rect(x: 0, y: 0, width: 200, height: 300)
        root.layoutIfNeeded()
        assertFrame(bar, 0, 290, 200, 10)
    }

    func testProportionalPortionsOfAZeroSizeSuperviewShareTheDifferenceEvenly() {
        let root = View(name: "root")
        let half = View(name: "half")
        half.autoresizingMask = [.flexibleWidth, .flexibleRightMargin, .flexibleHeight, .flexibleTopMargin]
        let third = View(name: "third")
        third.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        root.addSubview(half)
        root.addSubview(third)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 300, height: 200)
        root.layoutIfNeeded()
        assertFrame(half, 0, 100, 150, 100)
        assertFrame(third, 100, 0, 100, 0)
        // From there on the portions are proportional to the frame laid out against 300 x 200.
        root.frame = Rect(x: 0, y: 0, width: 600, height: 400)
        root.layoutIfNeeded()
        assertFrame(half, 0, 200, 300, 200)
        assertFrame(third, 200, 0, 200, 0)
    }

    func testProportionalSizeWithAFixedMarginKeepsTheMargin() {
        // UIKit distributes the difference between the width and the right margin in proportion
        // to them (the fixed left margin takes none of it).
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let box = View(name: "box", frame: Rect(x: 20, y: 0, width: 40, height: 10))
        box.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        root.addSubview(box)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 180, height: 100)
        root.layoutIfNeeded()
        // Width 40 and right margin 40 share 80 points: 40 each.
        assertFrame(box, 20, 0, 80, 10)
    }
}
