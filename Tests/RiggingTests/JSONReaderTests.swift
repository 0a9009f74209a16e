import TestHelpers
import XCTest

@testable import Rigging

final class JSONReaderTests: XCTestCase {
    func testReadsEveryKindOfValue() throws {
        let value = try JSONValue.parse(#" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "x\"\\\/\n\u00e9\ud83d\ude00"}} "#)
        guard case .object(let o) = value else { return XCTFail("object expected") }
        XCTAssertEqual(o.keys, ["a", "b"])
        XCTAssertEqual(o["a"], .array([.number(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null]))
        XCTAssertEqual(o["b"], .object(JSONObject([("c", .string("x\"\\/\né😀"))])))
    }

    func testKeepsKeyOrder() throws {
        guard case .object(let o) = try JSONValue.parse(#"{"z": 1, "a": 2, "m": 3}"#) else { return XCTFail() }
        XCTAssertEqual(o.keys, ["z", "a", "m"])
    }

    func testRejectsDuplicateKeysNamingThem() {
        XCTAssertThrowsError(try JSONValue.parse("{\"a\": 1,\n \"a\": 2}")) { error in
            let e = error as? JSONSyntaxError
            XCTAssertEqual(e?.message, "duplicate key \"a\"")
            XCTAssertEqual(e?.line, 2)
            XCTAssertEqual(e?.column, 2)
        }
    }

    func testRejectsMalformedTextWithPositions() {
        let cases: [(String, String, Int)] = [
            ("", "expected a value, found the end of the text", 0),
            ("{", "expected a string key in an object", 1),
            ("[1,]", "expected a value (object, array, string, number, true, false or null)", 3),
            ("[1 2]", "expected ',' or ']' after an array element", 3),
            ("{\"a\" 1}", "expected ':' after the key \"a\"", 5),
            ("01", "a number may not start with 0 followed by digits", 1),
            ("1.", "expected a digit after '.' in a number", 2),
            ("-", "expected a digit in a number", 1),
            ("1e", "expected a digit in a number's exponent", 2),
            ("1e999", "the number 1e999 is out of range (not finite)", 0),
            ("\"abc", "unterminated string", 0),
            ("\"a\u{01}\"", "control character in a string (escape it)", 2),
            ("\"\\x\"", "invalid escape '\\x' in a string", 1),
            ("\"\\ud800\"", "unpaired UTF-16 surrogate in a \\u escape", 7),
            ("tru", "expected 'true'", 0),
            ("NaN", "expected a value (object, array, string, number, true, false or null)", 0),
            ("{} x", "unexpected text after the JSON value", 3),
        ]
        for (text, message, offset) in cases {
            XCTAssertThrowsError(try JSONValue.parse(text), text) { error in
                XCTAssertEqual((error as? JSONSyntaxError)?.message, message, text)
                XCTAssertEqual((error as? JSONSyntaxError)?.offset, offset, text)
            }
        }
    }

    func testRejectsInvalidUTF8() {
        XCTAssertThrowsError(try JSONValue.parse([0x22, 0xFF, 0x22])) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.message, "invalid UTF-8 in a string")
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSONValue.parse(deep)) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.message, "nesting deeper than 256 levels")
        }
        let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        XCTAssertNoThrow(try JSONValue.parse(ok))
    }

    func testRandomGarbageNeverCrashes() {
        let seed: UInt64 = 0x5EED_0006
        var rng = SeededGenerator(seed: seed)
        let alphabet = Array("{}[]\",:0123456789-+.eE truefalsnul\\u\n".utf8)
        let valid = Array(#"{"a": [1, 2.5, {"b": "c\u0041"}], "d": null, "e": true}"#.utf8)
        for _ in 0..<3000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes[i] = alphabet.randomElement(using: &rng) ?? 0
                case 1: bytes.remove(at: i)
                default: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: i)
                }
                if bytes.isEmpty { bytes = [0x20] }
            }
            do {
                _ = try JSONValue.parse(bytes)
            } catch {
                XCTAssertTrue((0...bytes.count).contains(error.offset), "seed \(seed): offset \(error.offset) outside")
            }
        }
    }

    func testLargeDocumentLoads() throws {
        // About 10 MB: 200,000 small objects in an array.
        var text = "["
        for i in 0..<200_000 { text += (i > 0 ? "," : "") + #"{"at": \#(i), "name": "view\#(i)", "size": [320, 568.5]}"# }
        text += "]"
        XCTAssertGreaterThan(text.utf8.count, 9_000_000)
        guard case .array(let items) = try JSONValue.parse(text) else { return XCTFail() }
        XCTAssertEqual(items.count, 200_000)
    }
}
