import Dispatch
import Foundation
import Rigging
import Synchronization

/// Ends the run after the check workloads (`RiggingBench check`).
enum CheckOnly: Error { case done }

/// `rig check`'s verification throughput, through Rigging's public API as `rig check` does it:
/// each call loads the scenes, replays them on all cores (each with its own backend and driver),
/// reads their goldens and compares every value (`FrameDumpDifference`). Frames per second =
/// frames checked / median wall time of a call. The goldens are recorded first into a temporary
/// folder. What `rig check` adds (parsing, its report, the runs' diagnostics) is not measured.
@MainActor
func checkThroughput(demos: String, grid: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RiggingBench-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let gridPath = folder.appendingPathComponent("grid1000.json").path
    try grid.write(toFile: gridPath, atomically: true, encoding: .utf8)
    let demoPaths = try FileManager.default.contentsOfDirectory(atPath: demos).filter { $0.hasSuffix(".json") }.sorted()
        .map { demos + "/" + $0 }
    for (name, scenes, runs) in [("six demos", demoPaths, 21), ("W2 grid N=1000", [gridPath], 5)] {
        let goldens = scenes.map { folder.appendingPathComponent(($0 as NSString).lastPathComponent + "l").path }
        for (scene, golden) in zip(scenes, goldens) {
            try replay(PreparedScene.load(path: scene)).jsonLines().write(toFile: golden, atomically: true, encoding: .utf8)
        }
        var samples: [Double] = []
        var frames = 0
        for _ in 0..<runs {
            let t0 = now()
            let checked = check(scenes, goldens: goldens)
            samples.append(Double(now() - t0) / 1e9)
            frames = try checked.map { try $0.get() }.reduce(0, +)
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let fps = Double(frames) / median
        emit([
            ("workload", "\"check\""), ("scenes", "\"\(name)\""), ("count", "\(scenes.count)"), ("frames", "\(frames)"),
            ("median_s", "\(median)"), ("frames_per_s", String(format: "%.0f", fps)), ("runs", "\(runs)"),
            ("cores", "\(ProcessInfo.processInfo.activeProcessorCount)"),
        ])
        rows.append(("check \(name)", String(format: "%.0f frames/s (%d frames in %.1f ms, median of %d)", fps, frames, median * 1e3, runs)))
    }
}

struct CheckBenchError: Error, CustomStringConvertible, Sendable {
    var message: String
    var description: String { "rig check failed: \(message)" }
}

/// One prepared scene's run over its duration.
private func replay(_ prepared: PreparedScene) throws -> FrameDump {
    try SceneReplay.record(SceneDriver(prepared), until: prepared.scene.duration)
}

/// Loads, replays (on all cores) and compares each scene with its golden: per scene, the frames
/// that match, or why not.
private func check(_ scenes: [String], goldens: [String]) -> [Result<Int, CheckBenchError>] {
    let results = Mutex([Result<Int, CheckBenchError>](repeating: .failure(CheckBenchError(message: "not run")), count: scenes.count))
    DispatchQueue.concurrentPerform(iterations: scenes.count) { i in
        let result: Result<Int, CheckBenchError>
        do {
            let dump = try replay(PreparedScene.load(path: scenes[i]))
            let difference = FrameDumpDifference(expected: try FrameDump.load(goldenPath: goldens[i]), actual: dump)
            result = difference.matches ? .success(dump.frames.count) : .failure(CheckBenchError(message: difference.summary))
        } catch {
            result = .failure(CheckBenchError(message: "\(scenes[i]): \(error)"))
        }
        results.withLock { $0[i] = result }
    }
    return results.withLock { $0 }
}
