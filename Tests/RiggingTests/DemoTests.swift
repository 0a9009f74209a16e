import Foundation
import XCTest
@testable import Rigging
import RiggingTesting

/// Each demo in Demos/ replayed and checked against its golden dump (Demos/NAME.jsonl) with
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

    func check(_ name: String, hook: ((SceneDriver) -> Void)? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let dump = try replay(name, hook: hook)
        assertGolden(of: dump, named: name, goldens: Self.demos, filePath: file, line: line)
        // Equal values print equal bytes: the dump's text is canonical.
        let expectedURL = Self.demos.appendingPathComponent(name + ".jsonl")
        if GoldenRecordMode.environment != .all, let text = try? String(contentsOf: expectedURL, encoding: .utf8) {
            XCTAssertEqual(dump.jsonLines(), text, "\(name): same values but different bytes", file: file, line: line)
        }
    }

    func testSlider() throws { try check("slider") }
    func testDoubi() throws { try check("doubi") }
    func testPlayers() throws { try check("players") }
    func testAspect() throws { try check("aspect") }
    func testRotation() throws { try check("rotation") }
    func testWrap() throws {
        try check("wrap") { driver in
            driver.layoutHook = OverflowSwitch(watch: "e", row: ["row", "rowV"], wrapped: ["wrapTop", "wrapBottom", "wrapV"]).hook
        }
    }
}
