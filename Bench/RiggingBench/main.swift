// RiggingBench: W4 of Bench/Workloads/WORKLOADS.md (the W2 grid at N = 1,000 in the layout
// engine, driven at 30 Hz on the real DispatchSourceTimer clock by an exponential animator on the
// grid's width constraint, retargeted every 7 ticks) through the scene path and through the Swift
// API (`LayoutRunLoop` on the main queue), W4 at N = 10,000 with every row's width animated, and
// replay throughput on the virtual clock (frames per second for the slider demo and the W2 grid),
// and `rig check`'s verification throughput (frames per second replayed and compared with their
// goldens: the six demos in one call, and the W2 grid of 1,000 views), then the page writers
// (HTMLWriterBench.swift; `RiggingBench --pages` runs those alone; `RiggingBench --w4` runs W4
// alone: the scene path, then the Swift API on the real and virtual clock at N = 1,000 and 10,000;
// `RiggingBench --window` the window rotation of WindowRotation.swift alone).
// Prints one JSON object per line, then a table. Run: swift run -c release RiggingBench [Demos/slider.json]
// (`RiggingBench check` runs the check workloads alone).
import Dispatch
import Foundation
import Rigging

var rows: [(String, String)] = []
var sink = 0.0

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

@MainActor
func emit(_ fields: [(String, String)]) {
    print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
}

func us(_ seconds: Double) -> String { String(format: "%.1f µs", seconds * 1e6) }

/// The W2 grid (R rows, C columns) as a scene: a `grid` view whose width and height constraints
/// stand for W2's edit variables W and H, boxes as views, W2's constraints as VFL lines (each row's
/// H: line chains x and ties widths; each column's V: line chains y and ties heights; the first
/// box of each line carries `>= 1` and the weak `== 40` / `== 30` preference at priority 1).
func gridScene(rows r: Int, columns c: Int, events: String, duration: Double) throws -> Scene {
    try Scene.load(text: gridSceneText(rows: r, columns: c, events: events, duration: duration), file: "grid")
}

