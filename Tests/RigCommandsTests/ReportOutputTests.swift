import AutoLayout
import Motion
import RiggingTestSupport
import XCTest

@testable import RigCommands
@testable import Rigging

/// The reports' text and JSON as `rig` prints them: units on every number, one JSON writer.
final class ReportOutputTests: XCTestCase {
    static let grow = #"""
        {"name": "grow", "root": {"size": [100, 600]}, "views": [{"name": "a"}, {"name": "b"}],
         "constraints": [{"id": "ha", "constraint": "a.height == 100"}, {"id": "hb", "constraint": "b.height == 50"}],
         "duration": 1,
         "events": [{"at": 0, "animate": {"constraint": "ha", "to": 300, "curve": {"exponential": 0.234}}}]}
        """#

    func testComparisonTextAndJSONCarryUnits() throws {
        let scene = try Scene.load(text: Self.grow)
        let prepared = try PreparedScene(scene)
        let report = try SceneComparison.run(prepared, function: .easeInEaseOut, duration: 0.5) {
            _ throws(SceneError) in StackBackend(scene: scene, constants: [100, 50])
        }
        XCTAssertTrue(
            report.text().contains("ha: a.height == 100       yes    300 pt            200 pt         0                   0 pt\n"), report.text())
        XCTAssertTrue(report.text().hasPrefix("scene grow: constraint-driven vs CA-style (timing easeInEaseOut, durations 0.5 s)\n"), report.text())
        XCTAssertTrue(
            report.json().hasPrefix(
                #"{"scene": "grow", "timing": "easeInEaseOut", "durations": [{"seconds": 0.5, "settled": true}], "views": [{"view": "view", "maxDifferencePoints": 0"#
            ),
            report.json())
        XCTAssertTrue(
            report.json().hasSuffix(
                #""constraints": [{"constraint": "ha: a.height == 100", "required": true, "constantPoints": 300, "transitionViolationPoints": 200, "frame": 0, "constraintViolationPoints": 0}]}"#
                    + "\n"))
        XCTAssertTrue(report.svg().hasPrefix("<svg"))
        XCTAssertTrue(report.html().contains("CA-style (easeInEaseOut)"))
    }

    /// The compare page's tables link to frames: the violation's frame and each view's largest
    /// difference; the SVG pairs each frame's two runs on one row.
    func testComparisonPagesLinkFramesAndPairRuns() throws {
        let scene = try Scene.load(text: Self.grow)
        let prepared = try PreparedScene(scene)
        let report = try SceneComparison.run(prepared, function: .easeInEaseOut, duration: 0.5) {
            _ throws(SceneError) in StackBackend(scene: scene, constants: [100, 50])
        }
        let html = report.html(markers: TimelineMarker.markers(of: scene))
        XCTAssertTrue(html.contains("<table id=\"violations\" class=\"linked\">"))
        XCTAssertTrue(
            html.contains("<td class=\"num\">200 pt</td><td class=\"num\"><a href=\"#frame=0\">0</a></td>"), "the violation links its frame")
        XCTAssertTrue(html.contains("<table id=\"difftable\""))
        XCTAssertEqual(html.components(separatedBy: "id=\"difftable\"").count, 2, "the report's table replaces the page's own")
        XCTAssertTrue(html.contains("animate ha to 300"))
        let svg = report.svg(markers: TimelineMarker.markers(of: scene))
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\""))
        XCTAssertTrue(svg.contains("viewBox=\"0 0 1200 "))
        XCTAssertTrue(svg.contains("each pair: constraint-driven left, CA-style right"))
        XCTAssertTrue(svg.contains("Difference between the runs against time"))
    }

    func testTimingTextAndJSONAreBothInMilliseconds() {
        let summary = TimingReport.Summary([0.001, 0.002, 0.0035])
        let report = TimingReport(
            scene: "s", hz: 30, ticks: 3, tickCost: summary, budget: 0.005, ticksOverBudget: 0, jitter: summary,
            skippedTicks: 0, retargets: [TimingReport.Retarget(time: 0.5, constraint: "h", latency: 0.0000125, ticksUntilShown: 1)],
            retargetLatency: TimingReport.Summary([0.0000125]))
        XCTAssertEqual(
            report.text(),
            """
            scene s at 30 Hz: 3 ticks (0 skipped)
            tick cost (solve + layout)  p50 2 ms  p99 3.5 ms  max 3.5 ms
            over budget (5 ms)          0 of 3 ticks
            tick jitter vs schedule     p50 2 ms  p99 3.5 ms  max 3.5 ms
            retarget latency (caller)   p50 0.013 ms  p99 0.013 ms  max 0.013 ms
              t = 0.5 s  h  latency 0.013 ms  shown after 1 tick

