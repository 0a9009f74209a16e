import AutoLayout
import Foundation
import RiggingTesting
import XCTest

@testable import Rigging

final class BudgetTests: XCTestCase {
    static func report() -> TimingReport {
        TimingReport(
            scene: "s", hz: 30, ticks: 100, tickCost: TimingReport.Summary([0.001, 0.002, 0.009]), budget: 0.011,
            ticksOverBudget: 0, jitter: TimingReport.Summary([0.0005, 0.004]), skippedTicks: 0,
            retargets: [
                TimingReport.Retarget(time: 0.5, constraint: "w", latency: 0.00002, ticksUntilShown: 1),
                TimingReport.Retarget(time: 1.2, constraint: "h", latency: 0.0031, ticksUntilShown: 3),
            ],
            retargetLatency: TimingReport.Summary([0.00002, 0.0031]),
            slowestTick: TimingReport.Tick(tick: 45, time: 1.5, seconds: 0.009),
            mostOffScheduleTick: TimingReport.Tick(tick: 12, time: 0.4, seconds: 0.004))
    }

    func testWithinEveryLimitPasses() {
        let budget = TimingBudget(tickP99: 0.01, jitterP99: 0.005, retargetLatencyP99: 0.004, ticksUntilShown: 3)
        XCTAssertEqual(budget.violations(of: Self.report()), [])
        XCTAssertNil(verifyBudget(Self.report(), within: budget))
        assertBudget(Self.report(), within: budget)
        XCTAssertNil(verifyBudget(Self.report(), within: TimingBudget()), "no limit, nothing checked")
    }

    func testEachLimitNamesTheWorstTickOrRetarget() {
        let budget = TimingBudget(tickP99: 0.002, jitterP99: 0.001, retargetLatencyP99: 0.001, ticksUntilShown: 2)
        XCTAssertEqual(
            verifyBudget(Self.report(), within: budget),
            """
            scene s at 30 Hz (100 ticks) is over its timing budget:
              tick cost p99 9 ms is over the budget 2 ms; slowest tick 45 (t = 1.5 s): 9 ms
              tick jitter p99 4 ms is over the budget 1 ms; most off-schedule tick 12 (t = 0.4 s): 4 ms
              retarget latency p99 3.1 ms is over the budget 1 ms; slowest: h at t = 1.2 s took 3.1 ms
              a retarget took 3 ticks to show, over the budget of 2: h at t = 1.2 s
            """)
    }

    /// `TimingBudget`'s documentation example, on the real timer.
    func testTheDocumentationExample() throws {
        let scene = try Scene.load(text: #"{"root": {"size": [100, 100]}, "duration": 0.1}"#)
        let prepared = try PreparedScene(scene)
        let report = try SceneTiming.run(prepared, backend: ViewTreeBackend(prepared))
        let budget = TimingBudget(tickP99: 0.25, ticksUntilShown: 2)
        XCTAssertEqual(budget.violations(of: report), [])
        XCTAssertNotNil(report.slowestTick)
        XCTAssertEqual(report.slowestTick?.time, Double(report.slowestTick?.tick ?? 0) / 30)
    }

    /// A run built in Swift: a `LayoutRunLoop`'s ticks against a budget.
    func testALayoutRunLoopsTicks() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let bar = View(name: "bar")
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let width = bar.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([width] + LayoutConstraint.constraints(withVisualFormat: "V:|[bar(10)]", views: ["bar": bar]))
        let loop = try LayoutRunLoop(root: root)
        loop.startTiming()
        try loop.animator(for: width).animate(to: 90)
        try loop.run(until: 0.5)
        let report = loop.timingReport(name: "widen")
        assertBudget(report, within: TimingBudget(tickP99: 0.25))
        let slowest = try XCTUnwrap(report.slowestTick)
        let message = try XCTUnwrap(verifyBudget(report, within: TimingBudget(tickP99: 1e-12)))
        XCTAssertTrue(message.hasPrefix("scene widen at 30 Hz (16 ticks) is over its timing budget:\n  tick cost p99 "), message)
        XCTAssertTrue(
            message.hasSuffix(
                "; slowest tick \(slowest.tick) (t = \(NumberFormat.exact(slowest.time)) s): "
                    + "\(NumberFormat.string((slowest.seconds * 1e6).rounded() / 1e3)) ms"), message)
    }

    func testASceneFileOnTheRealTimer() throws {
        let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Demos")
        assertBudget(
            scene: demos.appendingPathComponent("slider.json"), within: TimingBudget(tickP99: 0.25, ticksUntilShown: 8),
            options: SceneTiming.Options(until: 0.5))
        XCTAssertEqual(
            verifyBudget(scene: demos.appendingPathComponent("none.json"), within: TimingBudget()),
            "\(demos.path)/none.json: cannot read the scene: no such file")
    }
}
