import XCTest

@testable import AutoLayout

/// `convert(_:to:)` and `convert(_:from:)` for points and rectangles.
final class ViewConversionTests: XCTestCase {
    private func assertPoint(_ p: Point, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-9, file: file, line: line)
    }

    /// The example of `convert(_:to:)`.
    func testPointsThroughFramesAndATransform() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let card = View(frame: Rect(x: 50, y: 50, width: 200, height: 100))
        let dot = View(frame: Rect(x: 10, y: 20, width: 4, height: 4))
        root.addSubview(card)
        card.addSubview(dot)
        assertPoint(dot.convert(Point(x: 2, y: 2), to: root), 62, 72)
        assertPoint(root.convert(Point(x: 62, y: 72), to: dot), 2, 2)
        assertPoint(dot.convert(Point(x: 62, y: 72), from: root), 2, 2)
        card.transform = Transform2D(scaleX: 2, y: 2)
        // UIKit: card's centre (150, 100) stays, distances from it double.
        assertPoint(dot.convert(Point(x: 0, y: 0), to: nil), -30, 40)
        assertPoint(dot.convert(Point(x: -30, y: 40), from: nil), 0, 0)
    }

    func testBetweenSiblingsAndCousins() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let left = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        let right = View(frame: Rect(x: 200, y: 30, width: 100, height: 100))
        let inner = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(inner)
        assertPoint(left.convert(Point(x: 0, y: 0), to: inner), 10 - 205, 10 - 35)
        XCTAssertEqual(inner.convert(Rect(x: 0, y: 0, width: 20, height: 20), to: left), Rect(x: 195, y: 25, width: 20, height: 20))
        XCTAssertEqual(left.convert(Rect(x: 195, y: 25, width: 20, height: 20), from: inner), Rect(x: 390, y: 50, width: 20, height: 20))
    }

    func testARotatedRectangleConvertsToItsBoundingBox() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: Rect(x: 50, y: 75, width: 100, height: 50))
        root.addSubview(box)
        box.transform = Transform2D(rotationAngle: .pi / 2)
        let r = box.convert(box.bounds, to: root)
        XCTAssertEqual(r.minX, 75, accuracy: 1e-9)
        XCTAssertEqual(r.minY, 50, accuracy: 1e-9)
        XCTAssertEqual(r.width, 50, accuracy: 1e-9)
        XCTAssertEqual(r.height, 100, accuracy: 1e-9)
        for (x, y) in zip(r.components, box.frame.components) { XCTAssertEqual(x, y, accuracy: 1e-9) }
    }

    func testASingularTransformDoesNotCrash() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(box)
        box.transform = Transform2D(scaleX: 0, y: 0)
        assertPoint(box.convert(Point(x: 0, y: 0), to: root), 100, 100)
        let p = root.convert(Point(x: 100, y: 100), to: box)
        XCTAssertTrue(p.x.isFinite && p.y.isFinite)
    }

    func testConversionFollowsConstraints() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        assertPoint(box.convert(Point.zero, to: root), 100, 100)
    }
}
