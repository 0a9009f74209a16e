import Rigging
import XCTest

@testable import RigCommands

/// Events select constraints by their items, whatever the equation's spacing.
final class SelectorTests: XCTestCase {
    func testAnEquationWithoutSpacesIsSelectable() {
        let scene = """
            {"name": "tight", "root": {"size": [100, 100]}, "views": [{"name": "box"}],
             "constraints": [{"constraint": "box.height==100"}, {"constraint": "box.width==10"},
                             {"constraint": "box.top==view.top"}, {"constraint": "box.left==view.left"}],
             "duration": 0, "events": [{"at": 0, "set": {"constraint": "box.height", "to": 40}}]}
            """
        let result = RigTool(makeBackend: ViewTreeBackend.make, readStandardInput: { Array(scene.utf8) }).run(["replay", "-"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(#""box": [0, 0, 10, 40]"#), result.standardOutput)
    }
}
