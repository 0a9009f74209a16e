import Foundation
import XCTest

/// Replays every committed fuzz input (Fuzz/Corpus/TARGET/*) through the same checks the
/// libFuzzer targets make, so `swift test` catches any finding coming back without libFuzzer.
final class CorpusReplayTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    /// The inputs of one target, sorted by name (at least one must exist).
    func inputs(_ target: String) throws -> [(String, [UInt8])] {
        let folder = Self.corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertFalse(names.isEmpty, "no corpus in \(folder.path)")
        return try names.map { ($0, [UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    func replay(_ target: String, _ check: ([UInt8]) -> String?) throws {
        var count = 0
        for (name, bytes) in try inputs(target) {
            count += 1
            if let failure = check(bytes) { XCTFail("Fuzz/Corpus/\(target)/\(name):\n\(failure)") }
        }
        print("replayed \(count) \(target) inputs")
    }

    func testSolverOpsCorpus() throws { try replay("SolverOps") { SolverOpsFuzz.run($0)?.description } }
    func testVisualFormatCorpus() throws { try replay("VisualFormat", VisualFormatFuzz.run) }
    func testConstraintStringCorpus() throws { try replay("ConstraintString", ConstraintStringFuzz.run) }
    func testSceneCorpus() throws { try replay("Scene", SceneFuzz.run) }
}
