import Foundation
import XCTest
@testable import Rigging

/// Each demo in Demos/ replayed and checked against its expected dump (Demos/NAME.jsonl, recorded
/// from this code by `RIG_RECORD_DEMOS=1 swift test --filter DemoTests`, which rewrites the files
/// and fails the run so a re-recording is never silent). A mismatch names the first differing
/// frame, view and field.
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
        let expectedURL = Self.demos.appendingPathComponent(name + ".jsonl")
        if ProcessInfo.processInfo.environment["RIG_RECORD_DEMOS"] == "1" {
            try dump.jsonLines().write(to: expectedURL, atomically: true, encoding: .utf8)
            XCTFail("re-recorded \(expectedURL.path); unset RIG_RECORD_DEMOS and review the diff", file: file, line: line)
            return
        }
        let text = try String(contentsOf: expectedURL, encoding: .utf8)
        let expected = try FrameDump.parse(jsonLines: text)
        if let difference = dump.firstDifference(from: expected) {
            XCTFail("\(name): \(difference) (expected dump \(expectedURL.lastPathComponent))", file: file, line: line)
        }
        XCTAssertEqual(dump.jsonLines(), text, "\(name): same values but different bytes", file: file, line: line)
    }

    func testSlider() throws { try check("slider") }
    func testDoubi() throws { try check("doubi") }
    func testPlayers() throws { try check("players") }
    func testAspect() throws { try check("aspect") }
    func testRotation() throws { try check("rotation") }
    func testStack() throws { try check("stack") }
    func testWrap() throws {
        try check("wrap") { driver in
            driver.layoutHook = OverflowSwitch(watch: "e", row: ["row", "rowV"], wrapped: ["wrapTop", "wrapBottom", "wrapV"]).hook
        }
    }
}
