import AutoLayout
import XCTest

@testable import Rigging

/// Timing a loop's ticks from Swift (LayoutRunLoop+Timing.swift).
final class LayoutRunLoopTimingTests: XCTestCase {
    /// The documentation example's tree: a box pinned to the top left, 100 wide, 70 high.
    func makeLoop() throws -> (LayoutRunLoop, LayoutConstraint) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 70)
        try LayoutConstraint.activate(
            try LayoutConstraint.constraints(withVisualFormat: "H:|[box(100)]", views: ["box": box])
                + LayoutConstraint.constraints(withVisualFormat: "V:|[box]", views: ["box": box]) + [height])
        return (try LayoutRunLoop(root: root), height)
    }

    /// The extension's documentation example, run as written.
    func testTheDocumentationExample() throws {
        let (loop, height) = try makeLoop()
        loop.startTiming()
        try loop.animator(for: height).animate(to: 300)
        try loop.run(until: 1)
        let report = loop.timingReport(name: "grow")
        XCTAssertEqual(report.ticks, 31)
        XCTAssertEqual(report.tickCost.count, 31)
        XCTAssertGreaterThan(report.tickCost.p99, 0)
    }

    func testTheVirtualClockMeasuresCostsOnlyFromStartTiming() throws {
        let (loop, height) = try makeLoop()
        XCTAssertEqual(loop.timingReport().ticks, 0, "not timing: nothing measured")
        try loop.advance(by: 3)
        loop.startTiming()
        try loop.animator(for: height).animate(to: 300)
        try loop.advance(by: 10)
        let report = loop.timingReport(name: "grow", budget: 0)
        XCTAssertEqual(report.scene, "grow")
        XCTAssertEqual(report.hz, 30)
        XCTAssertEqual(report.ticks, 10)
        XCTAssertEqual(report.skippedTicks, 0)
        XCTAssertEqual(report.budget, 0)
        XCTAssertEqual(report.ticksOverBudget, 10)
        XCTAssertEqual(report.jitter.count, 0, "no schedule on the virtual clock")
        XCTAssertNil(report.mostOffScheduleTick)
        let slowest = try XCTUnwrap(report.slowestTick)
        XCTAssertTrue((3...12).contains(slowest.tick))
        XCTAssertEqual(slowest.time, Double(slowest.tick) / 30)
        XCTAssertEqual(slowest.seconds, report.tickCost.max)
        XCTAssertEqual(loop.timingReport().budget, 1.0 / 90, "a third of a frame by default")
        loop.stopTiming()
        try loop.advance(by: 1)
        XCTAssertEqual(loop.timingReport().ticks, 0)
    }
}
