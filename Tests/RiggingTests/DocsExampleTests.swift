import AutoLayout
import Foundation
import Motion
import XCTest

@testable import RigCommands
@testable import Rigging

/// The examples of Docs/scene.md and Docs/frame-dump.md, run: every JSON block is a scene that
/// loads and is valid against the schema, and every output shown is what the code prints.
final class DocsExampleTests: XCTestCase {
    static let docs = SceneSchemaTests.repository.appendingPathComponent("Docs")

    /// The fenced blocks of a document under Docs/ (or any path from the repository's root),
    /// with their info strings (`json`, `swift`, or empty).
    func blocks(_ name: String) throws -> [(info: String, text: String)] {
        let url = name.contains("/") ? SceneSchemaTests.repository.appendingPathComponent(name) : Self.docs.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var result: [(String, String)] = []
        var current: (info: String, lines: [String])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    result.append((open.info, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else {
                current?.lines.append(String(line))
            }
        }
        return result
    }

    /// The complete example scene of scene.md (its first JSON block).
    func example() throws -> Scene {
        let json = try XCTUnwrap(try blocks("scene.md").first { $0.info == "json" })
        return try TestSupport.scene(json.text)
    }

    func layout(_ scene: Scene) throws -> LayoutReport {
        let prepared = try PreparedScene(scene)
        return LayoutReport(prepared, backend: try ViewTreeBackend(prepared))
    }

    func testEveryJSONBlockOfTheSceneReferenceLoadsAndIsValid() throws {
        let json = try blocks("scene.md").filter { $0.info == "json" }
        XCTAssertFalse(json.isEmpty)
        for block in json { _ = try TestSupport.scene(block.text) }
    }

    func testTheExampleLaysOutAsShown() throws {
        let report = try layout(try example())
        let all = try blocks("scene.md")
        let index = try XCTUnwrap(all.firstIndex { $0.info == "json" })
        XCTAssertEqual(all[index + 1].text, report.text())
        let object = try XCTUnwrap(try blocks("frame-dump.md").first { $0.text.hasPrefix("{\"frames\"") })
        XCTAssertEqual(object.text, report.json())
    }

    /// The stack view example of `views[i].stack` lays out as the block after it shows.
    func testTheStackExampleLaysOutAsShown() throws {
        let all = try blocks("scene.md")
        let index = try XCTUnwrap(all.firstIndex { $0.info == "json" && $0.text.contains("\"toolbar\"") })
        XCTAssertEqual(all[index + 1].text, try layout(try TestSupport.scene(all[index].text)).text())
    }

    /// The example of "Device and orientation" lays out as the block after it shows.
    func testTheDeviceExampleLaysOutAsShown() throws {
        let all = try blocks("scene.md")
        let index = try XCTUnwrap(all.firstIndex { $0.info == "json" && $0.text.contains("\"onDevice\"") })
        XCTAssertEqual(all[index + 1].text, try layout(try TestSupport.scene(all[index].text)).text())
    }

    /// The transform example of `views[i].transform` lays out as the block after it shows, and
    /// the transform excerpt of frame-dump.md is the transform demo's first frame.
    func testTheTransformExamplesAreWhatRigPrints() throws {
        let all = try blocks("scene.md")
        let index = try XCTUnwrap(all.firstIndex { $0.info == "json" && $0.text.contains("\"scaled\"") })
        XCTAssertEqual(all[index + 1].text, try layout(try TestSupport.scene(all[index].text)).text())
        let excerpt = try XCTUnwrap(try blocks("frame-dump.md").first { $0.info == "jsonl" })
        let path = SceneSchemaTests.repository.appendingPathComponent("Demos/transform.json").path
        let scene = try Scene.load(path: path)
        let prepared = try PreparedScene(scene)
        let dump = try SceneReplay.run(prepared, backend: try ViewTreeBackend(prepared))
        XCTAssertEqual(excerpt.text, dump.line(for: dump.frames[0]) + "\n")
    }

    func testTheExampleReplaysForTwoSecondsAndShowsTheSelectorsAnimation() throws {
        let scene = try example()
        let prepared = try PreparedScene(scene)
        let dump = try SceneReplay.run(prepared, backend: try ViewTreeBackend(prepared))
        XCTAssertEqual(dump.frames.count, 61)
        XCTAssertEqual(dump.constants, ["cardHeight", "cardTop", "badge.trailing"])
        XCTAssertEqual(dump.frames.last?.constants, [160, 80, 40])
    }

    /// The error shown under "Errors": the example with its last event naming `card.top`.
    func testTheErrorExampleIsWhatTheLoaderSays() throws {
        let all = try blocks("scene.md")
        let json = try XCTUnwrap(all.first { $0.info == "json" })
        let shown = try XCTUnwrap(all.first { $0.text.hasPrefix("tour.json: ") })
        let text = json.text.replacingOccurrences(of: #""constraint": "badge.trailing""#, with: #""constraint": "card.top""#)
        do {
            _ = try Scene.load(text: text, file: "tour.json")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.description + "\n", shown.text)
        }
    }

    /// The dump excerpts of frame-dump.md are lines of the players demo's dump, in order.
    func testTheDumpExcerptsAreTheDemosLines() throws {
        let path = SceneSchemaTests.repository.appendingPathComponent("Demos/players.json").path
        let scene = try Scene.load(path: path)
        let prepared = try PreparedScene(scene)
        let dump = try SceneReplay.run(prepared, backend: try ViewTreeBackend(prepared))
        let excerpts = try blocks("frame-dump.md").filter { $0.info.isEmpty && !$0.text.hasPrefix("{\"frames\"") }
        XCTAssertEqual(excerpts.count, 3)
        for (excerpt, output) in zip(excerpts, [dump.jsonLines(), dump.csv(), dump.constantsCSV()]) {
            var rest = output.split(separator: "\n", omittingEmptySubsequences: false)[...]
            for line in excerpt.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            where line != "..." && !line.contains("{...}") {
                guard let at = rest.firstIndex(of: line) else { return XCTFail("not in the dump, in order: \(line)") }
                rest = rest[(at + 1)...]
            }
        }
    }

    static let article = "Sources/Rigging/Rigging.docc/AnimatingALayout.md"

    /// The article's Swift listing is the code between the `listing` markers of
    /// `testTheArticlesSwiftRuns`, as this file has it (one level of indentation less).
    func testTheArticlesSwiftIsTheCodeThisTestRuns() throws {
        let swift = try XCTUnwrap(try blocks(Self.article).first { $0.info == "swift" })
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let begin = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("// listing: begin") })
        let end = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("// listing: end") })
        let listing = lines[(begin + 1)..<end].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }
        XCTAssertEqual(swift.text, listing.joined(separator: "\n") + "\n")
    }

    func testTheArticlesSwiftRuns() throws {
        // listing: begin
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let card = View(name: "card")
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let height = card.heightAnchor.constraint(equalToConstant: 120)
        let trailing = card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            trailing,
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            height,
        ])

        let loop = try LayoutRunLoop(root: root)
        try loop.animator(for: height).animate(to: 240, curve: .timed(.easeInEaseOut, duration: 0.5))
        try loop.run(until: 0.5)
        // card.frame is (16, 40, 288, 240)

        try loop.animate(withDuration: 0.3) {
            trailing.constant = -100
            root.layoutIfNeeded()
        }
        // card.frame is (16, 40, 204, 240) at once; card.presentationFrame moves there over 0.3 s
        try loop.run(until: 0.8)
        // card.presentationFrame is (16, 40, 204, 240)
        // listing: end
        XCTAssertEqual(card.frame, Rect(x: 16, y: 40, width: 204, height: 240))
        XCTAssertEqual(card.presentationFrame, Rect(x: 16, y: 40, width: 204, height: 240))
    }

    func testTheArticlesSceneReplaysToTheSameFrame() throws {
        let json = try XCTUnwrap(try blocks(Self.article).first { $0.info == "json" })
        let scene = try TestSupport.scene(json.text)
        let prepared = try PreparedScene(scene)
        let dump = try SceneReplay.run(prepared, backend: try ViewTreeBackend(prepared))
        XCTAssertEqual(dump.frames.count, 16)
        XCTAssertEqual(dump.frames.last?.views[1], Rect(x: 16, y: 40, width: 288, height: 240))
    }
}
