import AutoLayout
import Foundation
import Rigging
import RiggingTesting
import XCTest

/// `verifyGolden`'s outcomes (the messages `assertGolden` reports), in XCTest style.
final class GoldenTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("RiggingTestingTests-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    var goldens: URL { folder.appendingPathComponent("goldens") }
    var artifacts: URL { folder.appendingPathComponent("artifacts") }

    static let sceneText = """
        {"name": "grow", "root": {"size": [320, 480]}, "views": [{"name": "a"}],
         "constraints": [{"id": "w", "constraint": "a.width == 10"}, {"constraint": "a.height == 10"},
                         {"constraint": "a.top == view.top"}, {"constraint": "a.left == view.left"}],
         "duration": 0.2, "events": [{"at": 0, "animate": {"constraint": "w", "to": 100}}]}
        """

    func replay() throws -> FrameDump {
        let scene = try Scene.load(text: Self.sceneText)
        let prepared = try PreparedScene(scene)
        return try SceneReplay.run(prepared, backend: ViewTreeBackend(prepared))
    }

    func testTheDocumentationExample() throws {
        let dump = FrameDump(
            scene: "one", hz: 30, views: ["view"], constants: [],
            frames: [Frame(tick: 0, time: 0, views: [Rect(x: 0, y: 0, width: 320, height: 480)], constants: [])])
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID())")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let first = verifyGolden(of: dump, goldens: goldens)
        let second = verifyGolden(of: dump, goldens: goldens)
        XCTAssertTrue(first?.hasPrefix("no golden dump") == true, first ?? "nil")
        XCTAssertNil(second)
    }

    func testAMissingGoldenIsRecordedAndFailsThenMatches() throws {
        let dump = try replay()
        let golden = goldens.appendingPathComponent("grow.jsonl")
        XCTAssertEqual(
            verifyGolden(of: dump, record: .missing, goldens: goldens),
            "no golden dump \(golden.path); recorded it now (7 frames): review it, then run again")
        XCTAssertEqual(try String(contentsOf: golden, encoding: .utf8), dump.jsonLines())
        XCTAssertNil(verifyGolden(of: dump, record: .missing, goldens: goldens))
        XCTAssertNil(verifyGolden(of: dump, record: .never, goldens: goldens))
    }

    func testNeverRecordingAMissingGoldenFailsNamingIt() throws {
        let message = verifyGolden(of: try replay(), named: "absent", record: .never, goldens: goldens)
        XCTAssertEqual(
            message,
            "no golden dump \(goldens.path)/absent.jsonl (no such file); record it with RIGGING_RECORD=missing (or =1 to re-record every golden dump)"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: goldens.path))
    }

    func testRecordModeAllRewritesAndFails() throws {
        let dump = try replay()
        XCTAssertNil(verifyGolden(of: dump, record: .missing, goldens: goldens) == nil ? "expected the first recording to fail" : nil)
        var other = dump
        other.frames[1].views[1].width = 1
        let message = try XCTUnwrap(verifyGolden(of: other, record: .all, goldens: goldens))
        XCTAssertTrue(message.hasPrefix("record mode: golden dump \(goldens.path)/grow.jsonl; recorded it now (7 frames)"), message)
        XCTAssertTrue(message.hasSuffix("without record mode (RIGGING_RECORD)"), message)
        XCTAssertNil(verifyGolden(of: other, record: .never, goldens: goldens))
    }

    func testAMismatchNamesTheFirstAndLargestDifferenceAndWritesAnHTMLDiff() throws {
        let dump = try replay()
        _ = verifyGolden(of: dump, record: .missing, goldens: goldens)
        var changed = dump
        changed.frames[2].views[1].width += 2
        changed.frames[3].views[1].width += 5
        let message = try XCTUnwrap(verifyGolden(of: changed, record: .never, goldens: goldens, artifacts: artifacts))
        let page = artifacts.appendingPathComponent("grow.html")
        let width2 = NumberFormat.string(dump.frames[2].views[1].width)
        let width3 = NumberFormat.string(dump.frames[3].views[1].width)
        XCTAssertEqual(
            message,
            """
            grow does not match golden dump \(goldens.path)/grow.jsonl
            2 of 7 frames differ (tolerance 0 pt)
            first difference: frame 2 (t = 0.06666666666666667 s), view a, width: expected \(width2) pt, actual \(NumberFormat.string(dump.frames[2].views[1].width + 2)) pt
            largest difference: 5 pt at frame 3 (t = 0.1 s), view a, width: expected \(width3) pt, actual \(NumberFormat.string(dump.frames[3].views[1].width + 5)) pt
            HTML diff: \(page.path)
            re-record with RIGGING_RECORD=1 if the new run is right
            """)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains("golden grow.jsonl"))
        XCTAssertTrue(html.contains("actual"))
        XCTAssertNil(verifyGolden(of: changed, tolerance: 5, record: .never, goldens: goldens))
    }

    func testAMalformedGoldenNamesItsLine() throws {
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let dump = try replay()
        try (dump.headerLine + "\n{\"frame\": 0}\n").write(to: goldens.appendingPathComponent("grow.jsonl"), atomically: true, encoding: .utf8)
        XCTAssertEqual(
            verifyGolden(of: dump, record: .missing, goldens: goldens),
            "golden dump \(goldens.path)/grow.jsonl: line 2: expected frame, t, views and constants")
    }

    func testScenesByValueAndByFile() throws {
        let scene = try Scene.load(text: Self.sceneText)
        XCTAssertNotNil(verifyGolden(of: scene, record: .missing, goldens: goldens))
        XCTAssertNil(verifyGolden(of: scene, record: .never, goldens: goldens))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("grow.json")
        try Self.sceneText.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertNil(verifyGolden(scene: file, record: .never, goldens: goldens), "the file's name names the golden")
        assertGolden(scene: file, record: .never, goldens: goldens)
        assertGolden(of: scene, record: .never, goldens: goldens)
        assertGolden(of: try replay(), record: .never, goldens: goldens)
        let bad = folder.appendingPathComponent("bad.json")
        try #"{"root": 1}"#.write(to: bad, atomically: true, encoding: .utf8)
        XCTAssertEqual(verifyGolden(scene: bad, record: .never, goldens: goldens), "\(bad.path): root: expected an object, found a number")
    }

    func testDefaultLocationIsBesideTheTestFile() {
        let url = GoldenLocation.golden(named: "a/b", goldens: nil, filePath: "/src/Tests/CardTests.swift")
        XCTAssertEqual(url.path, "/src/Tests/__Goldens__/CardTests/a-b.jsonl")
        XCTAssertEqual(GoldenLocation.diff(named: "x", artifacts: URL(fileURLWithPath: "/tmp/out")).path, "/tmp/out/x.html")
    }

    func testRecordModeFromTheEnvironmentValue() {
        XCTAssertEqual(GoldenRecordMode.mode(nil), .missing)
        for value in ["1", "true", "YES", "all"] { XCTAssertEqual(GoldenRecordMode.mode(value), .all, value) }
        for value in ["0", "false", "no", "never"] { XCTAssertEqual(GoldenRecordMode.mode(value), .never, value) }
        XCTAssertEqual(GoldenRecordMode.mode("missing"), .missing)
        XCTAssertEqual(GoldenRecordMode.mode("sometimes"), .missing)
    }

    func testTheReporterGoesToXCTestHere() {
        XCTAssertEqual(FailureReporter.destination, .xcTest)
        FailureReporter.report(nil, fileID: #fileID, filePath: #filePath, line: #line, column: #column)  // nothing to report: no failure
    }
}

