import Rigging
import RiggingTestSupport
import XCTest

@testable import RigCommands

/// `RigCommand.parse` as the pure function it is.
final class RigCommandTests: XCTestCase {
    func testParsesEachSubcommand() throws {
        XCTAssertEqual(try RigCommand.parse(["layout", "-", "--json"]), .run(LayoutCommand(scene: "-", json: true)))
        XCTAssertEqual(try RigCommand.parse(["--json", "layout", "a.json"].suffix(2) + ["--json"]), .run(LayoutCommand(scene: "a.json", json: true)))
        var replay = ReplayCommand(scene: "s.json")
        replay.format = .html
        replay.output = "out.html"
        replay.hz = 60
        replay.until = 1.5
        replay.untilArgument = "1.5"
        XCTAssertEqual(try RigCommand.parse(["replay", "--format=html", "s.json", "-o", "out.html", "--hz", "60", "--until", "1.5"]), .run(replay))
        var compare = CompareCommand(scene: "s.json")
        compare.format = .json
        compare.curve = "linear"
        compare.duration = 0.25
        XCTAssertEqual(try RigCommand.parse(["compare", "s.json", "--format", "json", "--curve", "linear", "--duration", "0.25"]), .run(compare))
        var time = TimeCommand(scene: "s.json")
        time.budget = 2
        time.json = true
        XCTAssertEqual(try RigCommand.parse(["time", "s.json", "--budget", "2", "--json"]), .run(time))
        var vfl = VisualFormatCommand(format: "|-[a]-|", views: ["a", "b"])
        vfl.metrics = ["m": 3, "n": -1.5]
        vfl.options = ["alignAllTop", "directionLeftToRight"]
        vfl.margins = true
        XCTAssertEqual(
            try RigCommand.parse([
                "vfl", "|-[a]-|", "--views", "a,b", "--metrics", "m=3", "--metrics=n=-1.5",
                "--options", "alignAllTop,directionLeftToRight", "--margins",
            ]), .run(vfl))
    }

    func testHelpAndDoubleDash() throws {
        XCTAssertEqual(try RigCommand.parse(["vfl", "--help"]), .help(subcommand: "vfl"))
        XCTAssertEqual(try RigCommand.parse(["help", "time"]), .help(subcommand: "time"))
        XCTAssertEqual(try RigCommand.parse(["layout", "--", "--help"]), .run(LayoutCommand(scene: "--help")))
    }

