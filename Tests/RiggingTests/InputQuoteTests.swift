import XCTest

@testable import Rigging

/// Every error message that quotes input goes through `InputQuote`: bounded and inert.
final class InputQuoteTests: XCTestCase {
    func testControlCharactersAreEscaped() {
        XCTAssertEqual(InputQuote.bounded("a\u{1B}[2Jb\tc\n\u{7F}\u{85}"), "a\\u{1B}[2Jb\\tc\\n\\u{7F}\\u{85}")
        XCTAssertEqual(InputQuote.inert("line one\nline\u{1B} two"), "line one\nline\\u{1B} two")
        XCTAssertEqual(InputQuote.quoted("é"), "\"é\"")
    }

    func testLongValuesAndListsAreCut() {
        let long = String(repeating: "x", count: 1_000_000)
        XCTAssertEqual(InputQuote.bounded(long), String(repeating: "x", count: 80) + "… (999,920 more characters)")
        let names = (0..<40_000).map { "v\($0)" }
        XCTAssertEqual(InputQuote.list(names), "v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, … and 39,988 more")
        XCTAssertEqual(InputQuote.list(["a", "b"]), "a, b")
    }

    func testMessagesWindowTheLineACaretPointsInto() {
        let format = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let message = "Error: bad\n" + format + " \n" + String(repeating: " ", count: 500) + "^\nmore"
        let lines = InputQuote.message(message).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines[0], "Error: bad")
        XCTAssertEqual(lines[1], "…" + String(repeating: "a", count: 60) + "X" + String(repeating: "b", count: 59) + "…")
        XCTAssertEqual(lines[2], String(repeating: " ", count: 61) + "^")
        XCTAssertEqual(Array(lines[1])[lines[2].count - 1], "X", "the caret still points at the character")
        XCTAssertEqual(lines[3], "more")
        let near = InputQuote.message(String(repeating: "c", count: 300) + "\n  ^")
        XCTAssertEqual(near, String(repeating: "c", count: 120) + "…\n  ^")
        let long = InputQuote.message(String(repeating: "d", count: 5_000))
        XCTAssertEqual(long, String(repeating: "d", count: 2_000) + "… (3,000 more characters)")
        XCTAssertEqual(InputQuote.message("short\n   ^\n\u{1B}"), "short\n   ^\n\\u{1B}")
    }

    func testSceneErrorsQuoteThroughIt() throws {
        let name = String(repeating: "n", count: 10_000)
        let error = TestSupport.loadError(#"{"root": {"size": [1, 1]}, "views": [{"name": "a", "parent": "\#(name)\u001b"}]}"#)
        XCTAssertEqual(
            error?.description,
            "test.json: views[0].parent: unknown view \"" + String(repeating: "n", count: 80)
                + "… (9,921 more characters)\"; the views are view")
        let escape = TestSupport.loadError(#"{"root": {"size": [1, 1]}, "direction": "\u001b[31m"}"#)
        XCTAssertEqual(escape?.description, "test.json: direction: expected \"leftToRight\" or \"rightToLeft\", found \"\\u{1B}[31m\"")
    }
}
