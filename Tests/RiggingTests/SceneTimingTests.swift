import RiggingTestSupport
import XCTest

@testable import Rigging

/// `SceneTiming` on the real timer with the stand-in backend. It checks the report's structure
/// only (tick counts, retargets read by a later tick), never durations: timing is the bench's job.
final class SceneTimingTests: XCTestCase {
    func testReportCountsTicksAndRetargets() throws {
        let scene = try TestSupport.scene(
            #"""
            {"root": {"size": [100, 600]}, "views": [{"name": "a"}, {"name": "b"}],
             "constraints": [{"id": "ha", "constraint": "a.height == 100"}, {"id": "hb", "constraint": "b.height == 50"}],
             "duration": 0.2,
             "events": [{"at": 0, "animate": {"constraint": "ha", "to": 300, "curve": {"exponential": 0.234}}},
                        {"at": 0.1, "animate": {"constraint": "ha", "to": 200}},
                        {"at": 0.1, "set": {"constraint": "hb", "constant": 80}}]}
            """#)
        let prepared = try PreparedScene(scene)
        let report = try SceneTiming.run(prepared, backend: StackBackend(scene: scene, constants: [100, 50]))
        XCTAssertEqual(report.ticks + report.skippedTicks, 7)
        XCTAssertEqual(report.retargets.map(\.constraint), ["ha", "ha"])
        XCTAssertTrue(report.retargets.allSatisfy { $0.ticksUntilShown >= 0 })
        XCTAssertEqual(report.tickCost.count, report.ticks)
        XCTAssertEqual(report.budget, 1.0 / 90)
    }
}
