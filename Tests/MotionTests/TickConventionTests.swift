import XCTest

@testable import Motion

final class TickConventionTests: XCTestCase {
    func testTimeOfTickIsOneDivision() {
        XCTAssertEqual(TickConvention.time(ofTick: 7, hz: 30), 7.0 / 30.0)
        XCTAssertEqual(TickConvention.time(ofTick: 0, hz: 30), 0)
    }

    func testEventBelongsToFirstTickAtOrAfterIt() throws {
        XCTAssertEqual(try TickConvention.tick(containing: 0, hz: 30), 0)
        XCTAssertEqual(try TickConvention.tick(containing: 0.2, hz: 30), 6)  // 6/30 == 0.2 within 1e-9
        XCTAssertEqual(try TickConvention.tick(containing: 0.2 + 1e-10, hz: 30), 6)
        XCTAssertEqual(try TickConvention.tick(containing: 0.2 + 1e-6, hz: 30), 7)
        XCTAssertEqual(try TickConvention.tick(containing: 0.31, hz: 30), 10)
        XCTAssertEqual(try TickConvention.tick(containing: 1.0 / 3.0, hz: 30), 10)
        XCTAssertEqual(try TickConvention.tick(containing: -0.05, hz: 30), -1)
        // Every tick's own time belongs to that tick, for many rates.
        for hz in [1, 24, 30, 60, 120, 7] {
            for k in -50...500 {
                XCTAssertEqual(try TickConvention.tick(containing: TickConvention.time(ofTick: k, hz: hz), hz: hz), k, "hz \(hz) k \(k)")
            }
        }
    }

    func testInvalidInputsThrowWithTheInput() {
        XCTAssertThrowsError(try TickConvention.tick(containing: .nan, hz: 30)) { error in
            guard case MotionError.invalidTime(let t) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(t.isNaN)
        }
        XCTAssertThrowsError(try TickConvention.tick(containing: 1, hz: 0)) {
            XCTAssertEqual($0 as? MotionError, .invalidHz(0))
        }
    }
}