/// The scene file text of `gridScene`.
func gridSceneText(rows r: Int, columns c: Int, events: String, duration: Double) -> String {
    func box(_ i: Int, _ j: Int) -> String { "b\(i)_\(j)" }
    var views: [String] = [#"{"name": "grid"}"#]
    for i in 0..<r { for j in 0..<c { views.append(#"{"name": "\#(box(i, j))", "parent": "grid"}"#) } }
    var constraints: [String] = [
        #"{"id": "gridWidth", "constraint": "grid.width == \#(8 + c * 48)"}"#,
        #"{"id": "gridHeight", "constraint": "grid.height == \#(8 + r * 38)"}"#,
        #"{"constraint": "grid.left == view.left"}"#, #"{"constraint": "grid.top == view.top"}"#,
    ]
    for i in 0..<r {
        var line = "H:|-8-[\(box(i, 0))(>=1,==40@1)]"
        for j in 1..<c { line += "-8-[\(box(i, j))(==\(box(i, 0)))]" }
        constraints.append(#"{"vfl": "\#(line)-8-|"}"#)
    }
    for j in 0..<c {
        var line = "V:|-8-[\(box(0, j))(>=1,==30@1)]"
        for i in 1..<r { line += "-8-[\(box(i, j))(==\(box(0, j)))]" }
        constraints.append(#"{"vfl": "\#(line)-8-|"}"#)
    }
    return """
        {"name": "grid\(r)x\(c)", "root": {"size": [4000, 4000]}, "views": [\(views.joined(separator: ", "))],
         "constraints": [\(constraints.joined(separator: ",\n"))], "hz": 30, "duration": \(duration), "events": [\(events)]}
        """
}

@MainActor
func replayThroughput(_ name: String, scene: Scene, repeats: Int) throws {
    let prepared = try PreparedScene(scene)
    var samples: [Double] = []
    var frames = 0
    for _ in 0..<repeats {
        let backend = try ViewTreeBackend(prepared)
        let t0 = now()
        let dump = try SceneReplay.run(prepared, backend: backend)
        samples.append(Double(now() - t0) / 1e9)
        frames = dump.frames.count
        sink += dump.frames.last?.views.last?.width ?? 0
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let fps = Double(frames) / median
    emit([
        ("workload", "\"replay\""), ("scene", "\"\(name)\""), ("frames", "\(frames)"), ("median_s", "\(median)"),
        ("frames_per_s", String(format: "%.0f", fps)), ("runs", "\(repeats)"),
    ])
    rows.append(("replay \(name)", String(format: "%.0f frames/s (%d frames in %.1f ms, median of %d)", fps, frames, median * 1e3, repeats)))
}

if let mode = CommandLine.arguments.dropFirst().first, mode == "--w4" || mode == "--w4-virtual" {
    do {
        if mode == "--w4" && CommandLine.arguments.count == 2 { try w4SceneBench() }
        let only = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) }
        try await w4SwiftBench(realClock: mode == "--w4", only: only)
    } catch {
        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
        exit(1)
    }
    for (name, value) in rows { print(name.padding(toLength: 24, withPad: " ", startingAt: 0) + value) }
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--window" {
    do { try windowRotationBench() } catch {
        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
        exit(1)
    }
    for (name, value) in rows { print(name.padding(toLength: 24, withPad: " ", startingAt: 0) + value) }
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--pages" {
    htmlWriterBench()
    for (name, value) in rows { print(name.padding(toLength: 24, withPad: " ", startingAt: 0) + value) }
    exit(0)
}

/// W4 through the scene path (`SceneTiming`): exponential approach on the grid width,
/// retargeted every 7 ticks, real time.
@MainActor
func w4SceneBench() throws {
    var w4Events: [String] = []
    var k = 0
    var flip = false
    while k < 300 {
        let target = flip ? 8 + 40 * 48 - 300 : 8 + 40 * 48 + 300
        w4Events.append(#"{"at": \#(Double(k) / 30), "animate": {"constraint": "gridWidth", "to": \#(target), "curve": {"exponential": 0.234}}}"#)
        flip.toggle()
        k += 7
    }
    let w4 = try gridScene(rows: 25, columns: 40, events: w4Events.joined(separator: ",\n"), duration: 10)
    let report = try SceneTiming.run(try PreparedScene(w4))
    emit([
        ("workload", "\"W4\""), ("size", "1000"), ("ticks", "\(report.ticks)"), ("skipped", "\(report.skippedTicks)"),
        ("tick_p50_s", "\(report.tickCost.p50)"), ("tick_p99_s", "\(report.tickCost.p99)"), ("tick_max_s", "\(report.tickCost.max)"),
        ("over_budget", "\(report.ticksOverBudget)"),
        ("retarget_p50_s", "\(report.retargetLatency.p50)"), ("retarget_p99_s", "\(report.retargetLatency.p99)"),
        ("retarget_max_s", "\(report.retargetLatency.max)"), ("retargets", "\(report.retargets.count)"),
        ("ticks_until_shown_max", "\(report.retargets.map(\.ticksUntilShown).max() ?? 0)"),
        ("jitter_p50_s", "\(report.jitter.p50)"), ("jitter_p99_s", "\(report.jitter.p99)"),
    ])
    rows.append(
        (
            "W4 tick (N=1000)",
            "p50 \(us(report.tickCost.p50))  p99 \(us(report.tickCost.p99))  max \(us(report.tickCost.max))  over budget \(report.ticksOverBudget)/\(report.ticks)"
        ))
    rows.append(
        (
            "W4 retarget latency",
            "p50 \(us(report.retargetLatency.p50))  p99 \(us(report.retargetLatency.p99))  max \(us(report.retargetLatency.max))  (\(report.retargets.count) retargets, shown after <= \(report.retargets.map(\.ticksUntilShown).max() ?? 0) ticks)"
        ))
    rows.append(("W4 jitter", "p50 \(us(report.jitter.p50))  p99 \(us(report.jitter.p99))"))
}

/// W4 through the Swift API: N = 1,000 with the grid width animated and N = 10,000 (100 x 100)
/// with each of the 100 rows' width constraints animated, on the real 30 Hz clock, then the same
/// ticks on the virtual clock (`W4-virtual`: stepped back to back, the tick cost without the real
/// clock's scheduling; the figure to profile). `RiggingBench --w4` runs these alone,
/// `RiggingBench --w4-virtual` the virtual-clock ones alone; a size after either (1000 or
/// 10000) runs that size alone.
@MainActor
func w4SwiftBench(realClock: Bool = true, only: Int? = nil) async throws {
    func pct(_ xs: [Double], _ p: Double) -> Double { xs.isEmpty ? 0 : xs[min(xs.count - 1, Int(Double(xs.count) * p))] }
    let sizes = [(1000, 25, 40, false), (10000, 100, 100, true)].filter { only == nil || $0.0 == only }
    for (size, rowsCount, columns, perRow) in sizes where realClock {
        let grid = try SwiftGrid(rows: rowsCount, columns: columns, rowWidths: perRow)
        let animated = perRow ? grid.rowWidths : [grid.gridWidth]
        let base = perRow ? Double(columns * 48) : Double(8 + columns * 48)
        let (costs, latencies, firstCalls) = try await runW4Swift(grid: grid, animated: animated, base: base, ticks: 301)
        let c = costs.sorted()
        let l = latencies.sorted()
        let f = firstCalls.sorted()
        emit([
            ("workload", "\"W4-swift\""), ("size", "\(size)"), ("animated", "\(animated.count)"), ("ticks", "\(c.count)"),
            ("tick_p50_s", "\(pct(c, 0.5))"), ("tick_p99_s", "\(pct(c, 0.99))"), ("tick_max_s", "\(c.last ?? 0)"),
            ("retarget_p50_s", "\(pct(f, 0.5))"), ("retarget_p99_s", "\(pct(f, 0.99))"), ("retarget_max_s", "\(f.last ?? 0)"),
            ("retargets", "\(f.count)"), ("calls_p50_s", "\(pct(l, 0.5))"), ("calls_p99_s", "\(pct(l, 0.99))"),
            ("calls", "\(l.count)"),
        ])
        rows.append(
            (
                "W4 Swift tick (N=\(size))",
                "p50 \(us(pct(c, 0.5)))  p99 \(us(pct(c, 0.99)))  max \(us(c.last ?? 0))  (\(animated.count) animated, \(c.count) ticks)"
            ))
        rows.append(
            (
                "W4 Swift retarget",
                "p50 \(us(pct(f, 0.5)))  p99 \(us(pct(f, 0.99)))  max \(us(f.last ?? 0))  (\(f.count) calls, each the first after a 33 ms wait)"
            ))
        rows.append(("W4 Swift calls", "p50 \(us(pct(l, 0.5)))  p99 \(us(pct(l, 0.99)))  (all \(l.count) calls)"))
    }
    for (size, rowsCount, columns, perRow) in sizes {
        let grid = try SwiftGrid(rows: rowsCount, columns: columns, rowWidths: perRow)
        let animated = perRow ? grid.rowWidths : [grid.gridWidth]
        let base = perRow ? Double(columns * 48) : Double(8 + columns * 48)
        let costs = Array(try runW4Virtual(grid: grid, animated: animated, base: base, ticks: 301).dropFirst()).sorted()
        emit([
            ("workload", "\"W4-virtual\""), ("size", "\(size)"), ("animated", "\(animated.count)"), ("ticks", "\(costs.count)"),
            ("tick_p50_s", "\(pct(costs, 0.5))"), ("tick_p99_s", "\(pct(costs, 0.99))"), ("tick_max_s", "\(costs.last ?? 0)"),
        ])
        rows.append(
            (
                "W4 virtual (N=\(size))",
                "p50 \(us(pct(costs, 0.5)))  p99 \(us(pct(costs, 0.99)))  max \(us(costs.last ?? 0))  (\(animated.count) animated, \(costs.count) ticks)"
            ))
    }
}

/// The W2 grid's events: each tick sets W and H as W2 suggests them.
func w2Events() -> String {
    var events: [String] = []
    for k in 0..<300 {
        let w = 8 + 40.0 * 48 + 200 * sin(Double(k) / 30)
        let h = 8 + 25.0 * 38 + 100 * cos(Double(k) / 30)
        events.append(
            #"{"at": \#(Double(k) / 30), "set": [{"constraint": "gridWidth", "constant": \#(w)}, {"constraint": "gridHeight", "constant": \#(h)}]}"#)
    }
    return events.joined(separator: ",\n")
}

let checkOnly = CommandLine.arguments.dropFirst().first == "check"
do {
    try checkThroughput(demos: "Demos", grid: gridSceneText(rows: 25, columns: 40, events: w2Events(), duration: 299.0 / 30))
    if checkOnly { throw CheckOnly.done }
    let sliderPath = CommandLine.arguments.dropFirst().first ?? "Demos/slider.json"
    try replayThroughput("slider", scene: try Scene.load(path: sliderPath), repeats: 20)

    let w2 = try gridScene(rows: 25, columns: 40, events: w2Events(), duration: 299.0 / 30)
    try replayThroughput("W2 grid N=1000", scene: w2, repeats: 3)

    try w4SceneBench()
    try await w4SwiftBench()
    htmlWriterBench()
} catch CheckOnly.done {
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(1)
}

print("")
for (name, value) in rows { print(name.padding(toLength: 24, withPad: " ", startingAt: 0) + value) }
print("sink \(sink)")
