import XCTest

@testable import Motion

final class TimelineTests: XCTestCase {
    func testSequenceGroupAndStaggerPlaceEvents() throws {
        let t = try Timeline<String>.sequence([
            .event("a", duration: 0.5),
            .group([.event("b", duration: 0.2), .event("c", at: 0.1, duration: 0.4)]),
            .wait(0.25),
            .stagger([.event("d"), .event("e"), .event("f")], interval: 0.1),
        ])
        XCTAssertEqual(t.ordered.map(\.event), ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(t.ordered.map(\.time), [0, 0.5, 0.6, 1.25, 1.35, 1.45])
        XCTAssertEqual(t.duration, 1.45, accuracy: 1e-12)
    }

    func testSameTimeEventsKeepInsertionOrderAndTicksFollowTheConvention() throws {
        var t = Timeline<Int>()
        try t.add(3, at: 0.2)
        try t.add(1, at: 0.1)
        try t.add(4, at: 0.2)
        try t.add(2, at: 0.1)
        try t.add(5, at: 0.2 + 1e-10)  // within 1e-9 of tick 6: same tick, later time
        let scheduled = try t.scheduled(hz: 30)
        XCTAssertEqual(scheduled.map(\.event), [1, 2, 3, 4, 5])
        XCTAssertEqual(scheduled.map(\.tick), [3, 3, 6, 6, 6])
        XCTAssertEqual(try t.events(atTick: 6, hz: 30), [3, 4, 5])
        XCTAssertEqual(try t.events(atTick: 4, hz: 30), [])
    }

    func testEmptyOneTwoThreeManyAndBadInputs() throws {
        XCTAssertTrue(try Timeline<Int>.sequence([]).entries.isEmpty)
        XCTAssertEqual(try Timeline<Int>.stagger([.event(1)], interval: 1).ordered.map(\.time), [0])
        XCTAssertEqual(try Timeline<Int>.stagger((0..<100).map { try .event($0) }, interval: 0.01).ordered.map(\.event), Array(0..<100))
        XCTAssertThrowsError(try Timeline<Int>.event(1, at: -1)) { XCTAssertEqual($0 as? MotionError, .invalidTime(-1)) }
        XCTAssertThrowsError(try Timeline<Int>.event(1, duration: .nan)) {
            guard case MotionError.invalidDuration = $0 else { return XCTFail("\($0)") }
        }
    }
}
