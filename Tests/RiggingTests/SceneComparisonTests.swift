import Motion
import RiggingTestSupport
import XCTest

@testable import Rigging

final class SceneComparisonTests: XCTestCase {
    static let scene = #"""
        {"name": "grow", "root": {"size": [100, 600]}, "views": [{"name": "a"}, {"name": "b"}],
         "constraints": [{"id": "ha", "constraint": "a.height == 100"}, {"id": "hb", "constraint": "b.height == 50"}],
         "duration": 1,
         "events": [{"at": 0, "animate": {"constraint": "ha", "to": 300, "curve": {"exponential": 0.234}}}]}
        """#

    func compare(duration: Double? = nil) throws -> SceneComparison {
        let scene = try TestSupport.scene(Self.scene)
        let prepared = try PreparedScene(scene)
        return try SceneComparison.run(prepared, function: .easeInEaseOut, duration: duration) {
            _ throws(SceneError) in StackBackend(scene: scene, constants: [100, 50])
        }
    }

    /// The end of each animation's settle window: the next event at a later tick touching the
    /// same constant, found in one backward sweep (same-tick events do not end each other).
    func testNextTouchesSweep() {
        func event(_ tick: Int) -> SceneEvent {
            SceneEvent(time: Double(tick) / 30, tick: tick, animations: [], sets: [], activate: [], deactivate: [], resize: nil, transition: nil)
        }
        let events = [event(0), event(0), event(3), event(5), event(5), event(9)]
        let touched = [[0], [1], [1], [0, 1], [0], [2]]
        XCTAssertEqual(SceneComparison.nextTouches(events, touched: touched), [[0: 5], [1: 3], [1: 5], [:], [:], [:]])
    }

    /// Thousands of retargets of one constant: each CA-style duration ends at the next retarget.
    func testManyAnimateEvents() throws {
        let events = (0..<3_000).map { i in #"{"at": \#(Double(i) / 30), "animate": {"constraint": "ha", "to": \#(100 + i % 7)}}"# }
        let scene = try TestSupport.scene(
            #"""
            {"root": {"size": [100, 600]}, "views": [{"name": "a"}, {"name": "b"}],
             "constraints": [{"id": "ha", "constraint": "a.height == 100"}, {"id": "hb", "constraint": "b.height == 50"}],
             "duration": 101, "events": [{"at": 0, "animate": {"constraint": "ha", "to": 300, "curve": {"exponential": 0.5}}}, \#(events.dropFirst().joined(separator: ", "))]}
            """#)
        let prepared = try PreparedScene(scene)
        let report = try SceneComparison.run(prepared, function: .linear, duration: nil) {
            _ throws(SceneError) in StackBackend(scene: scene, constants: [100, 50])
        }
        XCTAssertEqual(report.durations.count, 3_000)
        XCTAssertTrue(report.durations.dropLast().allSatisfy { $0.seconds == 1.0 / 30 && $0.settled })
    }

    func testDurationDefaultsToTheConstraintDrivenSettleTime() throws {
        let report = try compare()
        // Exponential 0.234 from 100 to 300 (floored, snapping within 1 point) settles at tick 18.
        let settleTick = report.constraintDriven.frames.lastIndex { $0.constants[0] != 300 }.map { $0 + 1 }
        XCTAssertEqual(report.durations, [SceneComparison.Duration(seconds: Double(settleTick ?? 0) / 30, settled: true)])
        XCTAssertEqual(report.transitions.frames.last?.views[1].height, 300)
        XCTAssertEqual(report.views.map(\.name), ["view", "a", "b"])
        XCTAssertEqual(report.views[0].maxDifference, 0)
        XCTAssertGreaterThan(report.views[1].maxDifference, 10)
        XCTAssertEqual(report.views[1].constraintSettle, .settled(at: Double(settleTick ?? 0) / 30))
    }

    func testCAFramesViolateTheAnimatedConstraintAndSolverFramesDoNot() throws {
        let report = try compare(duration: 0.5)
        XCTAssertEqual(report.durations.map(\.seconds), [0.5])
        XCTAssertEqual(report.constraints.map(\.constraint), ["ha: a.height == 100"])
        XCTAssertEqual(report.constraints[0].constraintViolation, 0)
        XCTAssertEqual(report.constraints[0].transitionViolation, 200, "frame 0 shows 100 against a constant of 300")
        XCTAssertEqual(report.constraints[0].transitionViolationTick, 0)
        XCTAssertEqual(report.constraints[0].constant, 300, "measured against the animated constant")
    }

    /// A scene whose change is a deactivation with a transition: the constraint-driven run
    /// applies it at once, the CA-style run interpolates, so the two differ mid-transition.
    func testTransitionOnlyScenesDifferBetweenTheTwoRuns() throws {
        let scene = try TestSupport.scene(
            #"""
            {"name": "drop", "root": {"size": [100, 600]}, "views": [{"name": "a"}],
             "constraints": [{"id": "ha", "constraint": "a.height == 100"}],
             "duration": 1,
             "events": [{"at": 0.2, "deactivate": ["ha"], "transition": {"duration": 0.5, "curve": "linear"}}]}
            """#)
        let prepared = try PreparedScene(scene)
        let report = try SceneComparison.run(prepared, function: .easeInEaseOut, duration: nil) {
            _ throws(SceneError) in StackBackend(scene: scene, constants: [100])
        }
        // View 1 is a; tick 6 is t = 0.2, tick 21 the transition's end.
        XCTAssertEqual(report.constraintDriven.frames[6].views[1].height, 0, "the change applies at once")
        XCTAssertEqual(report.transitions.frames[6].views[1].height, 100, "the transition starts from the old frame")
        XCTAssertEqual(report.transitions.frames[21].views[1].height, 0, "and ends on the new one")
        XCTAssertEqual(report.views[1].maxDifference, 100)
    }
}
