import Foundation
import XCTest

@testable import Rigging

/// The slider demo's pictures byte for byte against Demos/pages/slider.svg and slider.html, so a
/// change to what the pictures draw is always a deliberate re-recording:
/// `RIG_RECORD_PAGES=1 swift test --filter PageGoldenTests` rewrites the files and fails the run.
/// Open the files to look at what the pictures show.
final class PageGoldenTests: XCTestCase {
    func testSliderPictures() throws {
        let path = DemoTests.demos.appendingPathComponent("slider.json").path
        let scene = try Scene.load(path: path)
        let prepared = try PreparedScene(scene, file: path)
        let driver = try SceneDriver(prepared, backend: try ViewTreeBackend(prepared))
        let markers = driver.timelineMarkers
        let dump = try SceneReplay.record(driver, until: scene.duration)
        let folder = DemoTests.demos.appendingPathComponent("pages")
        for (name, text) in [("slider.svg", dump.svg(markers: markers)), ("slider.html", dump.html(markers: markers))] {
            let url = folder.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["RIG_RECORD_PAGES"] == "1" {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                XCTFail("re-recorded \(url.path); unset RIG_RECORD_PAGES and review the diff")
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            if text != expected {
                let line = zip(
                    text.split(separator: "\n", omittingEmptySubsequences: false), expected.split(separator: "\n", omittingEmptySubsequences: false)
                )
                .enumerated().first { $0.element.0 != $0.element.1 }?.offset
                XCTFail("\(name) differs from Demos/pages/\(name) at line \((line ?? 0) + 1); RIG_RECORD_PAGES=1 re-records it")
            }
        }
    }
}
