import RiggingTestSupport
import XCTest

@testable import Rigging

/// `SceneReplay.forEachFrame` hands each frame over as it is made, and one tick limit bounds
/// every run, the scene loader's `duration` and a replay's `until` alike.
final class SceneReplayTests: XCTestCase {
    func testFramesAreHandedOverAsTheyAreMade() throws {
        let scene = try TestSupport.scene(StackBackend.scene)
        let prepared = try PreparedScene(scene)
        let backend = StackBackend(scene: scene, constants: [100, 50])
        let driver = try SceneDriver(prepared, backend: backend)
        var ticks: [Int] = []
        var passesWhenHanded: [Int] = []
        SceneReplay.forEachFrame(driver, through: 30) { frame in
            ticks.append(frame.tick)
            passesWhenHanded.append(backend.layoutCount)
        }
        XCTAssertEqual(ticks, Array(0...30))
        // The initial layout, then one pass per tick: frame k is handed over before tick k + 1 runs.
        XCTAssertEqual(passesWhenHanded, Array(2...32))
        let recorded = try SceneReplay.run(prepared, backend: StackBackend(scene: scene, constants: [100, 50]))
        XCTAssertEqual(recorded.frames.count, 31)
    }

    func testAThrowingBodyStopsTheRun() throws {
        struct Stop: Error {}
        let scene = try TestSupport.scene(StackBackend.scene)
        let prepared = try PreparedScene(scene)
        let backend = StackBackend(scene: scene, constants: [100, 50])
        let driver = try SceneDriver(prepared, backend: backend)
        var seen = 0
        XCTAssertThrowsError(
            try SceneReplay.forEachFrame(driver, through: 30) { (_: Frame) throws(Stop) in
                seen += 1
                if seen == 3 { throw Stop() }
            })
        XCTAssertEqual(seen, 3)
        XCTAssertEqual(backend.layoutCount, 4)
    }

    func testOneTickLimitForDurationAndUntil() throws {
        XCTAssertEqual(try TickLimit.lastTick(of: 1, hz: 30, name: "x", path: ""), 30)
        XCTAssertEqual(try TickLimit.lastTick(of: 10_000, hz: 1000, name: "x", path: ""), 10_000_000)
        for (seconds, hz) in [(1e300, 30), (10_000.001, 1000), (-1, 30), (Double.infinity, 30), (Double.nan, 30)] {
            XCTAssertThrowsError(try TickLimit.lastTick(of: seconds, hz: hz, name: "until", path: "until"), "\(seconds)")
        }
        let error = TestSupport.loadError(#"{"root": {"size": [1, 1]}, "hz": 1000, "duration": 10001}"#)
        XCTAssertEqual(error?.description, "test.json: duration: duration is more than 10,000,000 ticks at 1000 Hz")
        // A scene within the limit at its own rate, replayed faster, is refused before any frame.
        let scene = try TestSupport.scene(#"{"root": {"size": [1, 1]}, "hz": 1, "duration": 100000}"#)
        let prepared = try PreparedScene(scene)
        XCTAssertThrowsError(
            try SceneReplay.run(
                prepared, backend: StackBackend(scene: scene, constants: []),
                options: SceneReplay.Options(hz: 1000))
        ) { error in
            XCTAssertEqual("\(error)", "a run to 100000 s is more than 10,000,000 ticks at 1000 Hz")
        }
    }
}