/// A run that breaks a constraint fails its golden check unless the test allows it.
final class GoldenRunProblemTests: XCTestCase {
    func testBreaksFailUnlessAllowed() throws {
        let scene = try Scene.load(
            text: """
                {"name": "brk", "root": {"size": [100, 400]}, "views": [{"name": "box"}],
                 "constraints": [{"constraint": "box.top == view.top"}, {"constraint": "box.left == view.left"},
                   {"constraint": "box.width == 10"}, {"constraint": "box.height == 150"},
                   {"id": "tall", "constraint": "box.height == 400", "active": false}],
                 "duration": 1, "events": [{"at": 0.5, "activate": ["tall"]}]}
                """)
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID())")
        defer { try? FileManager.default.removeItem(at: goldens) }
        _ = verifyGolden(of: scene, allowUnsatisfiable: true, record: .all, goldens: goldens)
        XCTAssertNil(verifyGolden(of: scene, allowUnsatisfiable: true, goldens: goldens))
        let failure = try XCTUnwrap(verifyGolden(of: scene, goldens: goldens))
        XCTAssertTrue(failure.hasPrefix("brk broke constraints or left views ambiguous during the run"), failure)
        XCTAssertTrue(failure.contains("frame 15 (t = 0.5 s): unsatisfiable: broke <LayoutConstraint 'tall' V:[box(==400)] (active)>"), failure)
    }

    /// A run built in Swift: a `LayoutRunLoop`'s recording carries the break on the frame after
    /// the activation that broke it, so its golden check fails too unless allowed.
    func testALoopRecordingCarriesItsBreaks() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 100, height: 400))
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 150),
        ])
        root.engine.logHandler = { _ in }
        let tall = box.heightAnchor.constraint(equalToConstant: 400)
        tall.identifier = "tall"
        let loop = try LayoutRunLoop(root: root)
        loop.startRecording(name: "loopBreak")
        try loop.run(until: 0.1)
        tall.isActive = true
        try loop.run(until: 0.2)
        let dump = try XCTUnwrap(loop.stopRecording())
        XCTAssertEqual(dump.frames.map(\.diagnostics.breaks.count), [0, 0, 0, 0, 1, 0, 0])
        XCTAssertEqual(dump.frames[4].diagnostics.breaks, ["<LayoutConstraint 'tall' V:[box(==400)] (active)>"])
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID())")
        defer { try? FileManager.default.removeItem(at: goldens) }
        _ = verifyGolden(of: dump, allowUnsatisfiable: true, record: .all, goldens: goldens)
        XCTAssertNil(verifyGolden(of: dump, allowUnsatisfiable: true, goldens: goldens))
        let failure = try XCTUnwrap(verifyGolden(of: dump, goldens: goldens))
        XCTAssertTrue(failure.contains("frame 4 (t = 0.13333333333333333 s): unsatisfiable: broke <LayoutConstraint 'tall'"), failure)
    }
}
