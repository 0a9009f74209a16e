import AutoLayout
import XCTest

@testable import Rigging

/// Keyframe blocks, `performWithoutAnimation` and view transitions.
final class LayoutRunLoopKeyframesTests: XCTestCase {
    private func boxes() throws -> (View, View, View, LayoutRunLoop) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let b = View(frame: Rect(x: 0, y: 50, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b, try LayoutRunLoop(root: root, hz: 60))
    }

    /// The example of `animateKeyframes(withDuration:...)`.
    func testKeyframesRunInTurnOverTheirShares() throws {
        let (_, box, _, loop) = try boxes()
        try loop.animateKeyframes(withDuration: 1) {
            loop.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                box.frame.origin.x = 100
                box.layoutIfNeeded()
            }
            loop.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0 }
        }
        XCTAssertEqual(box.frame.minX, 100)
        XCTAssertEqual(box.alpha, 0)
        XCTAssertEqual(box.presentationFrame.minX, 0)
        try loop.run(until: 0.25)
        XCTAssertEqual(box.presentationFrame.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(box.presentationAlpha, 1)
        try loop.run(until: 0.75)
        XCTAssertEqual(box.presentationFrame.minX, 100, accuracy: 1e-9)
        XCTAssertEqual(box.presentationAlpha, 0.5, accuracy: 1e-9)
        try loop.run(until: 1)
        XCTAssertFalse(loop.isAnimatingLayout)
    }

    func testAPropertyThroughSeveralKeyframesStartsEachFromTheLast() throws {
        let (_, box, _, loop) = try boxes()
        try loop.animateKeyframes(withDuration: 1) {
            loop.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                box.frame.origin.x = 100
                box.layoutIfNeeded()
            }
            loop.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                box.frame.origin.x = 300
                box.layoutIfNeeded()
            }
        }
        try loop.run(until: 0.5)
        XCTAssertEqual(box.presentationFrame.minX, 100, accuracy: 1e-9)
        try loop.run(until: 0.75)
        XCTAssertEqual(box.presentationFrame.minX, 200, accuracy: 1e-9)
    }

    func testDiscreteKeyframesJumpAtTheirEnds() throws {
        let (_, box, _, loop) = try boxes()
        var finished: Bool?
        try loop.animateKeyframes(
            withDuration: 1, options: .calculationModeDiscrete,
            animations: {
                loop.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    box.frame.origin.x = 100
                    box.layoutIfNeeded()
                }
                loop.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    box.frame.origin.x = 300
                    box.layoutIfNeeded()
                }
            }, completion: { finished = $0 })
        try loop.run(until: 0.4)
        XCTAssertEqual(box.presentationFrame.minX, 0)
        try loop.run(until: 0.6)
        XCTAssertEqual(box.presentationFrame.minX, 100)
        try loop.run(until: 0.9)
        XCTAssertEqual(box.presentationFrame.minX, 100)
        XCTAssertNil(finished)
        try loop.run(until: 1)
        XCTAssertEqual(box.presentationFrame.minX, 300)
        XCTAssertEqual(finished, true)
    }

    func testPacedKeyframesShareTheDurationByDistance() throws {
        let (_, box, _, loop) = try boxes()
        // 100 points, then 300: paced, the first takes a quarter of the second.
        try loop.animateKeyframes(withDuration: 1, options: .calculationModePaced) {
            loop.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                box.frame.origin.x = 100
                box.layoutIfNeeded()
            }
            loop.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                box.frame.origin.x = 400
                box.layoutIfNeeded()
            }
        }
        try loop.run(until: 0.25)
        XCTAssertEqual(box.presentationFrame.minX, 100, accuracy: 1e-9)
        try loop.run(until: 0.5)
        XCTAssertEqual(box.presentationFrame.minX, 200, accuracy: 1e-9)
    }

    func testChangesOutsideKeyframesMoveOverTheWholeDuration() throws {
        let (_, box, other, loop) = try boxes()
        try loop.animateKeyframes(withDuration: 1) {
            other.frame.origin.x = 100
            other.layoutIfNeeded()
            loop.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                box.frame.origin.x = 100
                box.layoutIfNeeded()
            }
        }
        try loop.run(until: 0.5)
        XCTAssertEqual(other.presentationFrame.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(box.presentationFrame.minX, 100, accuracy: 1e-9)
    }

    func testAddKeyframeOutsideABlockChangesAtOnceAndBadTimesAreClamped() throws {
        let (_, box, _, loop) = try boxes()
        loop.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.2) {
            box.frame.origin.x = 10
            box.layoutIfNeeded()
        }
        XCTAssertEqual(box.frame.minX, 10)
        try loop.animateKeyframes(withDuration: 1) {
            loop.addKeyframe(withRelativeStartTime: .nan, relativeDuration: 7) {
                box.frame.origin.x = 110
                box.layoutIfNeeded()
            }
        }
        try loop.run(until: 0.5)
        XCTAssertEqual(box.presentationFrame.minX, 60, accuracy: 1e-9)
        XCTAssertThrowsError(try loop.animateKeyframes(withDuration: -1) {})
    }

    /// The example of `performWithoutAnimation(_:)`.
    func testPerformWithoutAnimationLeavesItsChangesOutOfTheBlock() throws {
        let (_, a, b, loop) = try boxes()
        try loop.animate(withDuration: 1, options: .curveLinear) {
            a.frame.origin.x = 100
            a.layoutIfNeeded()
            loop.performWithoutAnimation {
                b.frame.origin.x = 100
                b.layoutIfNeeded()
            }
        }
        try loop.run(until: 0.5)
        XCTAssertEqual(a.presentationFrame.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(b.presentationFrame.minX, 100)
        loop.performWithoutAnimation { b.alpha = 0.5 }
        XCTAssertEqual(b.alpha, 0.5)
    }

    func testPerformWithoutAnimationInsideAKeyframeAndBetweenKeyframes() throws {
        let (_, a, b, loop) = try boxes()
        try loop.animateKeyframes(withDuration: 1) {
            loop.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                a.frame.origin.x = 100
                a.layoutIfNeeded()
                loop.performWithoutAnimation { a.alpha = 0.5 }
            }
            loop.performWithoutAnimation {
                b.frame.origin.x = 200
                b.layoutIfNeeded()
            }
        }
        try loop.run(until: 0.5)
        XCTAssertEqual(a.presentationFrame.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(a.presentationAlpha, 0.5)
        XCTAssertEqual(b.presentationFrame.minX, 200)
    }

    /// The example of `transition(with:duration:options:animations:completion:)`.
    func testATransitionIsRecordedAndItsChangesShowAtOnce() throws {
        let (root, card, _, loop) = try boxes()
        var finished = false
        try loop.animate(withDuration: 1) {
            try? loop.transition(
                with: card, duration: 0.3, options: .transitionFlipFromLeft,
                animations: {
                    card.frame.origin.x = 80
                    card.layoutIfNeeded()
                }, completion: { finished = $0 })
        }
        XCTAssertEqual(loop.viewTransitions, [ViewTransitionRecord(view: "View[0]", start: 0, duration: 0.3, kind: .flipFromLeft)])
        try loop.run(until: 0.1)
        XCTAssertEqual(card.presentationFrame.minX, 80)
        XCTAssertFalse(finished)
        try loop.run(until: 0.3)
        XCTAssertTrue(finished)
        try loop.transition(with: root, duration: 0.2, options: .transitionCrossDissolve, animations: nil)
        XCTAssertEqual(loop.viewTransitions.last?.kind, .crossDissolve)
        XCTAssertThrowsError(try loop.transition(with: root, duration: .infinity, animations: nil))
    }

    func testTheTransitionExampleShowsTheNewSubviewAtTheNextTick() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        let loop = try LayoutRunLoop(root: root)
        try loop.transition(with: card, duration: 0.3, options: .transitionFlipFromLeft) {
            card.addSubview(View(name: "back", frame: Rect(x: 10, y: 10, width: 80, height: 80)))
        }
        XCTAssertEqual(loop.viewTransitions.first?.kind, .flipFromLeft)
        try loop.run(until: 1.0 / 30)
        XCTAssertEqual(loop.shownFrames.last, Rect(x: 10, y: 10, width: 80, height: 80))
    }
}