    func testUsageErrorsNameTheProblem() {
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try RigCommand.parse(arguments)
                return nil
            } catch {
                return error.message
            }
        }
        XCTAssertEqual(message(["replay", "s", "--until", "-1"]), "The value '-1' is invalid for '--until <seconds>'; expected a number >= 0")
        XCTAssertEqual(message(["time", "s", "--budget", "0"]), "The value '0' is invalid for '--budget <ms>'; expected a number > 0")
        XCTAssertEqual(
            message(["vfl", "[a]", "--views", "a", "--metrics", "x"]),
            "The value 'x' is invalid for '--metrics <name=value>'; expected name=value with a finite number")
        XCTAssertEqual(message(["layout", "s", "--json=yes"]), "The flag '--json' does not take a value")
        XCTAssertEqual(message(["help", "fly"]), "Unknown subcommand 'fly'")
        XCTAssertEqual(message(["help", "tme"]), "Unknown subcommand 'tme'. Did you mean 'time'?")
        XCTAssertEqual(message(["replya", "s"]), "Unknown subcommand 'replya'. Did you mean 'replay'?")
        XCTAssertEqual(message(["layout", "s", "--jsn"]), "Unknown option '--jsn'. Did you mean '--json'?")
        XCTAssertEqual(message(["layout", "s", "--frobnicate"]), "Unknown option '--frobnicate'")
        XCTAssertEqual(message(["--verison"]), "Unknown option '--verison'. Did you mean '--version'?")
        XCTAssertEqual(
            message(["replay", "s", "--format", "jsnl"]),
            "The value 'jsnl' is invalid for '--format <format>'; expected one of jsonl, csv, constants-csv, svg, html. Did you mean 'jsonl'?")
        XCTAssertEqual(
            message(["compare", "s", "--curve", "easeInOut"]),
            "The value 'easeInOut' is invalid for '--curve <curve>'; expected one of linear, easeIn, easeOut, easeInEaseOut, default. Did you mean 'easeOut'?"
        )
        XCTAssertEqual(message(["vfl", "[a]", "--views", "a", "--options", "alignAllTpo"])?.hasSuffix(". Did you mean 'alignAllTop'?"), true)
        XCTAssertEqual(message(["completion", "tcsh"]), "The value 'tcsh' is invalid for '<shell>'; expected one of bash, zsh, fish")
        XCTAssertEqual(
            message(["completion", "fissh"]), "The value 'fissh' is invalid for '<shell>'; expected one of bash, zsh, fish. Did you mean 'fish'?")
    }

    /// Every message that quotes input bounds it and escapes control characters.
    func testUsageErrorsQuoteInputBoundedAndInert() {
        let long = String(repeating: "x", count: 100_000)
        do {
            _ = try RigCommand.parse(["layout", "s", "--" + long])
            XCTFail("expected an error")
        } catch {
            XCTAssertLessThan(error.message.count, 200)
            XCTAssertTrue(error.message.hasSuffix("more characters)'"), error.message)
        }
        do {
            _ = try RigCommand.parse(["\u{1B}[2J"])
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.message, "Unknown subcommand '\\u{1B}[2J'")
        }
    }

    func testVersionAndStrictAndCompletion() throws {
        XCTAssertEqual(try RigCommand.parse(["--version"]), .version)
        XCTAssertEqual(try RigCommand.parse(["replay", "x.json", "--version"]), .version)
        XCTAssertEqual(try RigCommand.parse(["layout", "x.json", "--strict"]), .run(LayoutCommand(scene: "x.json", strict: true)))
        XCTAssertEqual(try RigCommand.parse(["completion", "zsh"]), .run(CompletionCommand(shell: .zsh)))
    }

    /// Every option with a fixed set of values lists them in its help.
    func testHelpListsAllowedValues() {
        for spec in RigCommand.specs {
            for option in spec.options where !option.allowedValues.isEmpty {
                XCTAssertTrue(spec.help.contains("values: " + option.allowedValues.joined(separator: ", ")), "\(spec.name) \(option.key)")
            }
        }
        XCTAssertTrue(CompareCommand.spec.help.contains("(values: linear, easeIn, easeOut, easeInEaseOut, default; default: easeInEaseOut)"))
        XCTAssertTrue(ReplayCommand.spec.help.contains("(values: jsonl, csv, constants-csv, svg, html; default: jsonl)"))
    }

    /// The examples `rig layout`, `rig lint` and `rig convert` end their help with parse, and
    /// between them use every option.
    func testHelpExamplesParseAndUseEveryOption() throws {
        for spec in [LayoutCommand.spec, LintCommand.spec, ConvertCommand.spec] {
            XCTAssertTrue(spec.help.contains("\nEXAMPLES:\n  rig \(spec.name) "), spec.help)
            var used: Set<String> = []
            for example in spec.examples {
                let words = Self.words(example.command)
                XCTAssertEqual(words.prefix(2), ["rig", spec.name[...]], example.command)
                XCTAssertNoThrow(try RigCommand.parse(words.dropFirst().map(String.init)), example.command)
                used.formUnion(words.map(String.init))
            }
            for option in spec.options {
                XCTAssertTrue(option.names.contains(where: used.contains), "\(spec.name): no example uses \(option.key)")
            }
        }
    }

    /// `text` split at spaces, a `"`-quoted run kept whole.
    static func words(_ text: String) -> [Substring] {
        var words: [Substring] = []
        var quoted = false
        var start = text.startIndex
        for index in text.indices {
            if text[index] == "\"" { quoted.toggle() }
            if text[index] == " ", !quoted {
                words.append(text[start..<index])
                start = text.index(after: index)
            }
        }
        words.append(text[start...])
        return words.map { $0.count > 1 && $0.first == "\"" && $0.last == "\"" ? $0.dropFirst().dropLast() : $0 }
    }
}