            """)
        XCTAssertEqual(
            report.json(),
            #"{"scene": "s", "hz": 30, "ticks": 3, "skippedTicks": 0, "tickCostMilliseconds": {"p50": 2, "p99": 3.5, "max": 3.5, "count": 3}, "budgetMilliseconds": 5, "ticksOverBudget": 0, "jitterMilliseconds": {"p50": 2, "p99": 3.5, "max": 3.5, "count": 3}, "retargetLatencyMilliseconds": {"p50": 0.013, "p99": 0.013, "max": 0.013, "count": 1}, "retargets": [{"timeSeconds": 0.5, "constraint": "h", "latencyMilliseconds": 0.013, "ticksUntilShown": 1}]}"#
                + "\n")
    }

    /// Over budget, the text's budget line and the JSON name the slowest tick, and the failure message says the same.
    func testTimingOverBudgetNamesTheSlowestTick() {
        let summary = TimingReport.Summary([0.001, 0.002, 0.0035])
        let report = TimingReport(
            scene: "s", hz: 30, ticks: 3, tickCost: summary, budget: 0.0015, ticksOverBudget: 2, jitter: summary,
            skippedTicks: 0, retargets: [], retargetLatency: TimingReport.Summary([]),
            slowestTick: TimingReport.Tick(tick: 2, time: 2.0 / 30, seconds: 0.0035))
        XCTAssertTrue(
            report.text().contains("over budget (1.5 ms)        2 of 3 ticks; slowest tick 2 (t = 0.06666666666666667 s): 3.5 ms\n"), report.text())
        XCTAssertTrue(
            report.json().contains(
                #""ticksOverBudget": 2, "slowestTick": {"tick": 2, "timeSeconds": 0.06666666666666667, "costMilliseconds": 3.5}, "jitterMilliseconds""#
            ),
            report.json())
        XCTAssertEqual(report.overBudgetMessage, "2 of 3 ticks over the budget 1.5 ms; slowest tick 2 (t = 0.06666666666666667 s): 3.5 ms")
    }

    /// Guides follow the views in both forms, in root coordinates; a scene without guides prints none.
    func testLayoutReportListsTheGuidesConstraintsUse() throws {
        let scene = try Scene.load(
            text: """
                {"root": {"size": [100, 200], "safeArea": {"top": 20}}, "views": [{"name": "box", "parent": "view"}],
                 "guides": [{"name": "half", "owner": "box"}],
                 "constraints": [{"constraint": "box.top == view.safeArea.top"}, {"constraint": "box.left == view.left + 10"},
                                 {"constraint": "box.width == 80"}, {"constraint": "box.height == 40"},
                                 {"constraint": "half.left == box.left"}, {"constraint": "half.top == box.top"},
                                 {"constraint": "half.width == box.width * 0.5"}, {"constraint": "half.height == box.height"}]}
                """)
        let prepared = try PreparedScene(scene)
        let report = LayoutReport(prepared, backend: try ViewTreeBackend(prepared))
        XCTAssertEqual(
            report.json(),
            #"{"frames": {"view": [0, 0, 100, 200], "box": [10, 20, 80, 40]}, "#
                + #""guides": {"half": [10, 20, 40, 40], "view.safeArea": [0, 20, 100, 180]}, "ambiguous": [], "unsatisfiable": []}"# + "\n")
        XCTAssertTrue(report.text().contains("guide           x   y  width  height\nhalf           10  20     40      40\n"), report.text())
        let plain = try Scene.load(text: #"{"root": {"size": [1, 1]}}"#)
        let none = LayoutReport(
            try PreparedScene(plain),
            backend: try ViewTreeBackend(try PreparedScene(plain)))
        XCTAssertFalse(none.json().contains("guides"))
        XCTAssertFalse(none.text().contains("guide"))
    }

    /// A failed `isActive = true` follows the unsatisfiable records in both forms, and only when there is one.
    func testLayoutReportListsFailedActivations() throws {
        let scene = try Scene.load(
            text: #"{"root": {"size": [100, 100]}, "views": [{"name": "box"}], "constraints": [{"vfl": "H:|[box]|"}, {"vfl": "V:|[box]|"}]}"#)
        let prepared = try PreparedScene(scene)
        let layout = try ViewTreeBackend(prepared)
        let before = LayoutReport(prepared, backend: layout)
        XCTAssertFalse(before.json().contains("activationFailures"))
        XCTAssertFalse(before.text().contains("not activated"))
        let stranger = View(name: "stranger")
        layout.views[1].widthAnchor.constraint(equalTo: stranger.widthAnchor).isActive = true
        let report = LayoutReport(prepared, backend: layout)
        let reason =
            #"Unable to activate constraint with anchors <DimensionAnchor \"box.width\"> and <DimensionAnchor \"stranger.width\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."#
        XCTAssertTrue(
            report.json().hasSuffix(
                #""unsatisfiable": [], "activationFailures": [{"entry": null, "id": null, "description": "<LayoutConstraint H:[box(==stranger)]>", "reason": ""#
                    + reason + "\"}]}\n"), report.json())
        XCTAssertTrue(
            report.text().hasSuffix(
                "unsatisfiable: none\nnot activated: <LayoutConstraint H:[box(==stranger)]>\n  Unable to activate constraint with anchors"
                    + #" <DimensionAnchor "box.width"> and <DimensionAnchor "stranger.width"> because they have no common ancestor."#
                    + "  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.\n"), report.text())
        XCTAssertEqual(layout.log.count, 1)
    }

    func testLayoutErrorJSON() {
        let error = SceneError(file: "-", path: "constraints[1].constraint", problem: .constraintText("bad"), constraint: 1, position: 9)
        XCTAssertEqual(
            LayoutReport.errorJSON(error),
            #"{"document": "-", "error": {"message": "-: constraints[1].constraint: bad", "line": null, "constraint": 1, "position": 9}}"# + "\n")
        let plain = SceneError(file: nil, path: "", problem: .invalid("x\ny"))
        XCTAssertEqual(
            LayoutReport.errorJSON(plain),
            #"{"document": null, "error": {"message": "x\ny", "line": null, "constraint": null, "position": null}}"# + "\n")
        let tool = RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { Array("{\n  \"root\": }".utf8) })
        let syntax = tool.run(["layout", "-", "--json"])
        XCTAssertEqual(syntax.status, 1)
        XCTAssertTrue(syntax.standardOutput.hasPrefix(#"{"document": "-", "error": {"message": "-:2:11: invalid JSON: "#), syntax.standardOutput)
        XCTAssertTrue(syntax.standardOutput.hasSuffix(#""line": 2, "constraint": null, "position": null}}"# + "\n"), syntax.standardOutput)
    }
}
