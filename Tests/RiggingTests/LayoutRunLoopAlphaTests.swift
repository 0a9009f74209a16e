import AutoLayout
import XCTest

@testable import Rigging

/// `alpha` in animation blocks, CA-style: the shown opacity moves along the block's curve, the
/// model changes at once, no constraint is involved.
final class LayoutRunLoopAlphaTests: XCTestCase {
    private func fadingBox() throws -> (View, View, LayoutRunLoop) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = View(name: "box", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(box)
        return (root, box, try LayoutRunLoop(root: root))
    }

    func testAlphaClampsAndIgnoresNonFiniteValues() {
        let view = View()
        XCTAssertEqual(view.alpha, 1)
        view.alpha = 2
        XCTAssertEqual(view.alpha, 1)
        view.alpha = -1
        XCTAssertEqual(view.alpha, 0)
        view.alpha = .nan
        XCTAssertEqual(view.alpha, 0)
    }

    func testAnAnimationBlockFadesLinearlyWithoutALayoutPass() throws {
        let (_, box, loop) = try fadingBox()
        try loop.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
        XCTAssertEqual(box.alpha, 0)
        XCTAssertEqual(box.presentationAlpha, 1)
        try loop.run(until: 0.5)
        XCTAssertEqual(box.presentationAlpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(loop.shownFrames[1], Rect(x: 10, y: 10, width: 50, height: 50))
        try loop.run(until: 1)
        XCTAssertEqual(box.presentationAlpha, 0)
        XCTAssertFalse(loop.isAnimatingLayout)
    }

    func testInterruptingFadesAddUp() throws {
        let (_, box, loop) = try fadingBox()
        try loop.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
        try loop.run(until: 0.5)
        try loop.animate(withDuration: 1, options: .curveLinear) { box.alpha = 1 }
        // Additive: model 1, first animation's remaining (1 - 0) * 0.5, second's (0 - 1) * 1.
        XCTAssertEqual(box.presentationAlpha, 0.5, accuracy: 1e-9)
        try loop.run(until: 1.5)
        XCTAssertEqual(box.presentationAlpha, 1, accuracy: 1e-9)
    }

    func testBeginFromCurrentStateFadesFromTheShownOpacity() throws {
        let (_, box, loop) = try fadingBox()
        try loop.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
        try loop.run(until: 0.5)
        try loop.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { box.alpha = 1 }
        try loop.run(until: 1)
        XCTAssertEqual(box.presentationAlpha, 0.75, accuracy: 1e-9)
    }

    func testTheRecordingWritesTheShownOpacityThroughAncestors() throws {
        let (root, box, loop) = try fadingBox()
        let dot = View(name: "dot", frame: Rect(x: 5, y: 5, width: 10, height: 10))
        box.addSubview(dot)
        dot.alpha = 0.5
        loop.startRecording(name: "fade")
        try loop.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0.5 }
        try loop.run(until: 1)
        let dump = try XCTUnwrap(loop.stopRecording())
        XCTAssertEqual(dump.views, ["view", "box", "dot"])
        let last = try XCTUnwrap(dump.frames.last)
        XCTAssertEqual(last.alphas[1], 0.5)
        XCTAssertEqual(last.alphas[2], 0.25)
        XCTAssertEqual(last.alphas[0], 1)
        let half = dump.frames[15]
        XCTAssertEqual(half.alphas[1], 0.75, accuracy: 1e-9)
        XCTAssertEqual(try FrameDump.parse(jsonLines: dump.jsonLines()).jsonLines(), dump.jsonLines())
        XCTAssertTrue(dump.jsonLines().contains(#""alpha": {"box": 0.5, "dot": 0.25}"#))
        _ = root
    }

    func testOpaqueRunsRecordNoAlpha() throws {
        let (_, box, loop) = try fadingBox()
        loop.startRecording(name: "still")
        try loop.animate(withDuration: 0.2) { box.frame = Rect(x: 20, y: 10, width: 50, height: 50) }
        try loop.run(until: 0.3)
        let dump = try XCTUnwrap(loop.stopRecording())
        XCTAssertFalse(dump.jsonLines().contains("alpha"))
    }
}
