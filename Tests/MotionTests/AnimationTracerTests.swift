import XCTest

@testable import Motion

final class AnimationTracerTests: XCTestCase {
    func testRecordsStartRetargetValuesAndStopInOrder() throws {
        let tracer = AnimationTracer()
        let a = try ValueAnimator(value: 0, hz: 30, name: "height", tracer: tracer)
        try a.animate(to: 480, curve: .exponential(.standard))
        a.step(tick: 0)
        try a.animate(to: 100)
        a.step(tick: 1)
        a.pause()
        a.step(tick: 2)
        a.stop()
        a.step(tick: 3)
        // Velocities are compared separately (they are differences of doubles), the rest exactly.
        let kinds = tracer.events(for: "height").map { event -> TraceEvent.Kind in
            if case .value(let v, _) = event.kind { return .value(v, velocity: 0) }
            return event.kind
        }
        XCTAssertEqual(
            kinds,
            [
                .started(from: 0, to: 480, curve: "exponential(0.234)"),
                .value(112, velocity: 0),
                .retargeted(to: 100, curve: "exponential(0.234)"),
                .value(109, velocity: 0),  // floor(112.32 + (100 - 112.32) · 0.234)
                .paused,
                .value(109, velocity: 0),
                .stopped(finished: false),
            ])
        let velocities = tracer.events(for: "height").compactMap { if case .value(_, let v) = $0.kind { v } else { nil } }
        XCTAssertEqual(velocities[0], 112.32 * 30, accuracy: 1e-9)  // points per tick · 30 Hz
        XCTAssertEqual(velocities[1], (100 - 112.32) * 0.234 * 30, accuracy: 1e-9)
        XCTAssertEqual(velocities[2], 0)
        XCTAssertEqual(tracer.events.map(\.tick), [0, 0, 1, 1, 2, 2, 3])
        XCTAssertEqual(tracer.values(for: "height"), [112, 109, 109])
        tracer.reset()
        XCTAssertTrue(tracer.events.isEmpty)
    }

    func testFinishIsTracedOnce() throws {
        let tracer = AnimationTracer()
        let a = try ValueAnimator(value: 0, hz: 30, name: "x", tracer: tracer)
        try a.animate(to: 3, curve: .timed(.linear, duration: 0.1))
        TestSupport.run(a, ticks: 0...5)
        XCTAssertEqual(tracer.values(for: "x"), [0, 1, 2, 3])
        XCTAssertEqual(tracer.events(for: "x").filter { $0.kind == .stopped(finished: true) }.map(\.tick), [3])
    }
}
