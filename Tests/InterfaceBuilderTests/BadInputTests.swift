import Foundation
import InterfaceBuilder
import XCTest

/// Damaged and hostile input: every outcome is a document or a typed error, never a crash.
final class BadInputTests: XCTestCase {
    /// Every prefix of a real-style storyboard (cut every 7 bytes) reads or throws `notXML`.
    func testEveryTruncationReadsOrThrows() throws {
        let bytes = Array(SceneReadingTests.storyboard.utf8)
        var errors = 0
        for length in stride(from: 0, to: bytes.count, by: 7) {
            do {
                _ = try IBDocument.read(data: Data(bytes[..<length]), file: "Cut.storyboard")
            } catch {
                switch error.problem {
                case .notXML, .notUTF8: break
                default: return XCTFail("length \(length): \(error)")
                }
                XCTAssertEqual(error.file, "Cut.storyboard")
                errors += 1
            }
        }
        XCTAssertGreaterThan(errors, 0)
    }

    /// Seeded byte flips of a document: each reads (with diagnostics or not) or throws.
    func testFlippedBytesNeverCrash() {
        let original = Array(SceneReadingTests.storyboard.utf8)
        var state: UInt64 = 0x5EED_1B
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<3 {
                let index = Int(next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: next())
            }
            _ = try? IBDocument.read(data: Data(bytes), file: "Flipped.storyboard")
        }
    }

    /// `depth` views, each the only subview of the one before, in a XIB, one per line.
    static func nested(_ depth: Int) -> String {
        let open = (0..<depth).map { #"<view id="v\#($0)"><subviews>"# }.joined(separator: "\n")
        let close = String(repeating: "</subviews></view>", count: depth)
        return IBFixture.xib(open + close)
    }

    /// Views nested deeper than any real document are refused at the line where the limit is
    /// passed, without exhausting the stack.
    func testTooDeepIsAnError() throws {
        let error = try XCTUnwrap(IBFixture.error(Self.nested(20_000), file: "Deep.xib"))
        XCTAssertEqual(error.problem, .tooDeep(limit: 100))
        XCTAssertEqual(error.line, 10 + 49, "view v49, on the XIB's line 10 + 49, is the 101st level")
    }

    /// Nesting at the limit reads on a thread with a 1 MB stack, in this unoptimized build.
    func testDeepestReadableNestingFitsASmallStack() throws {
        let text = Self.nested(49)
        let result = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = Result { () throws(IBReadError) in try IBDocument.read(data: Data(text.utf8), file: "Deep.xib") }
            done.signal()
        }
        thread.stackSize = 1024 * 1024
        thread.start()
        done.wait()
        let document = try XCTUnwrap(result.value).get()
        XCTAssertEqual(document.superviewID(of: "v48"), "v47")
        XCTAssertEqual(document.hierarchyRoots.map(\.id), ["v0"])
    }

    /// Elements in the wrong places: skipped with diagnostics, the rest read.
    func testElementsOutOfPlace() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <constraint firstAttribute="top" id="stray"/>
                    <label text="Kept" id="kept"/>
                    """,
                constraints: """
                    <view id="misfiled"/>
                    """))
        XCTAssertNotNil(document.view(id: "kept"))
        XCTAssertEqual(document.view(id: "stray")?.elementName, "constraint")
        XCTAssertNil(document.constraint(id: "misfiled"))
        XCTAssertEqual(
            document.diagnostics.map(\.kind),
            [
                .unknownElement("constraint", parent: "subviews"),
                .unknownAttribute("firstAttribute", element: "constraint"),
                .unknownElement("view", parent: "constraints"),
            ])
    }

    /// Bytes that are not UTF-8 in a name would stop the process inside Foundation's parser on
    /// Linux: the reader refuses them first, naming the byte and its line.
    func testInvalidUTF8IsAnError() throws {
        let text = IBFixture.rootView(subviews: #"<label text="A" id="a"/>"#)
        var bytes = Array(text.utf8)
        let index = try XCTUnwrap(text.utf8.ranges(of: "<label".utf8).first).lowerBound.utf16Offset(in: text)
        bytes[index + 1] = 0xFF
        do {
            _ = try IBDocument.read(data: Data(bytes), file: "Bad.xib")
            XCTFail("read")
        } catch {
            XCTAssertEqual(error.problem, .notUTF8(byteOffset: index + 1))
            XCTAssertEqual(error.line, bytes[..<index].filter { $0 == UInt8(ascii: "\n") }.count + 1)
        }
    }

    func testDocumentTypeDeclarationsAreRefused() throws {
        let text = IBFixture.xib("").replacingOccurrences(of: "<document ", with: "<!DOCTYPE document [<!ENTITY a \"aaaa\">]>\n<document ")
        let error = try XCTUnwrap(IBFixture.error(text))
        XCTAssertEqual(error.problem, .documentTypeDeclaration)
        XCTAssertEqual(error.line, 2)
    }

    func testDuplicateIDsAreWarnings() throws {
        let document = try IBFixture.read(
            IBFixture.rootView(
                subviews: """
                    <label text="First" id="same"/>
                    <label text="Second" id="same"/>
                    """))
        XCTAssertEqual(document.view(id: "same")?.text?.text, "First")
        XCTAssertEqual(document.diagnostics.map(\.kind), [.duplicateID("same")])
    }
}

/// The result a thread hands back; the semaphore the thread signals orders the accesses.
private final class ResultBox: @unchecked Sendable {
    var value: Result<IBDocument, IBReadError>?
}

extension BadInputTests {
    /// A declaration's name in the document's text, past its root element, is data, not a
    /// declaration.
    func testDoctypeTextInsideTheDocumentIsNotADeclaration() throws {
        let document = try IBFixture.read(IBFixture.rootView(subviews: #"<label text="&lt;!DOCTYPE html&gt;" id="a"/>"#))
        XCTAssertEqual(document.view(id: "a")?.text?.text, "<!DOCTYPE html>")
        let comment = IBFixture.xib("").replacingOccurrences(of: "<document ", with: "<!-- a comment -->\n<!DOCTYPE document>\n<document ")
        XCTAssertEqual(IBFixture.error(comment)?.problem, .documentTypeDeclaration)
    }
}

extension BadInputTests {
    /// Multi-byte text reads; truncated, overlong and surrogate sequences are refused at their
    /// first byte.
    func testUTF8Sequences() throws {
        let document = try IBFixture.read(IBFixture.rootView(subviews: #"<label text="Grüße — 日本 🙂" id="a"/>"#))
        XCTAssertEqual(document.view(id: "a")?.text?.text, "Grüße — 日本 🙂")
        let prefix = Array(IBFixture.rootView(subviews: "").utf8)
        for bad: [UInt8] in [[0xC3], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x99], [0x80]] {
            let bytes = prefix + [UInt8(ascii: " ")] + bad
            do {
                _ = try IBDocument.read(data: Data(bytes), file: "Bad.xib")
                XCTFail("read \(bad)")
            } catch {
                XCTAssertEqual(error.problem, .notUTF8(byteOffset: prefix.count + 1), "\(bad)")
            }
        }
    }
}
