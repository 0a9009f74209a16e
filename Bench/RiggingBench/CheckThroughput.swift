import Dispatch
import Foundation
import RigCommands
import Rigging

/// Ends the run after the check workloads (`RiggingBench check`).
enum CheckOnly: Error { case done }

/// `rig check`'s verification throughput, in process through `RigTool` as the binary runs it:
/// each call loads the scenes, replays them on all cores, reads their goldens and compares every
/// value. Frames per second = frames checked / median wall time of a call. The goldens are
/// recorded first by `rig check --record` into a temporary folder.
@MainActor
func checkThroughput(demos: String, grid: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RiggingBench-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let gridPath = folder.appendingPathComponent("grid1000.json").path
    try grid.write(toFile: gridPath, atomically: true, encoding: .utf8)
    let demoPaths = try FileManager.default.contentsOfDirectory(atPath: demos).filter { $0.hasSuffix(".json") }.sorted()
        .map { demos + "/" + $0 }
    let tool = RigTool(makeBackend: ViewTreeBackend.make)
    let goldens = folder.appendingPathComponent("goldens").path
    for (name, scenes, runs) in [("six demos", demoPaths, 21), ("W2 grid N=1000", [gridPath], 5)] {
        let recorded = tool.run(["check"] + scenes + ["--expect-dir", goldens, "--record"])
        guard recorded.status == 0 else { throw CheckBenchError(message: recorded.standardOutput + recorded.standardError) }
        var samples: [Double] = []
        var frames = 0
        for _ in 0..<runs {
            let t0 = now()
            let checked = tool.run(["check"] + scenes + ["--expect-dir", goldens])
            samples.append(Double(now() - t0) / 1e9)
            guard checked.status == 0 else { throw CheckBenchError(message: checked.standardOutput) }
            frames = checked.standardOutput.split(separator: "\n").compactMap { line -> Int? in
                guard line.hasPrefix("ok ") else { return nil }
                return line.split(separator: " ").firstIndex(of: "frames").flatMap { Int(line.split(separator: " ")[$0 - 1]) }
            }.reduce(0, +)
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let fps = Double(frames) / median
        emit([("workload", "\"check\""), ("scenes", "\"\(name)\""), ("count", "\(scenes.count)"), ("frames", "\(frames)"),
              ("median_s", "\(median)"), ("frames_per_s", String(format: "%.0f", fps)), ("runs", "\(runs)"),
              ("cores", "\(ProcessInfo.processInfo.activeProcessorCount)")])
        rows.append(("check \(name)", String(format: "%.0f frames/s (%d frames in %.1f ms, median of %d)", fps, frames, median * 1e3, runs)))
    }
}

struct CheckBenchError: Error, CustomStringConvertible {
    var message: String
    var description: String { "rig check failed: \(message)" }
}
