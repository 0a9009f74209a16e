import AutoLayout
import Rigging
import XCTest

final class FrameDumpDifferenceTests: XCTestCase {
    /// Three frames of two views and one constant; `b` moves right by 10 pt a frame.
    static func run() -> FrameDump {
        let frames = (0..<3).map { k in
            Frame(
                tick: k, time: Double(k) / 30,
                views: [Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 10 * Double(k), y: 20, width: 100, height: 50)],
                constants: [100 + Double(k)])
        }
        return FrameDump(scene: "s", hz: 30, views: ["view", "b"], constants: ["w"], frames: frames)
    }

    func testTheDocumentationExample() {
        let expected = FrameDump(
            scene: "s", hz: 30, views: ["view"], constants: ["w"],
            frames: [Frame(tick: 0, time: 0, views: [Rect(x: 0, y: 0, width: 320, height: 480)], constants: [10])])
        var actual = expected
        actual.frames[0].constants[0] = 12.5
        let difference = FrameDumpDifference(expected: expected, actual: actual)
        XCTAssertFalse(difference.matches)
        XCTAssertEqual(difference.firstMismatch?.description, "frame 0 (t = 0 s), constant w: expected 10 pt, actual 12.5 pt")
        XCTAssertTrue(FrameDumpDifference(expected: expected, actual: actual, tolerance: 3).matches)
    }

    func testEqualRunsMatch() {
        let difference = FrameDumpDifference(expected: Self.run(), actual: Self.run())
        XCTAssertTrue(difference.matches)
        XCTAssertNil(difference.firstMismatch)
        XCTAssertEqual(difference.differingFrames, 0)
        XCTAssertEqual(difference.comparedFrames, 3)
        XCTAssertEqual(difference.views.map(\.maxDifference), [0, 0])
        XCTAssertEqual(difference.summary, "3 frames match (tolerance 0 pt)\n")
    }

    func testSolverNoiseBelowTheRoundingMatches() {
        var actual = Self.run()
        actual.frames[1].views[1].width = 100.0000000000001
        actual.frames[2].constants[0] = 102 - 4e-7
        XCTAssertTrue(FrameDumpDifference(expected: Self.run(), actual: actual).matches)
    }

    func testFirstLargestAndPerSubject() {
        var actual = Self.run()
        actual.frames[1].views[1].height = 51  // 1 pt
        actual.frames[2].views[1].x = 17  // 3 pt
        actual.frames[2].constants[0] = 102.5  // 0.5 pt
        let difference = FrameDumpDifference(expected: Self.run(), actual: actual)
        XCTAssertFalse(difference.matches)
        XCTAssertEqual(difference.differingFrames, 2)
        XCTAssertEqual(
            difference.firstMismatch?.description,
            "frame 1 (t = 0.03333333333333333 s), view b, height: expected 50 pt, actual 51 pt")
        XCTAssertEqual(difference.largest?.frame, 2)
        XCTAssertEqual(difference.largest?.field, "x")
        XCTAssertEqual(difference.largest?.difference, 3)
        XCTAssertEqual(difference.views.map(\.maxDifference), [0, 3])
        XCTAssertEqual(difference.views[1].differingFrames, 2)
        XCTAssertEqual(difference.views[1].at?.frame, 2)
        XCTAssertEqual(difference.constants.first?.maxDifference, 0.5)
        XCTAssertEqual(difference.constants.first?.at?.time, 2.0 / 30)
        XCTAssertEqual(
            difference.summary,
            """
            2 of 3 frames differ (tolerance 0 pt)
            first difference: frame 1 (t = 0.03333333333333333 s), view b, height: expected 50 pt, actual 51 pt
            largest difference: 3 pt at frame 2 (t = 0.06666666666666667 s), view b, x: expected 20 pt, actual 17 pt

            """)
    }

    func testToleranceIsAbsolutePerField() {
        var actual = Self.run()
        actual.frames[1].views[1].height = 50.000001  // one rounding unit
        actual.frames[2].constants[0] = 102.5
        XCTAssertFalse(FrameDumpDifference(expected: Self.run(), actual: actual).matches)
        let oneUnit = FrameDumpDifference(expected: Self.run(), actual: actual, tolerance: 1e-6)
        XCTAssertEqual(oneUnit.differingFrames, 1)
        XCTAssertEqual(oneUnit.firstMismatch?.subject, .constant("w"))
        XCTAssertTrue(FrameDumpDifference(expected: Self.run(), actual: actual, tolerance: 0.5).matches)
        // The largest difference is reported even within the tolerance.
        XCTAssertEqual(FrameDumpDifference(expected: Self.run(), actual: actual, tolerance: 0.5).largest?.difference, 0.5)
    }

    func testStructuralDifferencesAreReportedNotFatal() {
        var actual = Self.run()
        actual.views = ["view", "c"]
        actual.constants = ["w", "h"]
        actual.hz = 60
        actual.frames.removeLast()
        actual.frames[1].constants.append(1)
        actual.frames[1].time = 0.5
        let difference = FrameDumpDifference(expected: Self.run(), actual: actual)
        XCTAssertFalse(difference.matches)
        XCTAssertEqual(
            difference.structure,
            [
                .hz(expected: 30, actual: 60), .frameCount(expected: 3, actual: 2), .missingView("b"), .unexpectedView("c"),
                .unexpectedConstant("h"), .time(frame: 1, expected: 1.0 / 30, actual: 0.5, frames: 1),
            ])
        XCTAssertEqual(difference.comparedFrames, 2)
        XCTAssertEqual(difference.views.map(\.subject), [.view("view")])
        XCTAssertEqual(
            difference.summary,
            """
            tick rate: expected 30 Hz, actual 60 Hz
            frame count: expected 3, actual 2
            view "b" is missing from the actual run
            view "c" is not in the expected run
            constant "h" is not in the expected run
            frame 1: expected t = 0.03333333333333333 s, actual 0.5 s
            2 frames match (tolerance 0 pt) where both runs have values

            """)
    }

    func testViewsMatchByNameInAnyOrderAndFramesMayBeShort() {
        var actual = Self.run()
        actual.views = ["b", "view"]
        for i in actual.frames.indices { actual.frames[i].views.reverse() }
        XCTAssertTrue(FrameDumpDifference(expected: Self.run(), actual: actual).matches)
        // A frame built in Swift with fewer values than its dump names: compared where present.
        actual.frames[0].views.removeLast()
        actual.frames[0].constants.removeAll()
        XCTAssertTrue(FrameDumpDifference(expected: Self.run(), actual: actual).matches)
        XCTAssertTrue(FrameDumpDifference(expected: actual, actual: actual).matches)
    }

    func testEmptyAndNonFiniteRuns() {
        var empty = Self.run()
        empty.frames = []
        let difference = FrameDumpDifference(expected: empty, actual: Self.run())
        XCTAssertEqual(difference.structure, [.frameCount(expected: 0, actual: 3)])
        XCTAssertNil(difference.largest)
        XCTAssertNil(difference.views[0].at)
        var nan = Self.run()
        nan.frames[0].constants[0] = .nan
        XCTAssertTrue(FrameDumpDifference(expected: nan, actual: nan).matches)
        let one = FrameDumpDifference(expected: Self.run(), actual: nan)
        XCTAssertEqual(one.largest?.difference, .infinity)
        XCTAssertEqual(one.firstMismatch?.description, "frame 0 (t = 0 s), constant w: expected 100 pt, actual null pt")
        XCTAssertFalse(FrameDumpDifference(expected: Self.run(), actual: Self.run(), tolerance: .nan).matches == false)
    }

    func testTickDifferences() {
        var actual = Self.run()
        actual.frames[1].tick = 5
        actual.frames[2].tick = 6
        XCTAssertEqual(
            FrameDumpDifference(expected: Self.run(), actual: actual).structure.map(\.description),
            ["frame 1: expected tick 1, actual 5 (2 frames' ticks differ)"])
    }
}
