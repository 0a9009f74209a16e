import XCTest

/// The `rig` binary's whole output for help, usage errors and `rig vfl`.
final class RigCommandLineTests: XCTestCase {
    func testToolHelp() throws {
        let result = try RigBinary.run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            result.standardOutput,
            """
            OVERVIEW: Headless Auto Layout and constraint-driven animation: lay out, replay, check, compare and time scenes.

            USAGE: rig <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              layout                  Lay out a scene, storyboard or XIB once and print every view's frame.
              lint                    Lay out Interface Builder documents on every device and report the problems.
              convert                 Write one hierarchy of a storyboard or XIB as a scene file.
              replay                  Replay a scene on a virtual clock and write its frames.
              check                   Replay scenes and check each run against its golden dump.
              diff                    Compare two frame dumps and report where and how far they differ.
              compare                 Compare constraint-driven animation with CA-style interpolation.
              time                    Run a scene in real time at its rate and report per-tick costs, jitter and retarget latency.
              vfl                     Print the constraints a visual format makes, in Apple's order.
              completion              Print a shell completion script.

              See 'rig help <subcommand>' for detailed help.

            """)
        XCTAssertEqual(try RigBinary.run(["help"]), result)
        XCTAssertEqual(try RigBinary.run(["-h"]), result)
    }

    func testSubcommandHelp() throws {
        let result = try RigBinary.run(["replay", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.standardOutput,
            """
            OVERVIEW: Replay a scene on a virtual clock and write its frames.

            Each constraint the run breaks is reported on standard error with its frame and time (Apple's log), and so is each change of the ambiguous views.

            EXIT STATUS: 0 replayed, 1 a bad scene or a failed write, 2 a view was ambiguous (--strict), 3 a constraint broke (--strict; wins over 2), 64 bad usage.

            USAGE: rig replay <scene> [--format <format>] [--output <file>] [--hz <hz>] [--until <seconds>] [--strict] [--device <id>] [--orientation <portrait|landscape>]

            ARGUMENTS:
              <scene>                 The scene file (JSON), or - for standard input.

            OPTIONS:
              --format <format>       The output format. (values: jsonl, csv, constants-csv, svg, html; default: jsonl)
              -o, --output <file>     Write to this file (replaced whole, or left as it was on failure).
              --hz <hz>               Ticks per second, overriding the scene's (1 to 1000); motion keeps its timing in seconds.
              --until <seconds>       Stop at this time instead of the scene's duration (at most 10,000,000 ticks).
              --strict                Exit 3 if a constraint broke during the run, else 2 if a view's layout was ambiguous.
              --device <id>           Lay the scene out on this device (an Xcode id such as retina6_1, or a marketing name), overriding the scene's.
              --orientation <portrait|landscape>
                                      Hold the scene's device this way, overriding the scene's orientation.
              --version               Show the version.
              -h, --help              Show help information.

            """)
        XCTAssertEqual(try RigBinary.run(["help", "replay"]), result)
        for name in ["layout", "compare", "time", "vfl"] {
            let help = try RigBinary.run([name, "-h"])
            XCTAssertEqual(help.status, 0, name)
            XCTAssertTrue(help.standardOutput.hasPrefix("OVERVIEW: "), name)
            XCTAssertTrue(help.standardOutput.contains("\nUSAGE: rig \(name) <"), name)
            XCTAssertTrue(help.standardOutput.contains("\nARGUMENTS:\n"), name)
            // The options end the help, or come before the examples.
            let options = "  -h, --help              Show help information.\n"
            XCTAssertTrue(help.standardOutput.hasSuffix(options) || help.standardOutput.contains(options + "\nEXAMPLES:\n"), name)
        }
    }

    func testUsageErrorsExit64WithUsageAndPointer() throws {
        let cases: [([String], String)] = [
            ([], "Error: Missing expected subcommand\nUsage: rig <subcommand>\n  See 'rig --help' for more information.\n"),
            (["play"], "Error: Unknown subcommand 'play'\nUsage: rig <subcommand>\n  See 'rig --help' for more information.\n"),
            (
                ["replay"],
                "Error: Missing expected argument '<scene>'\nUsage: rig replay <scene> [--format <format>] [--output <file>] [--hz <hz>] [--until <seconds>] [--strict] [--device <id>] [--orientation <portrait|landscape>]\n  See 'rig replay --help' for more information.\n"
            ),
            (
                ["replay", "a.json", "--format", "gif"],
                "Error: The value 'gif' is invalid for '--format <format>'; expected one of jsonl, csv, constants-csv, svg, html\nUsage: rig replay <scene> [--format <format>] [--output <file>] [--hz <hz>] [--until <seconds>] [--strict] [--device <id>] [--orientation <portrait|landscape>]\n  See 'rig replay --help' for more information.\n"
            ),
            (
                ["replay", "a.json", "--hz", "0"],
                "Error: The value '0' is invalid for '--hz <hz>'; expected a whole number from 1 to 1000\nUsage: rig replay <scene> [--format <format>] [--output <file>] [--hz <hz>] [--until <seconds>] [--strict] [--device <id>] [--orientation <portrait|landscape>]\n  See 'rig replay --help' for more information.\n"
            ),
            (
                ["layout", "a.json", "b.json"],
                "Error: Unexpected argument 'b.json'\nUsage: rig layout <scene> [--json] [--strict] [--scene <id>] [--device <id|all>] [--orientation <portrait|landscape|both>]\n  See 'rig layout --help' for more information.\n"
            ),
            (
                ["layout", "a.json", "--jsn"],
                "Error: Unknown option '--jsn'. Did you mean '--json'?\nUsage: rig layout <scene> [--json] [--strict] [--scene <id>] [--device <id|all>] [--orientation <portrait|landscape|both>]\n  See 'rig layout --help' for more information.\n"
            ),
            (
                ["vfl", "H:[a]"],
                "Error: Missing expected argument '--views <names>'\nUsage: rig vfl <format> [--views <names>] [--metrics <name=value>] [--options <options>] [--margins] [--equations]\n  See 'rig vfl --help' for more information.\n"
            ),
            (
                ["vfl", "H:[a]", "--views"],
                "Error: Missing value for '--views <names>'\nUsage: rig vfl <format> [--views <names>] [--metrics <name=value>] [--options <options>] [--margins] [--equations]\n  See 'rig vfl --help' for more information.\n"
            ),
        ]
        for (arguments, stderr) in cases {
            let result = try RigBinary.run(arguments)
            XCTAssertEqual(result, RigBinary.Result(standardOutput: "", standardError: stderr, status: 64), "\(arguments)")
        }
    }

    func testVisualFormat() throws {
        let result = try RigBinary.run([
            "vfl", "V:|[_redView(>=80@1000)][_purpleView(==h@750)]|", "--views", "_redView,_purpleView", "--metrics", "h=0",
        ])
        XCTAssertEqual(
            result,
            RigBinary.Result(
                standardOutput: """
                    V:|-(0)-[_redView]
                    V:[_redView(>=80)]
                    V:[_redView]-(0)-[_purpleView]
                    V:[_purpleView(==0@750)]
                    V:[_purpleView]-(0)-|

                    """, standardError: "", status: 0))
        let equations = try RigBinary.run(["vfl", "[a]-[b]", "--views=a,b", "--options", "alignAllTop", "--equations"])
        XCTAssertEqual(equations.standardOutput, "b.leading == a.trailing + 8\na.top == b.top\n")
    }

    func testVisualFormatErrorsExit1PointingAtTheCharacter() throws {
        let result = try RigBinary.run(["vfl", "V:|[blackBox4(>30)]|", "--views", "blackBox4"])
        XCTAssertEqual(
            result,
            RigBinary.Result(
                standardOutput: "",
                standardError: """
                    Error: Unable to parse constraint format: 
                    Unknown relation. Must be ==, >=, or <= 
                    V:|[blackBox4(>30)]| 
                                   ^

                    """, status: 1))
        let option = try RigBinary.run(["vfl", "[a]", "--views", "a", "--options", "alignAllTopp"])
        XCTAssertEqual(option.status, 64, "a bad option value is a usage error")
        XCTAssertTrue(
            option.standardError.hasPrefix("Error: The value 'alignAllTopp' is invalid for '--options <options>'; expected one of alignAllLeft, "),
            option.standardError)
        XCTAssertTrue(option.standardError.contains(". Did you mean 'alignAllTop'?\n"), option.standardError)
    }

    func testMissingSceneFileFails() throws {
        let result = try RigBinary.run(["replay", "no/such.json"])
        XCTAssertEqual(
            result, RigBinary.Result(standardOutput: "", standardError: "Error: no/such.json: cannot read the scene: no such file\n", status: 1))
        let json = try RigBinary.run(["layout", "-", "--json"], input: "{\"root\": 1}")
        XCTAssertEqual(
            json,
            RigBinary.Result(
                standardOutput:
                    "{\"document\": \"-\", \"error\": {\"message\": \"-: root: expected an object, found a number\", \"line\": null, \"constraint\": null, \"position\": null}}\n",
                standardError: "", status: 1))
    }
}
