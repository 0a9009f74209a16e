import AutoLayout
import Foundation
import Rigging
import RiggingTesting
import Testing

/// The assertions in Swift Testing: failures are recorded as issues (checked with
/// `withKnownIssue`, which fails when no issue is recorded), passes record none.
@Suite struct SwiftTestingTests {
    let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("RiggingTestingSwiftTesting-\(UUID().uuidString)")

    func dump(width: Double = 320) -> FrameDump {
        FrameDump(
            scene: "one", hz: 30, views: ["view"], constants: [],
            frames: [Frame(tick: 0, time: 0, views: [Rect(x: 0, y: 0, width: width, height: 480)], constants: [])])
    }

    @Test func theReporterGoesToSwiftTestingHere() {
        #expect(FailureReporter.destination == .swiftTesting)
    }

    @Test func aMatchingRunRecordsNoIssue() {
        defer { try? FileManager.default.removeItem(at: goldens) }
        #expect(verifyGolden(of: dump(), record: .missing, goldens: goldens) != nil)
        assertGolden(of: dump(), record: .never, goldens: goldens)
    }

    @Test func aDifferingRunRecordsAnIssue() {
        defer { try? FileManager.default.removeItem(at: goldens) }
        _ = verifyGolden(of: dump(), record: .missing, goldens: goldens)
        withKnownIssue {
            assertGolden(of: dump(width: 300), record: .never, goldens: goldens, artifacts: goldens.appendingPathComponent("html"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("first difference: frame 0 (t = 0 s), view view, width: expected 320 pt, actual 300 pt") }
        }
    }

    @Test func aWrongFrameRecordsAnIssueNamingTheView() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        withKnownIssue {
            assertLayout(root, frames: ["view": Rect(x: 0, y: 0, width: 50, height: 100)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("view view: frame (0, 0, 100, 100), expected (0, 0, 50, 100) (width off by 50 pt)") }
        }
    }
}
