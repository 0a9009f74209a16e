import XCTest

@testable import AutoLayout

/// `View.transform` as UIKit documents it: layout sets bounds and centre, `frame` is the
/// transformed bounds' bounding box, constraints and alignment rectangles ignore the transform.
final class ViewTransformTests: XCTestCase {
    /// A 300 × 200 root with `box` pinned at (20, 20), 100 × 60.
    func pinnedBox() throws -> (root: View, box: View) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 60),
        ])
        return (root, box)
    }

    func assertClose(_ a: Rect, _ b: Rect, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.components, b.components) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
    }

    /// The doc comment's example of `View.transform`.
    func testDocExample() throws {
        let (root, box) = try pinnedBox()
        box.transform = Transform2D(scaleX: 0.5, y: 0.5)
        root.layoutIfNeeded()
        XCTAssertEqual("\(box.frame)", "(45 35; 50 30)")
        XCTAssertEqual("\(box.center)", "(70 50)")
        XCTAssertEqual("\(box.bounds)", "(0 0; 100 60)")
    }

    /// The process-wide count of transformed views that lets a tick skip the transform pass:
    /// it follows a view's transform to and from the identity, and the view's end.
    func testTheCountOfTransformedViewsFollowsTransformsAndDeinit() {
        let before = View.transformedViews.load(ordering: .relaxed)
        var view: View? = View(name: "v")
        view?.transform = Transform2D(scaleX: 2, y: 2)
        view?.transform = Transform2D(rotationAngle: 1)
        XCTAssertEqual(View.transformedViews.load(ordering: .relaxed), before + 1)
        XCTAssertFalse(View.noViewIsTransformed)
        view?.transform = .identity
        XCTAssertEqual(View.transformedViews.load(ordering: .relaxed), before)
        view?.transform = Transform2D(translationX: 1, y: 0)
        XCTAssertEqual(View.transformedViews.load(ordering: .relaxed), before + 1)
        view = nil
        XCTAssertEqual(View.transformedViews.load(ordering: .relaxed), before)
    }

    func testScaleIsAboutTheCentre() throws {
        let (root, box) = try pinnedBox()
        box.transform = Transform2D(scaleX: 2, y: 0.5)
        root.layoutIfNeeded()
        // Centre (70, 50): 200 × 30 about it.
        XCTAssertEqual(box.frame, Rect(x: -30, y: 35, width: 200, height: 30))
        XCTAssertEqual(box.center, Point(x: 70, y: 50))
    }

    func testRotationBy45DegreesGivesTheBoundingBox() throws {
        let (root, box) = try pinnedBox()
        box.transform = Transform2D(rotationAngle: .pi / 4)
        root.layoutIfNeeded()
        // (100 + 60) / 2 · cos 45° = 56.569 either side of the centre (70, 50).
        let half = 80 * 0.5.squareRoot()
        assertClose(box.frame, Rect(x: 70 - half, y: 50 - half, width: 2 * half, height: 2 * half))
        XCTAssertEqual(box.bounds, Rect(x: 0, y: 0, width: 100, height: 60))
    }

    func testTranslationMovesTheFrameNotTheCentre() throws {
        let (root, box) = try pinnedBox()
        box.transform = Transform2D(translationX: 15, y: -5)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 35, y: 15, width: 100, height: 60))
        XCTAssertEqual(box.center, Point(x: 70, y: 50))
    }

    func testCompositionAppliesInOrder() throws {
        let (root, box) = try pinnedBox()
        // Scale by 0.5, then move 10 right: 50 × 30 centred on (80, 50).
        box.transform = Transform2D(scaleX: 0.5, y: 0.5).concatenating(Transform2D(translationX: 10, y: 0))
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 55, y: 35, width: 50, height: 30))
        // Move 10 right, then scale by 0.5 about the centre: the move halves too.
        box.transform = Transform2D(translationX: 10, y: 0).concatenating(Transform2D(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(box.frame, Rect(x: 50, y: 35, width: 50, height: 30))
    }

    /// objc.io's example: a scale keeps a centred view's centre; a leading-pinned view's
    /// leading edge moves; the constraints and alignment rectangles do not change.
    func testConstraintsIgnoreTheTransform() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 300))
        let centered = View(name: "centered")
        let pinned = View(name: "pinned")
        let follower = View(name: "follower")
        for v in [centered, pinned, follower] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        try LayoutConstraint.activate([
            centered.centerXAnchor.constraint(equalTo: root.centerXAnchor), centered.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            centered.widthAnchor.constraint(equalToConstant: 100), centered.heightAnchor.constraint(equalToConstant: 100),
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 160),
            pinned.widthAnchor.constraint(equalToConstant: 100), pinned.heightAnchor.constraint(equalToConstant: 100),
            // A view placed against the pinned one's trailing edge follows its untransformed frame.
            follower.leadingAnchor.constraint(equalTo: pinned.trailingAnchor, constant: 8), follower.topAnchor.constraint(equalTo: pinned.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        centered.transform = Transform2D(scaleX: 0.5, y: 0.5)
        pinned.transform = Transform2D(scaleX: 0.5, y: 0.5)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(centered.frame, Rect(x: 135, y: 65, width: 50, height: 50))
        XCTAssertEqual(centered.center, Point(x: 160, y: 90))
        XCTAssertEqual(pinned.frame, Rect(x: 45, y: 185, width: 50, height: 50))
        XCTAssertEqual(pinned.alignmentRect, Rect(x: 20, y: 160, width: 100, height: 100))
        XCTAssertEqual(pinned.frameInRoot, Rect(x: 20, y: 160, width: 100, height: 100))
        XCTAssertEqual(follower.frame, Rect(x: 128, y: 160, width: 10, height: 10))
        XCTAssertFalse(pinned.hasAmbiguousLayout)
    }

    /// UIKit leaves setting `frame` on a transformed view undefined; here it sets the
    /// untransformed frame (bounds size and centre) and the transform applies on top.
    func testSettingTheFrameOfATransformedView() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let box = View(name: "box", frame: Rect(x: 10, y: 10, width: 40, height: 40))
        root.addSubview(box)
        box.transform = Transform2D(scaleX: 2, y: 2)
        box.frame = Rect(x: 100, y: 100, width: 20, height: 10)
        XCTAssertEqual(box.center, Point(x: 110, y: 105))
        XCTAssertEqual(box.bounds.size, Size(width: 20, height: 10))
        XCTAssertEqual(box.frame, Rect(x: 90, y: 95, width: 40, height: 20))
        box.center = Point(x: 50, y: 50)
        XCTAssertEqual(box.frame, Rect(x: 30, y: 40, width: 40, height: 20))
    }

    /// A subview shows through its superview's transform: `transformInRoot` composes them, each
    /// about its own centre.
    func testAncestorsTransformsReachDescendants() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let card = View(name: "card", frame: Rect(x: 100, y: 50, width: 100, height: 100))
        let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(card)
        card.addSubview(badge)
        card.transform = Transform2D(scaleX: 0.5, y: 0.5)
        // The card's centre (150, 100) stays; the badge's corner (100, 50) moves half-way to it.
        XCTAssertEqual(badge.frame, Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(badge.frameInRoot, Rect(x: 100, y: 50, width: 20, height: 20))
        XCTAssertEqual(badge.transformedFrameInRoot, Rect(x: 125, y: 75, width: 10, height: 10))
        badge.transform = Transform2D(scaleX: 2, y: 2)
        // Scale 2 about (110, 60): (90, 40, 40, 40); then 0.5 about (150, 100): (120, 70, 20, 20).
        XCTAssertEqual(badge.transformedFrameInRoot, Rect(x: 120, y: 70, width: 20, height: 20))
        XCTAssertEqual(root.transformInRoot, .identity)
    }

    func testSafeAreaAndMarginsIgnoreTheTransform() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.systemSafeAreaInsets = EdgeInsets(top: 44)
        let header = View(name: "header", frame: Rect(x: 0, y: 20, width: 320, height: 60))
        root.addSubview(header)
        header.transform = Transform2D(scaleX: 0.5, y: 0.5)
        XCTAssertEqual("\(header.safeAreaInsets)", "{24, 0, 0, 0}")
    }
}
