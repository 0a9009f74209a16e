import Foundation
import Rigging
import RiggingTestSupport
import XCTest

@testable import RigCommands

/// Where output goes: frames reach the output as they are made, writes are checked, `-o` is atomic.
final class OutputTests: XCTestCase {
    /// Counts writes and remembers the largest piece.
    final class CountingOutput: TextOutput {
        var writes = 0
        var largest = 0
        var bytes = 0
        func write(_ text: String) throws(OutputError) {
            writes += 1
            largest = max(largest, text.utf8.count)
            bytes += text.utf8.count
        }
        func finish() throws(OutputError) {}
    }

    /// Fails after `limit` writes, as a full disk does.
    final class FailingOutput: TextOutput {
        var writes = 0
        let limit: Int
        init(limit: Int) { self.limit = limit }
        func write(_ text: String) throws(OutputError) {
            writes += 1
            if writes > limit { throw OutputError(target: "standard output", reason: "No space left on device") }
        }
        func finish() throws(OutputError) {}
    }

    func tool() -> RigTool {
        RigTool(
            makeBackend: { prepared throws(SceneError) in StackBackend(scene: prepared.scene, constants: [100, 50]) },
            readStandardInput: { Array(StackBackend.scene.utf8) })
    }

    func testJSONLinesAndCSVReachTheOutputFrameByFrame() {
        for format in ["jsonl", "csv", "constants-csv"] {
            let out = CountingOutput()
            let err = CountingOutput()
            let status = tool().run(["replay", "-", "--format", format, "--until", "100"], standardOutput: out, standardError: err)
            XCTAssertEqual(status, 0)
            // 3,001 frames: at least one write each, none holding more than a frame's rows.
            XCTAssertGreaterThan(out.writes, 3_000, format)
            XCTAssertLessThanOrEqual(out.largest, 1 << 16, format)
        }
    }

    func testAFailedWriteStopsTheRunWithStatusOne() {
        let out = FailingOutput(limit: 5)
        let err = StringOutput()
        let status = tool().run(["replay", "-", "--until", "100"], standardOutput: out, standardError: err)
        XCTAssertEqual(status, 1)
        XCTAssertEqual(out.writes, 6, "the run stops at the first failed write")
        XCTAssertEqual(err.text, "Error: cannot write standard output: No space left on device\n")
    }

    func testFileDescriptorOutputReportsTheSystemsReason() throws {
        let output = FileDescriptorOutput(descriptor: -1, name: "standard output", capacity: 4)
        XCTAssertThrowsError(try output.write("more than four bytes")) { error in
            XCTAssertEqual("\(error)", "cannot write standard output: Bad file descriptor")
        }
    }

    func testAtomicFileOutputReplacesOnlyOnFinish() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rig-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.txt").path
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        do {
            let output = try AtomicFileOutput(path: path)
            try output.write("new, unfinished")
            // Dropped without finish (a failure elsewhere): the old file stays, no temporary file is left.
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.txt"])
        let output = try AtomicFileOutput(path: path)
        try output.write("new\n")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old\n", "nothing replaced before finish")
        try output.finish()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.txt"])
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertThrowsError(try AtomicFileOutput(path: folder.path)) { error in
            XCTAssertEqual("\(error)", "cannot write \(folder.path): it is a directory; give a file name")
        }
    }
}
