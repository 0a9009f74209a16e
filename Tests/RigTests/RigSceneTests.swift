import XCTest

/// The `rig` binary on the demos and on bad scenes.
final class RigSceneTests: XCTestCase {
    func testLayoutJSON() throws {
        let result = try RigBinary.run(["layout", "Demos/slider.json", "--json"])
        XCTAssertEqual(
            result,
            RigBinary.Result(
                standardOutput:
                    "{\"frames\": {\"view\": [0, 0, 320, 568], \"redView\": [0, 0, 320, 568], \"purpleView\": [0, 568, 320, 0]}, \"ambiguous\": [], \"unsatisfiable\": []}\n",
                standardError: "", status: 0))
    }

    func testLayoutJSONErrorPointsAtTheCharacter() throws {
        let scene =
            #"{"root": {"size": [320, 568]}, "views": [{"name": "a"}], "constraints": [{"vfl": "H:|[a]|"}, {"constraint": "a.top = view.top"}]}"#
        let result = try RigBinary.run(["layout", "-", "--json"], input: scene)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            #"{"document": "-", "error": {"message": "-: constraints[1].constraint: Expected a relation (==, >=, <=) at character 6:\na.top = view.top\n      ^", "line": null, "constraint": 1, "position": 6}}"#
                + "\n")
        let vfl = try RigBinary.run(
            ["layout", "-", "--json"],
            input: #"{"root": {"size": [1, 1]}, "views": [{"name": "a"}], "constraints": [{"vfl": "H:|[a]-|"}, {"vfl": "V:|[a(>30)]|"}]}"#)
        XCTAssertTrue(vfl.standardOutput.hasSuffix(", \"constraint\": 1, \"position\": 7}}\n"), vfl.standardOutput)
    }

    func testReplayPrintsTheExpectedDump() throws {
        let result = try RigBinary.run(["replay", "Demos/slider.json"])
        XCTAssertEqual(result.status, 0)
        let expected = try String(contentsOf: RigBinary.packageRoot.appendingPathComponent("Demos/slider.jsonl"), encoding: .utf8)
        XCTAssertEqual(result.standardOutput, expected)
        let again = try RigBinary.run(
            ["replay", "-"], input: try String(contentsOf: RigBinary.packageRoot.appendingPathComponent("Demos/slider.json"), encoding: .utf8))
        XCTAssertEqual(again.standardOutput, expected, "standard input gives the same bytes")
    }

    func testCompareText() throws {
        let result = try RigBinary.run(["compare", "Demos/players.json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(
            result.standardOutput.hasPrefix("scene players: constraint-driven vs CA-style (timing easeInEaseOut, durations 0.5 s, 0.333333 s)\n"))
        XCTAssertTrue(result.standardOutput.contains("containerWidth: container.width == 240"))
    }

    func testBadSceneGoesToStandardErrorWithPath() throws {
        let result = try RigBinary.run(
            ["replay", "-"],
            input:
                #"{"root": {"size": [1, 1]}, "views": [{"name": "a"}], "constraints": [{"id": "w", "constraint": "a.width == 1"}], "events": [{"at": 0, "animate": {"constraint": "w", "to": 2, "curve": "bouncy", "duration": 1}}]}"#
        )
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("Error: -: events[0].animate.curve: unknown curve \"bouncy\""), result.standardError)
    }
}
