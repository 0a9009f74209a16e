import AutoLayout
import Motion
import RiggingTestSupport
import XCTest

@testable import Rigging

/// The driver on `StackBackend` (views stacked, each as tall as its item's constant).
final class SceneDriverTests: XCTestCase {
    static let scene = StackBackend.scene

    func run(_ text: String, until: Double? = nil) throws -> (FrameDump, StackBackend) {
        let scene = try TestSupport.scene(text)
        let prepared = try PreparedScene(scene)
        let backend = StackBackend(scene: scene, constants: [100, 50])
        let dump = try SceneReplay.run(prepared, backend: backend, options: .init(until: until))
        return (dump, backend)
    }

    func testOneLayoutPassPerTickAndOneConstantBatch() throws {
        let (dump, backend) = try run(Self.scene)
        XCTAssertEqual(dump.frames.count, 31)
        XCTAssertEqual(dump.frames.map(\.tick), Array(0...30))
        XCTAssertEqual(backend.layoutCount, 32, "one initial pass plus one per tick")
        XCTAssertTrue(backend.batches.allSatisfy { !$0.isEmpty })
        XCTAssertEqual(dump.constants, ["ha", "hb"])
    }

    func testAnimationRetargetSetAndResizeLandOnTheirTicks() throws {
        let (dump, _) = try run(Self.scene)
        let ha = dump.frames.map { $0.constants[0] }
        // Exponential 0.5 from 100 toward 300, floored: 200, 250; the retarget at tick 3 heads for 200.
        XCTAssertEqual(Array(ha.prefix(6)), [200, 250, 275, 237, 218, 209])
        XCTAssertEqual(ha.last, 200)
        XCTAssertEqual(dump.frames[14].constants[1], 50)
        XCTAssertEqual(dump.frames[15].constants[1], 80, "set at 0.5 s belongs to tick 15")
        XCTAssertEqual(dump.frames[15].views[2], Rect(x: 0, y: 200, width: 100, height: 80))
        XCTAssertEqual(dump.frames[17].views[0].width, 100)
        XCTAssertEqual(dump.frames[18].views[0].width, 200, "resize at 0.6 s belongs to tick 18")
    }

    func testHzAndUntilOverrides() throws {
        let scene = try TestSupport.scene(Self.scene)
        let prepared = try PreparedScene(scene)
        let dump = try SceneReplay.run(
            prepared, backend: StackBackend(scene: scene, constants: [100, 50]),
            options: .init(hz: 10, until: 0.5))
        XCTAssertEqual(dump.hz, 10)
        XCTAssertEqual(dump.frames.map(\.tick), Array(0...5))
        XCTAssertEqual(dump.frames[5].constants[1], 80, "set at 0.5 s belongs to tick 5 at 10 Hz")
    }

    func testSameSceneSameBytes() throws {
        XCTAssertEqual(try run(Self.scene).0.jsonLines(), try run(Self.scene).0.jsonLines())
    }

    func testNonAdditiveTransitionStartsFromTheFrameShownAtItsTime() throws {
        let text = #"""
            {"root": {"size": [100, 600]}, "views": [{"name": "a"}, {"name": "b"}],
             "constraints": [{"id": "ha", "constraint": "a.height == 100"}, {"id": "hb", "constraint": "b.height == 50"}],
             "duration": 1,
             "events": [{"at": 0.1, "set": {"constraint": "ha", "constant": 400}, "transition": {"duration": 0.5, "curve": "linear", "additive": false}},
                        {"at": 0.3, "set": {"constraint": "ha", "constant": 0}, "transition": {"duration": 0.5, "curve": "linear", "additive": false}}]}
            """#
        let (dump, _) = try run(text)
        let heights = dump.frames.map { $0.views[1].height }
        // Tick 3 starts at the shown 100 and heads linearly for 400 over 15 ticks: +20 per tick.
        XCTAssertEqual(Array(heights[0...6]), [100, 100, 100, 100, 120, 140, 160])
        // The event at 0.3 s (tick 9) starts from the value shown at its time, 220, and heads for
        // 0: 220 * (1 - i/15). No frame repeats its predecessor.
        XCTAssertEqual(heights[8], 200)
        XCTAssertEqual(heights[9], 220, accuracy: 1e-9)
        XCTAssertEqual(heights[10], 220 * (1 - 1.0 / 15), accuracy: 1e-9)
        XCTAssertEqual(heights[24], 0, accuracy: 1e-9)
        XCTAssertEqual(heights[30], 0)
    }

    func testAdditiveTransitionAddsOnTop() throws {
        let text = #"""
            {"root": {"size": [100, 600]}, "views": [{"name": "a"}, {"name": "b"}],
             "constraints": [{"id": "ha", "constraint": "a.height == 100"}, {"id": "hb", "constraint": "b.height == 50"}],
             "duration": 1,
             "events": [{"at": 0, "set": {"constraint": "ha", "constant": 400}, "transition": {"duration": 1, "curve": "linear", "additive": true}},
                        {"at": 0.5, "set": {"constraint": "ha", "constant": 100}, "transition": {"duration": 1, "curve": "linear", "additive": true}}]}
            """#
        let (dump, _) = try run(text)
        let heights = dump.frames.map { $0.views[1].height }
        XCTAssertEqual(heights[0], 100, accuracy: 1e-9)
        XCTAssertEqual(heights[15], 250, accuracy: 1e-9)
        // At tick 30: model 100; first layer (-300) done; second layer (+300) at half: 100 + 150.
        XCTAssertEqual(heights[30], 250, accuracy: 1e-9)
    }
}
