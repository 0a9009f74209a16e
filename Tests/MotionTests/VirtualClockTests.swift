import XCTest

@testable import Motion

final class VirtualClockTests: XCTestCase {
    func testDeliversNothingUntilStarted() throws {
        let clock = try VirtualClock(hz: 30)
        let ticks = Recorder<Int>()
        clock.setTickHandler { ticks.append($0) }
        clock.advance(by: 5)
        XCTAssertEqual(ticks.all, [])
        XCTAssertEqual(clock.now, 5)
    }

    func testStartMakesTheCurrentTickDueAndAdvanceDeliversEachTick() throws {
        let clock = try VirtualClock(hz: 30, tick: 10)
        let ticks = Recorder<Int>()
        clock.setTickHandler { ticks.append($0) }
        clock.start()
        XCTAssertEqual(ticks.all, [])  // never on the caller's stack of start()
        XCTAssertTrue(clock.flush())
        XCTAssertFalse(clock.flush())  // a tick is delivered once
        clock.advance(by: 3)
        XCTAssertEqual(ticks.all, [10, 11, 12, 13])
        XCTAssertEqual(clock.time, 13.0 / 30.0)
    }

    func testStopInsideTheHandlerAndRestartAtTheSameTick() throws {
        let clock = try VirtualClock(hz: 30)
        let ticks = Recorder<Int>()
        clock.setTickHandler { tick in
            ticks.append(tick)
            if tick == 2 { clock.stop() }
        }
        clock.start()
        clock.advance(by: 5)
        XCTAssertEqual(ticks.all, [0, 1, 2])
        XCTAssertFalse(clock.isRunning)
        clock.start()
        clock.advance(by: 1)
        XCTAssertEqual(ticks.all, [0, 1, 2, 5, 6])
    }

    func testAdvanceToTimeUsesTheTickConvention() throws {
        let clock = try VirtualClock(hz: 30)
        let ticks = Recorder<Int>()
        clock.setTickHandler { ticks.append($0) }
        clock.start()
        try clock.advance(toTime: 0.2)
        XCTAssertEqual(clock.now, 6)
        try clock.advance(toTime: 0.31)
        XCTAssertEqual(clock.now, 10)
        XCTAssertEqual(ticks.all, Array(0...10))
    }
}
