import AutoLayout
import Motion
import XCTest

@testable import Rigging

/// Transforms on the run loop: constraint-driven (`animateTransform(of:to:curve:)`) and CA-style
/// (`animate(withDuration:)` around a transform change), one engine for both.
final class LayoutRunLoopTransformTests: XCTestCase {
    func tree() -> (root: View, box: View) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let box = View(name: "box", frame: Rect(x: 100, y: 50, width: 100, height: 100))
        root.addSubview(box)
        return (root, box)
    }

    /// The doc comment's example of `animateTransform(of:to:curve:)`.
    func testAnimateTransformDocExample() throws {
        let (root, box) = tree()
        let loop = try LayoutRunLoop(root: root)
        try loop.animateTransform(of: box, to: Transform2D(scaleX: 0.5, y: 0.5), curve: .timed(.linear, duration: 1))
        try loop.run(until: 0.5)
        XCTAssertEqual(box.transform, Transform2D(scaleX: 0.75, y: 0.75))
        XCTAssertEqual("\(box.frame)", "(112.5 62.5; 75 75)")
        try loop.run(until: 1)
        XCTAssertEqual(box.transform, Transform2D(scaleX: 0.5, y: 0.5))
        XCTAssertTrue(loop.transformBindings.isEmpty, "a finished animation is dropped")
    }

    func testANonFiniteTransformIsRefused() throws {
        let (root, box) = tree()
        let loop = try LayoutRunLoop(root: root)
        XCTAssertThrowsError(try loop.animateTransform(of: box, to: Transform2D(scaleX: .nan, y: 1))) { error in
            guard case .motion(.invalidTarget(let value))? = error as? LayoutAnimationError else { return XCTFail("\(error)") }
            XCTAssertTrue(value.isNaN)
        }
        XCTAssertTrue(loop.transformBindings.isEmpty)
    }

    /// Inside `animate(withDuration:)` the model transform changes at once and the shown one
    /// moves by its components along the curve, as Core Animation animates `transform`.
    func testCAStyleTransformAnimation() throws {
        let (root, box) = tree()
        let loop = try LayoutRunLoop(root: root)
        try loop.animate(withDuration: 1, options: .curveLinear) {
            box.transform = Transform2D(rotationAngle: .pi / 2)
        }
        XCTAssertEqual(box.transform, Transform2D(rotationAngle: .pi / 2))
        XCTAssertEqual(box.presentationTransform, .identity)
        try loop.run(until: 0.5)
        for (x, y) in zip(box.presentationTransform.components, Transform2D(rotationAngle: .pi / 4).components) {
            XCTAssertEqual(x, y, accuracy: 1e-9)
        }
        // The shown frame is the bounding box of the shown rotation: 100 · √2 wide about (150, 100).
        XCTAssertEqual(box.presentationFrame.width, 100 * 2.0.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(box.presentationFrame.midX, 150, accuracy: 1e-9)
        try loop.run(until: 1)
        XCTAssertFalse(loop.isAnimatingLayout)
        XCTAssertEqual(box.presentationTransform, box.transform)
    }

    /// A property animator scrubs a transform as it scrubs frames (`UIViewPropertyAnimator`).
    func testAPropertyAnimatorScrubsATransform() throws {
        let (root, box) = tree()
        let loop = try LayoutRunLoop(root: root)
        let animator = try LayoutPropertyAnimator(duration: 1, curve: .timing(.linear), loop: loop) {
            box.transform = Transform2D(translationX: 100, y: 0)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        XCTAssertEqual(box.presentationTransform.tx, 25, accuracy: 1e-9)
        XCTAssertEqual(box.presentationFrame.minX, 125, accuracy: 1e-9)
        animator.startAnimation()
        try loop.run(until: 1)
        XCTAssertEqual(box.presentationTransform, Transform2D(translationX: 100, y: 0))
    }

    /// An additive animation that interrupts another adds its change on top, component-wise.
    func testAdditiveTransformAnimationsAdd() throws {
        let (root, box) = tree()
        let loop = try LayoutRunLoop(root: root)
        try loop.animate(withDuration: 1, options: .curveLinear) { box.transform = Transform2D(scaleX: 0.5, y: 0.5) }
        try loop.run(until: 0.5)
        try loop.animate(withDuration: 1, options: .curveLinear) { box.transform = Transform2D(scaleX: 2, y: 2) }
        // Shown at 0.5 s: the model 2, plus half of the first change (1 - 0.5) and all of the second (0.5 - 2): 0.75.
        try loop.run(until: 0.5)
        XCTAssertEqual(box.presentationTransform.a, 0.75, accuracy: 1e-9)
        try loop.run(until: 1.0)
        // 2 + (1 - 0.5)·0 + (0.5 - 2)·0.5 = 1.25.
        XCTAssertEqual(box.presentationTransform.a, 1.25, accuracy: 1e-9)
    }

    /// A subview's shown transform includes its superview's: the frames carry root transforms.
    func testFramesCarryAncestorsTransforms() throws {
        let (root, box) = tree()
        let child = View(name: "child", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        box.addSubview(child)
        box.transform = Transform2D(scaleX: 0.5, y: 0.5)
        let loop = try LayoutRunLoop(root: root)
        let frame = loop.step()
        // child's centre (105, 55) moves half-way to box's centre (150, 100).
        XCTAssertEqual(frame.transforms[2], Transform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: 22.5, ty: 22.5))
        XCTAssertEqual(frame.views[2].shownBounds(frame.transforms[2]), Rect(x: 125, y: 75, width: 5, height: 5))
    }
}
