import XCTest

@testable import Rigging

final class TimePlotTests: XCTestCase {
    func testRoundSteps() {
        XCTAssertEqual(TimePlot.roundStep(0.25), 0.5)
        XCTAssertEqual(TimePlot.roundStep(0.2), 0.2)
        XCTAssertEqual(TimePlot.roundStep(0.31), 0.5)
        XCTAssertEqual(TimePlot.roundStep(1.1), 2)
        XCTAssertEqual(TimePlot.roundStep(7), 10)
        XCTAssertEqual(TimePlot.trimmed("1.50"), "1.5")
        XCTAssertEqual(TimePlot.trimmed("2.0"), "2")
        XCTAssertEqual(TimePlot.trimmed("10"), "10")
    }

    /// A 1.5 s run ticks at 0, 0.5, 1 and 1.5 s (not at quarters of the run).
    func testTimeAxisTicksAtRoundTimesAndMarksEvents() {
        let plot = TimePlot(
            title: "t", duration: 1.5,
            series: [TimePlot.Series(name: "c", color: "#000000", times: [0, 0.75, 1.5], values: [0, 1, 1])],
            markers: [TimelineMarker(tick: 6, label: "animate c to 1")], hz: 30)
        let text = plot.svg(x: 0, y: 0, width: 300, height: 100).text
        for label in [">0 s<", ">0.5 s<", ">1 s<", ">1.5 s<"] { XCTAssertTrue(text.contains(label), label) }
        XCTAssertFalse(text.contains("0.38"))
        XCTAssertTrue(text.contains("<g class=\"marker\" data-frame=\"6\"><title>1: t = 0.2 s, frame 6: animate c to 1</title>"))
    }

    /// A step holds the previous value up to the step's time, then jumps: two points at one time.
    func testStepsHoldThenJump() {
        let series = TimePlot.Series(name: "c", color: "#000000", times: [0, 1, 2], values: [0, 10, 10], steps: [1])
        let plot = TimePlot(title: "t", duration: 2, series: [series], markers: [], hz: 1)
        let text = plot.svg(x: 0, y: 0, width: 200, height: 100).text
        let points = text.components(separatedBy: "points=\"")[1].components(separatedBy: "\"")[0].split(separator: " ")
        XCTAssertEqual(points.count, 4)
        XCTAssertEqual(points[1].split(separator: ",")[0], points[2].split(separator: ",")[0], "vertical jump at t = 1")
        XCTAssertEqual(points[0].split(separator: ",")[1], points[1].split(separator: ",")[1], "held until the jump")
    }

    func testThinningKeepsExtremesPerColumn() {
        let points = (0..<1000).map { (Double($0) / 100, Double($0 % 7)) }
        let thin = TimePlot.thinned(points)
        XCTAssertLessThanOrEqual(thin.count, 40)
        XCTAssertEqual(thin.map(\.1).max(), 6)
        XCTAssertEqual(thin.map(\.1).min(), 0)
        XCTAssertEqual(thin.last?.0, points.last?.0)
    }
}
