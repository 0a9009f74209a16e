import Foundation
import XCTest

@testable import AutoLayout

/// `Transform2D` against `CGAffineTransform`'s documented arithmetic, worked by hand.
final class Transform2DTests: XCTestCase {
    func assertClose(_ a: Transform2D, _ b: Transform2D, accuracy: Double = 1e-12, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.components, b.components) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
    }

    func assertClose(_ a: Rect, _ b: Rect, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.components, b.components) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
    }

    /// The doc comment's example.
    func testDocExample() {
        let t = Transform2D(scale: Size(width: 0.5, height: 0.5), rotation: 0, translation: Point(x: 10, y: 0))
        XCTAssertEqual(t, Transform2D(scaleX: 0.5, y: 0.5).concatenating(Transform2D(translationX: 10, y: 0)))
        XCTAssertEqual("\(t.apply(to: Point(x: 100, y: 40)))", "(60 20)")
    }

    func testConcatenationAppliesSelfFirst() {
        let scale = Transform2D(scaleX: 2, y: 3)
        let move = Transform2D(translationX: 10, y: 20)
        // Scale, then move: (1, 1) -> (2, 3) -> (12, 23). Move, then scale: (11, 21) -> (22, 63).
        XCTAssertEqual(scale.concatenating(move).apply(to: Point(x: 1, y: 1)), Point(x: 12, y: 23))
        XCTAssertEqual(move.concatenating(scale).apply(to: Point(x: 1, y: 1)), Point(x: 22, y: 63))
        // Core Graphics' scaledBy/translatedBy put the new step first.
        XCTAssertEqual(move.scaledBy(x: 2, y: 3), scale.concatenating(move))
        XCTAssertEqual(scale.translatedBy(x: 10, y: 20), move.concatenating(scale))
        XCTAssertEqual(Transform2D.identity.rotated(by: 0.3), Transform2D(rotationAngle: 0.3))
    }

    func testRotationTurnsClockwiseOnScreen() {
        // y grows downward: a quarter turn takes the x axis to the y axis (down the screen).
        let p = Transform2D(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-15)
        XCTAssertEqual(p.y, 1, accuracy: 1e-15)
    }

    func testSceneFormIsScaleThenRotateThenTranslate() {
        let t = Transform2D(scale: Size(width: 2, height: 1), rotation: .pi / 2, translation: Point(x: 5, y: 0))
        // (1, 0) -> (2, 0) -> (0, 2) -> (5, 2).
        let p = t.apply(to: Point(x: 1, y: 0))
        XCTAssertEqual(p.x, 5, accuracy: 1e-12)
        XCTAssertEqual(p.y, 2, accuracy: 1e-12)
        assertClose(t, Transform2D(translationX: 5, y: 0).rotated(by: .pi / 2).scaledBy(x: 2, y: 1))
    }

    func testInverse() throws {
        let t = Transform2D(scale: Size(width: 2, height: 0.5), rotation: 0.7, translation: Point(x: 3, y: -4))
        assertClose(t.concatenating(try XCTUnwrap(t.inverted())), .identity)
        XCTAssertNil(Transform2D(scaleX: 0, y: 1).inverted())
    }

    /// `CGRect.applying`: the bounding box of the transformed corners.
    func testRectBoundingBoxOfA45DegreeRotation() {
        let box = Transform2D(rotationAngle: .pi / 4).about(Point(x: 50, y: 25)).apply(to: Rect(x: 0, y: 0, width: 100, height: 50))
        // Half-diagonals (100 + 50) / 2 * cos 45° = 53.033 either side of the centre.
        let half = 150 / 2 * 0.5.squareRoot()
        assertClose(box, Rect(x: 50 - half, y: 25 - half, width: 2 * half, height: 2 * half))
    }

    func testDecompositionRoundTrips() {
        for t in [
            Transform2D(scale: Size(width: 2, height: 0.5), rotation: 0.7, translation: Point(x: 3, y: -4)),
            Transform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0), Transform2D(scaleX: -1, y: 1),
            Transform2D(rotationAngle: -2.5),
        ] {
            assertClose(Transform2D(t.decomposed), t)
        }
        let c = Transform2D(scale: Size(width: 2, height: 0.5), rotation: 0.7).decomposed
        XCTAssertEqual(c.scaleX, 2, accuracy: 1e-12)
        XCTAssertEqual(c.scaleY, 0.5, accuracy: 1e-12)
        XCTAssertEqual(c.rotation, 0.7, accuracy: 1e-12)
        XCTAssertEqual(c.shear, 0, accuracy: 1e-12)
    }

    /// Core Animation interpolates a transform by its components: half-way through a quarter
    /// turn is an eighth of a turn at full size (a matrix mix would shrink it to 0.707).
    func testInterpolationMovesComponents() {
        let half = Transform2D.identity.interpolated(to: Transform2D(rotationAngle: .pi / 2), progress: 0.5)
        assertClose(half, Transform2D(rotationAngle: .pi / 4))
        let scale = Transform2D(scaleX: 1, y: 1).interpolated(to: Transform2D(scaleX: 0.5, y: 0.5), progress: 0.25)
        assertClose(scale, Transform2D(scaleX: 0.875, y: 0.875))
        // The shorter way round: from 170° to -170° passes 180°, not 0°.
        let wrap = Transform2D(rotationAngle: 170 * .pi / 180).interpolated(to: Transform2D(rotationAngle: -170 * .pi / 180), progress: 0.5)
        assertClose(wrap, Transform2D(rotationAngle: .pi), accuracy: 1e-12)
        XCTAssertEqual(Transform2D.identity.interpolated(to: Transform2D(scaleX: 3, y: 3), progress: 1), Transform2D(scaleX: 3, y: 3))
    }

    func testDescription() {
        XCTAssertEqual("\(Transform2D(scaleX: 0.5, y: 2))", "[0.5, 0, 0, 2, 0, 0]")
        XCTAssertTrue(Transform2D.identity.isIdentity)
    }
}
