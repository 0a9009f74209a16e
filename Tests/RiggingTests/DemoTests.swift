import AutoLayout
import Foundation
import RiggingTesting
import XCTest

@testable import Rigging

/// Each demo in Demos/ replayed and checked against its golden dump (Demos/NAME.jsonl; the wrap
/// demo with its layout hook, Bench/WrapDemo, is compared with Demos/wrap/wrap.jsonl by CI) with
/// RiggingTesting's `assertGolden`: a mismatch names the first differing frame, view and field,
/// the largest difference, and an HTML diff. Re-record with
/// `RIGGING_RECORD=1 swift test --filter DemoTests`, which rewrites the files and fails the run so
/// a re-recording is never silent.
final class DemoTests: XCTestCase {
    static let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Demos")

    func replay(_ name: String) throws -> FrameDump {
        let path = Self.demos.appendingPathComponent(name + ".json").path
        let scene = try Scene.load(path: path)
        let prepared = try PreparedScene(scene, file: path)
        let backend = try ViewTreeBackend(prepared)
        let driver = try SceneDriver(prepared, backend: backend)
        return try SceneReplay.record(driver, until: scene.duration)
    }

    func check(_ name: String, goldens: URL = demos, file: StaticString = #filePath, line: UInt = #line) throws {
        let dump = try replay(name)
        assertGolden(of: dump, named: name, goldens: goldens, filePath: file, line: line)
        // Equal values print equal bytes: the dump's text is canonical.
        let expectedURL = goldens.appendingPathComponent(name + ".jsonl")
        if GoldenRecordMode.environment != .all, let text = try? String(contentsOf: expectedURL, encoding: .utf8) {
            XCTAssertEqual(dump.jsonLines(), text, "\(name): same values but different bytes", file: file, line: line)
        }
    }

    func testSlider() throws { try check("slider") }
    func testDoubi() throws { try check("doubi") }
    func testPlayers() throws { try check("players") }
    func testAspect() throws { try check("aspect") }
    func testRotation() throws { try check("rotation") }
    func testStack() throws { try check("stack") }
    func testSafeArea() throws { try check("safearea") }
    func testTransform() throws { try check("transform") }

    /// The transform demo against hand-worked numbers (objc.io's example): both views are
    /// 100 × 100, `centered` about (160, 90), `pinned` with its leading edge at 20 and its centre
    /// at (70, 210). Scaled s about their centres they show 100·s wide: `centered` keeps its
    /// centre, and `pinned`'s leading edge is at 70 − 50·s (45 at 0.5, 20 at 1).
    func testTransformDemoFrames() throws {
        let dump = try replay("transform")
        func shown(_ k: Int, _ view: Int) -> Rect { dump.frames[k].views[view].shownBounds(dump.frames[k].transforms[view]) }
        func scale(_ k: Int) -> Double { dump.frames[k].transforms[1].a }
        for k in [0, 15, 22, 30, 39, 46, 54, 60] {
            let s = scale(k)
            XCTAssertEqual(dump.frames[k].views[1].components, [110, 40, 100, 100], "constraints ignore the transform")
            XCTAssertEqual(dump.frames[k].views[2].components, [20, 160, 100, 100])
            XCTAssertEqual(dump.frames[k].transforms[2].a, s)
            XCTAssertEqual(shown(k, 1).x + shown(k, 1).width / 2, 160, accuracy: 1e-9)
            XCTAssertEqual(shown(k, 2).x, 70 - 50 * s, accuracy: 1e-9)
            XCTAssertEqual(shown(k, 2).width, 100 * s, accuracy: 1e-9)
        }
        XCTAssertEqual(scale(15), 0.5)  // the transition begins at 0.5 s
        XCTAssertEqual(scale(30), 1)  // and ends at 1 s
        // Constraint-driven, linear from 1.3 s over 0.5 s: at 1.5333 s, 7/15 of the way from 1 to 0.5.
        XCTAssertEqual(scale(46), 1 - 0.5 * 7 / 15, accuracy: 1e-12)
        XCTAssertEqual(scale(54), 0.5)
        XCTAssertEqual(shown(0, 2).x, 45)
        XCTAssertEqual(shown(30, 2).x, 20)
    }
    /// The wrap scene alone (what `rig replay` and `rig check` see): its events swap the rows.
    func testWrap() throws { try check("wrap") }
}
