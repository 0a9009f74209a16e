import Foundation
import XCTest
@testable import Rigging
import RiggingTesting

/// Each demo in Demos/ replayed and checked against its golden dump (Demos/NAME.jsonl; the wrap
/// demo with its layout hook against Demos/wrap/wrap.jsonl) with
/// RiggingTesting's `assertGolden`: a mismatch names the first differing frame, view and field,
/// the largest difference, and an HTML diff. Re-record with
/// `RIGGING_RECORD=1 swift test --filter DemoTests`, which rewrites the files and fails the run so
/// a re-recording is never silent.
final class DemoTests: XCTestCase {
    static let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Demos")

    func replay(_ name: String, hook: ((SceneDriver) -> Void)? = nil) throws -> FrameDump {
        let path = Self.demos.appendingPathComponent(name + ".json").path
        let scene = try Scene.load(path: path)
        let table = try SceneConstraintTable(scene: scene, file: path)
        let backend = try SceneLayout(scene: scene, table: table, file: path)
        let driver = try SceneDriver(scene: scene, table: table, backend: backend)
        hook?(driver)
        return try SceneReplay.record(driver, until: scene.duration)
    }

    func check(_ name: String, goldens: URL = demos, hook: ((SceneDriver) -> Void)? = nil,
               file: StaticString = #filePath, line: UInt = #line) throws {
        let dump = try replay(name, hook: hook)
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
    /// The wrap scene alone (what `rig replay` and `rig check` see): its events swap the rows.
    func testWrap() throws { try check("wrap") }
    /// The wrap scene with its layout hook (what `swift run WrapDemo` writes), which wraps as
    /// soon as the row overflows: golden in Demos/wrap/.
    func testWrapWithLayoutHook() throws {
        try check("wrap", goldens: Self.demos.appendingPathComponent("wrap")) { driver in
            driver.layoutHook = OverflowSwitch(watch: "e", row: ["row", "rowV"], wrapped: ["wrapTop", "wrapBottom", "wrapV"]).hook
        }
    }
}
