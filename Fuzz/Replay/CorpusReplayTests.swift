import Foundation
import XCTest

/// Replays every committed fuzz input (Fuzz/Corpus/TARGET/*) through the same checks the
/// libFuzzer targets make, so `swift test` catches any finding coming back without libFuzzer.
///
/// Quiet: nothing is printed unless an input fails (the targets keep the layout engines' logs
/// and report them with the failure). The inputs are independent (each builds its own solver
/// or view tree, and the modules keep no mutable global state), so they run on one thread per
/// core, each thread taking the next input not yet taken.
final class CorpusReplayTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    /// The inputs of one target, sorted by name (at least one must exist).
    func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = Self.corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertFalse(names.isEmpty, "no corpus in \(folder.path)")
        return try names.map { ($0, [UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    /// The worker threads' shared state, under a lock: the next input to take, and the failures
    /// found (reported on the test's thread).
    private final class Work: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var list: [(index: Int, text: String)] = []

        /// The index of an input no thread has taken, or nil when all are taken.
        func take(below count: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func add(_ index: Int, _ text: String) {
            lock.lock()
            list.append((index, text))
            lock.unlock()
        }

        var sorted: [(index: Int, text: String)] {
            lock.lock()
            defer { lock.unlock() }
            return list.sorted { $0.index < $1.index }
        }
    }

    func replay(_ target: String, _ check: @escaping @Sendable ([UInt8]) -> String?) throws {
        let inputs = try inputs(target)
        let work = Work()
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = work.take(below: inputs.count) {
                if let failure = check(inputs[index].bytes) { work.add(index, failure) }
            }
        }
        for failure in work.sorted {
            XCTFail("Fuzz/Corpus/\(target)/\(inputs[failure.index].name):\n\(failure.text)")
        }
    }

    func testSolverOpsCorpus() throws { try replay("SolverOps") { SolverOpsFuzz.run($0)?.description } }
    func testVisualFormatCorpus() throws { try replay("VisualFormat") { VisualFormatFuzz.run($0) } }
    func testConstraintStringCorpus() throws { try replay("ConstraintString") { ConstraintStringFuzz.run($0) } }
    func testSceneCorpus() throws { try replay("Scene") { SceneFuzz.run($0) } }
}
