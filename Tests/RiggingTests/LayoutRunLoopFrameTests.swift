import AutoLayout
import XCTest

@testable import Rigging

/// A frame set directly in an animation block animates, as UIKit's frame setter does inside
/// `UIView.animate`: the shown frame moves along the block's curve with the view's subviews, and
/// the model frame changes at once.
final class LayoutRunLoopFrameTests: XCTestCase {
    /// A root with a box (autoresizing, as views made with a frame are) holding a badge.
    private func movingBox() throws -> (View, View, View, LayoutRunLoop) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let box = View(name: "box", frame: Rect(x: 10, y: 10, width: 0, height: 50))
        let badge = View(name: "badge", frame: Rect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(box)
        box.addSubview(badge)
        return (root, box, badge, try LayoutRunLoop(root: root))
    }

    func testAFrameSetInABlockAnimatesWithItsSubviews() throws {
        let (_, box, badge, loop) = try movingBox()
        try loop.animate(withDuration: 0.2, options: .curveLinear) {
            box.frame = Rect(x: 110, y: 10, width: 100, height: 50)
        }
        XCTAssertEqual(box.frame, Rect(x: 110, y: 10, width: 100, height: 50))
        XCTAssertEqual(box.presentationFrame, Rect(x: 10, y: 10, width: 0, height: 50))
        try loop.run(until: 0.1)
        XCTAssertEqual(box.presentationFrame.minX, 60, accuracy: 1e-9)
        XCTAssertEqual(box.presentationFrame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(loop.shownFrames[2].minX, 65, accuracy: 1e-9, "the badge moves with its superview")
        try loop.run(until: 0.2)
        XCTAssertEqual(box.presentationFrame, Rect(x: 110, y: 10, width: 100, height: 50))
        XCTAssertEqual(loop.shownFrames[2], Rect(x: 115, y: 15, width: 10, height: 10))
        XCTAssertEqual(badge.frame, Rect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertFalse(loop.isAnimatingLayout)
    }

    func testAFrameSetOutsideABlockShowsAtTheNextTick() throws {
        let (_, box, _, loop) = try movingBox()
        box.frame = Rect(x: 110, y: 10, width: 100, height: 50)
        try loop.run(until: loop.time + 1.0 / 60)
        XCTAssertEqual(box.presentationFrame, Rect(x: 110, y: 10, width: 100, height: 50))
        XCTAssertFalse(loop.isAnimatingLayout)
    }

    func testUnchangedFramesStayExactWhenARootIsResizedDirectly() throws {
        let (root, box, _, loop) = try movingBox()
        let before = loop.shownFrames
        try loop.animate(withDuration: 0.2, options: .curveLinear) {
            root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        }
        XCTAssertEqual(box.presentationFrame, before[1])
        try loop.run(until: 0.2)
        XCTAssertEqual(loop.shownFrames[0], Rect(x: 0, y: 0, width: 400, height: 300))
    }
}
