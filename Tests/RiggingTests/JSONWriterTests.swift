import AutoLayout
import XCTest

@testable import Rigging

final class JSONWriterTests: XCTestCase {
    /// The example in `JSONWriter`'s documentation.
    func testDocumentationExample() {
        var w = JSONWriter()
        w.object { o in
            o.key("hz")
            o.integer(30)
            o.key("views")
            o.array { a in
                a.string("view")
                a.string("a")
            }
        }
        XCTAssertEqual(w.text, #"{"hz": 30, "views": ["view", "a"]}"#)
    }

    func testNestingSeparatorsEscapesAndNumbers() {
        var w = JSONWriter()
        w.object { o in
            o.key("a\"\\\n\u{1}")
            o.array { a in
                a.object { _ in }
                a.array { _ in }
                a.null()
                a.bool(true)
                a.number(0.1 + 0.2)
                a.exact(1.0 / 30)
                a.number(nil as Double?)
                a.integer(nil as Int?)
                a.rect(Rect(x: -0.0, y: 1.5, width: 320, height: 299.99999999999994))
            }
            o.key("b")
            o.strings([])
        }
        XCTAssertEqual(w.text, #"{"a\"\\\n\u0001": [{}, [], null, true, 0.3, 0.03333333333333333, null, null, [0, 1.5, 320, 300]], "b": []}"#)
        XCTAssertEqual(
            w.take(), w.take() + #"{"a\"\\\n\u0001": [{}, [], null, true, 0.3, 0.03333333333333333, null, null, [0, 1.5, 320, 300]], "b": []}"#)
    }

    func testQuotedMatchesWhatTheWriterWrites() {
        var w = JSONWriter()
        w.string("tab\there")
        XCTAssertEqual(w.text, JSONWriter.quoted("tab\there"))
        XCTAssertEqual(JSONWriter.quoted("é\u{1F}"), "\"é\\u001f\"")
    }
}
