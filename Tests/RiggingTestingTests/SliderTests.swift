import Rigging
import RiggingTesting
import XCTest

/// `assertGolden(of:)`'s documentation example, as written; its golden dump is committed in
/// __Goldens__/SliderTests/tiny.jsonl.
final class SliderTests: XCTestCase {
    func testTheSliderRun() throws {
        let scene = try Scene.load(text: #"{"name": "tiny", "root": {"size": [100, 100]}, "duration": 0.1}"#)
        assertGolden(of: scene)  // __Goldens__/SliderTests/tiny.jsonl beside this file
    }
}
