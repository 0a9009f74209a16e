import Foundation
import Rigging
import XCTest

@testable import RigCommands

/// `LintRun.forEachRecord`: records come in a report's order whatever the batch size, so a lint
/// written as it goes is the lint sorted at the end.
final class LintRunTests: XCTestCase {
    func testEveryBatchSizeGivesTheSortedRecords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rig-lint-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for name in ["C", "A", "B"] {
            let path = folder.appendingPathComponent("\(name).storyboard").path
            try FileManager.default.copyItem(atPath: LintCommandTests.example, toPath: path)
            paths.append(path)
        }
        let bad = folder.appendingPathComponent("Bad.storyboard").path
        try "not xml".write(toFile: bad, atomically: true, encoding: .utf8)
        // Out of order, a path given twice, and one that cannot be read.
        paths += [bad, paths[1]]
        let run = LintRun(targets: DocumentTargets(devices: [try XCTUnwrap(Device.named("retina4_0"))], orientations: [.portrait, .landscape]))
        let sorted = run.records(of: paths).sorted { $0.sortKey.lexicographicallyPrecedes($1.sortKey) }
        XCTAssertEqual(sorted.count, 4 * 2 + 1, "two screens per readable document given, one failure")
        for batchSize in [1, 2, 3, 100] {
            var streamed: [LintRecord] = []
            run.forEachRecord(of: paths, batchSize: batchSize) { streamed.append($0) }
            XCTAssertEqual(streamed.map(\.json), sorted.map(\.json), "batch size \(batchSize)")
        }
    }
}
