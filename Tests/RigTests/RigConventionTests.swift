import XCTest

/// The `rig` binary's command-line conventions: `--version`, completion scripts, `layout
/// --strict`'s exit statuses and conflict names, units in `compare` and `time`, and bounded,
/// inert error messages.
final class RigConventionTests: XCTestCase {
    func testVersion() throws {
        let version = try RigBinary.run(["--version"])
        XCTAssertEqual(version, RigBinary.Result(standardOutput: "0.1.0\n", standardError: "", status: 0))
        XCTAssertEqual(try RigBinary.run(["layout", "--version"]), version)
    }

    func testCompletionScripts() throws {
        let bash = try RigBinary.run(["completion", "bash"])
        XCTAssertEqual(bash.status, 0)
        XCTAssertTrue(bash.standardOutput.contains("complete -o default -F _rig rig\n"))
        XCTAssertTrue(bash.standardOutput.contains("--format) COMPREPLY=($(compgen -W 'jsonl csv constants-csv svg html' -- \"$cur\")); return ;;"))
        // bash parses it, and it completes a subcommand's allowed values.
        let checked = try RigShell.run(
            #"""
            source <("$RIG" completion bash) || exit 1
            COMP_WORDS=(rig replay x.json --format j); COMP_CWORD=4; _rig; echo "${COMPREPLY[@]}"
            COMP_WORDS=(rig rep); COMP_CWORD=1; _rig; echo "${COMPREPLY[@]}"
            """#)
        defer { RigShell.cleanUp(checked) }
        XCTAssertEqual(checked.standardOutput, "jsonl\nreplay\n", checked.standardError)
        let zsh = try RigBinary.run(["completion", "zsh"])
        XCTAssertTrue(zsh.standardOutput.hasPrefix("#compdef rig\n"))
        XCTAssertTrue(zsh.standardOutput.contains("'--curve[The CA-style timing function.]:curve:(linear easeIn easeOut easeInEaseOut default)'"))
        XCTAssertTrue(zsh.standardOutput.contains("'*:scene:_files'"), "rig check takes any number of scenes")
        let fish = try RigBinary.run(["completion", "fish"])
        XCTAssertTrue(
            fish.standardOutput.contains(
                "complete -c rig -n '__fish_seen_subcommand_from replay' -l format -r -a 'jsonl csv constants-csv svg html' -d 'The output format.'\n"
            ))
        let bad = try RigBinary.run(["completion", "tcsh"])
        XCTAssertEqual(bad.status, 64)
    }

    static let ambiguous = #"{"root": {"size": [100, 100]}, "views": [{"name": "a"}], "constraints": [{"constraint": "a.width == 10"}]}"#
    static let unsatisfiable = #"""
        {"root": {"size": [100, 100]}, "views": [{"name": "a"}],
         "constraints": [{"vfl": "H:|[a]|"}, {"vfl": "V:|[a]|"}, {"id": "narrow", "constraint": "a.width == 10"}]}
        """#

    func testLayoutStrictExitsTwoWhenAmbiguousAndThreeWhenUnsatisfiable() throws {
        XCTAssertEqual(try RigBinary.run(["layout", "-"], input: Self.ambiguous).status, 0, "not strict: a report, not a verdict")
        XCTAssertEqual(try RigBinary.run(["layout", "-", "--strict"], input: Self.ambiguous).status, 2)
        XCTAssertEqual(try RigBinary.run(["layout", "Demos/slider.json", "--strict"]).status, 0)
        let broken = try RigBinary.run(["layout", "-", "--strict"], input: Self.unsatisfiable)
        XCTAssertEqual(broken.status, 3)
        XCTAssertTrue(
            broken.standardOutput.hasSuffix(
                """
                unsatisfiable: broke constraints[2] (id narrow): <LayoutConstraint 'narrow' H:[a(==10)] (active)>
                  conflicting: <LayoutConstraint 'Rigging-Root-Width' H:[view(==100)] (active)>
                  conflicting: constraints[0]: <LayoutConstraint H:|-(0)-[a] (active, names: '|':view)>
                  conflicting: constraints[0]: <LayoutConstraint H:[a]-(0)-| (active, names: '|':view)>
                  conflicting: constraints[2] (id narrow): <LayoutConstraint 'narrow' H:[a(==10)] (active)>

                """), broken.standardOutput)
        XCTAssertTrue(broken.standardOutput.contains("  conflicting: constraints[2] (id narrow): "), broken.standardOutput)
        let json = try RigBinary.run(["layout", "-", "--json", "--strict"], input: Self.unsatisfiable)
        XCTAssertEqual(json.status, 3)
        XCTAssertTrue(json.standardOutput.contains(#"{"entry": 2, "id": "narrow", "description": "#), json.standardOutput)
        XCTAssertTrue(json.standardOutput.contains(#"{"entry": 0, "id": null, "description": "#), json.standardOutput)
    }

    /// A spring that is still moving when the scene ends: "did not settle", never a settle time.
    static let spring = #"""
        {"name": "spring", "root": {"size": [100, 600]}, "views": [{"name": "a"}],
         "constraints": [{"vfl": "H:|[a]|"}, {"vfl": "V:|[a]"}, {"id": "h", "constraint": "a.height == 10"}],
         "duration": 0.5,
         "events": [{"at": 0, "animate": {"constraint": "h", "to": 300, "curve": {"spring": {"stiffness": 20, "damping": 1}}}}]}
        """#

    func testCompareGivesUnitsSaysDidNotSettleAndShowsTheAnimatedConstant() throws {
        let text = try RigBinary.run(["compare", "-"], input: Self.spring)
        XCTAssertEqual(text.status, 0, text.standardError)
        XCTAssertTrue(
            text.standardOutput.hasPrefix("scene spring: constraint-driven vs CA-style (timing easeInEaseOut, durations 0.5 s (did not settle))\n"),
            text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains(" pt "), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("did not settle"), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("h: a.height == 10       yes    300 pt"), text.standardOutput)
        let json = try RigBinary.run(["compare", "-", "--format", "json"], input: Self.spring)
        XCTAssertTrue(
            json.standardOutput.hasPrefix(
                #"{"scene": "spring", "timing": "easeInEaseOut", "durations": [{"seconds": 0.5, "settled": false}], "views": [{"view": "view", "maxDifferencePoints": 0, "frame": 0, "settleConstraints": {"moved": false, "settled": true, "atSeconds": null}"#
            ),
            json.standardOutput)
        XCTAssertTrue(
            json.standardOutput.contains(#""settleConstraints": {"moved": true, "settled": false, "atSeconds": null}"#), json.standardOutput)
        XCTAssertTrue(json.standardOutput.contains(#""constantPoints": 300, "transitionViolationPoints": "#), json.standardOutput)
    }

    func testTimeJSONIsInTheTextsUnitWithTheUnitInTheKeys() throws {
        let scene = #"{"root": {"size": [10, 10]}, "duration": 0.1}"#
        let json = try RigBinary.run(["time", "-", "--json", "--budget", "250"], input: scene)
        XCTAssertEqual(json.status, 0, json.standardError)
        XCTAssertTrue(json.standardOutput.contains(#""budgetMilliseconds": 250, "ticksOverBudget": 0, "jitterMilliseconds": "#), json.standardOutput)
        XCTAssertTrue(json.standardOutput.contains(#""tickCostMilliseconds": {"p50": "#), json.standardOutput)
        let text = try RigBinary.run(["time", "-", "--budget", "250"], input: scene)
        XCTAssertTrue(text.standardOutput.contains("over budget (250 ms)        0 of 4 ticks\n"), text.standardOutput)
    }

    /// Over budget is a failure: the report prints, standard error names the slowest tick, exit 4.
    func testTimeOverBudgetExitsFourAndNamesTheSlowestTick() throws {
        let scene = #"{"root": {"size": [10, 10]}, "duration": 0.1}"#
        let text = try RigBinary.run(["time", "-", "--budget", "0.000001"], input: scene)
        XCTAssertEqual(text.status, 4, text.standardError)
        XCTAssertTrue(text.standardOutput.contains("over budget (0 ms)          4 of 4 ticks; slowest tick "), text.standardOutput)
        XCTAssertNotNil(
            text.standardError.range(
                of: #"^Error: 4 of 4 ticks over the budget 0 ms; slowest tick [0-3] \(t = [0-9.]+ s\): [0-9.]+ ms\n$"#,
                options: .regularExpression), text.standardError)
        let json = try RigBinary.run(["time", "-", "--budget", "0.000001", "--json"], input: scene)
        XCTAssertEqual(json.status, 4)
        XCTAssertTrue(json.standardOutput.contains(#""ticksOverBudget": 4, "slowestTick": {"tick": "#), json.standardOutput)
        XCTAssertTrue(json.standardError.hasPrefix("Error: 4 of 4 ticks over the budget"), json.standardError)
        // Without --budget, the default budget is reported, not enforced.
        XCTAssertEqual(try RigBinary.run(["time", "-"], input: scene).status, 0)
    }

    func testErrorMessagesBoundAndEscapeWhatTheyQuote() throws {
        let escape = #"{"root": {"size": [1, 1]}, "views": [{"name": "a", "parent": "\u001b[2J\u001b[31mred"}]}"#
        let result = try RigBinary.run(["layout", "-"], input: escape)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, "Error: -: views[0].parent: unknown view \"\\u{1B}[2J\\u{1B}[31mred\"; the views are view\n")
        let many = (0..<40_000).map { "{\"name\": \"v\($0)\"}" }.joined(separator: ", ")
        let name = String(repeating: "n", count: 1_000_000)
        let huge = #"{"root": {"size": [1, 1]}, "views": [\#(many), {"name": "x", "parent": "\#(name)"}]}"#
        let bounded = try RigBinary.run(["layout", "-"], input: huge)
        XCTAssertEqual(bounded.status, 1)
        XCTAssertLessThan(bounded.standardError.utf8.count, 1_000, bounded.standardError)
        XCTAssertTrue(bounded.standardError.contains("… (999,920 more characters)\"; the views are view, v0, v1, "), bounded.standardError)
        XCTAssertTrue(bounded.standardError.hasSuffix(", … and 39,989 more\n"), bounded.standardError)
        let format = "H:|[a]" + String(repeating: "-[a]", count: 20_000) + "-[b(>30)]|"
        let vfl = try RigBinary.run(["vfl", format, "--views", "a,b"])
        XCTAssertEqual(vfl.status, 1)
        XCTAssertLessThan(vfl.standardError.utf8.count, 400, vfl.standardError)
        XCTAssertTrue(vfl.standardError.hasSuffix("-[a]-[a]-[b(>30)]| \n" + String(repeating: " ", count: 115) + "^\n"), vfl.standardError)
        let option = try RigBinary.run(["layout", "-", "--\u{1B}[2J"])
        XCTAssertEqual(option.status, 64)
        XCTAssertTrue(option.standardError.hasPrefix("Error: Unknown option '--\\u{1B}[2J'\n"), option.standardError)
    }
}
