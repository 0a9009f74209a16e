import XCTest
@testable import Rigging

/// `RigCommand.parse` as the pure function it is.
final class RigCommandTests: XCTestCase {
    func testParsesEachSubcommand() throws {
        XCTAssertEqual(try RigCommand.parse(["layout", "-", "--json"]), .layout(scene: "-", json: true))
        XCTAssertEqual(try RigCommand.parse(["--json", "layout", "a.json"].suffix(2) + ["--json"]), .layout(scene: "a.json", json: true))
        var replay = RigCommand.Replay(scene: "s.json")
        replay.format = .html
        replay.output = "out.html"
        replay.hz = 60
        replay.until = 1.5
        XCTAssertEqual(try RigCommand.parse(["replay", "--format=html", "s.json", "-o", "out.html", "--hz", "60", "--until", "1.5"]), .replay(replay))
        var compare = RigCommand.Compare(scene: "s.json")
        compare.format = .json
        compare.curve = "linear"
        compare.duration = 0.25
        XCTAssertEqual(try RigCommand.parse(["compare", "s.json", "--format", "json", "--curve", "linear", "--duration", "0.25"]), .compare(compare))
        var time = RigCommand.Time(scene: "s.json")
        time.budget = 2
        time.json = true
        XCTAssertEqual(try RigCommand.parse(["time", "s.json", "--budget", "2", "--json"]), .time(time))
        var vfl = RigCommand.VisualFormat(format: "|-[a]-|", views: ["a", "b"])
        vfl.metrics = ["m": 3, "n": -1.5]
        vfl.options = ["alignAllTop", "directionLeftToRight"]
        vfl.margins = true
        XCTAssertEqual(try RigCommand.parse(["vfl", "|-[a]-|", "--views", "a,b", "--metrics", "m=3", "--metrics=n=-1.5",
                                             "--options", "alignAllTop,directionLeftToRight", "--margins"]), .vfl(vfl))
    }

    func testHelpAndDoubleDash() throws {
        XCTAssertEqual(try RigCommand.parse(["vfl", "--help"]), .help(subcommand: "vfl"))
        XCTAssertEqual(try RigCommand.parse(["help", "time"]), .help(subcommand: "time"))
        XCTAssertEqual(try RigCommand.parse(["layout", "--", "--help"]), .layout(scene: "--help", json: false))
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
        XCTAssertEqual(message(["replay", "s", "--until", "-1"]), "The value '-1' is invalid for '--until <seconds>'")
        XCTAssertEqual(message(["time", "s", "--budget", "0"]), "The value '0' is invalid for '--budget <ms>'")
        XCTAssertEqual(message(["vfl", "[a]", "--views", "a", "--metrics", "x"]), "The value 'x' is invalid for '--metrics <name=value>'")
        XCTAssertEqual(message(["layout", "s", "--json=yes"]), "The flag '--json' does not take a value")
        XCTAssertEqual(message(["help", "fly"]), "Unknown subcommand 'fly'")
    }
}
