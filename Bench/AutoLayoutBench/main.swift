import Foundation

// AutoLayoutBench: W2 of WORKLOADS.md built as views and LayoutConstraints, against the same
// workload on the bare solver in the same run. `--quick` skips N = 10,000.
// Figures: time to first layout (build + activate + one pass) and time per root-size change
// plus layout pass (every frame read in root coordinates); then a screen of stack views (first
// layout, and a tick that hides or shows one row). JSON lines, then a table.

let quick = CommandLine.arguments.contains("--quick")
// `--profile-views` / `--profile-solver`: only resize ticks of the 10 x 10 grid, many of them (for perf).
let big = CommandLine.arguments.contains("--big")
// `--ticks N`: how many resize ticks the profile modes run (default 100 with `--big`, else 50,000).
let profileTicks = CommandLine.arguments.firstIndex(of: "--ticks").flatMap { i in
    CommandLine.arguments.indices.contains(i + 1) ? Int(CommandLine.arguments[i + 1]) : nil
} ?? (big ? 100 : 50_000)
if CommandLine.arguments.contains("--profile-views") {
    var grid = big ? ViewGrid(rows: 100, columns: 100) : ViewGrid(rows: 10, columns: 10)
    try grid.build()
    let before = grid.root.engine.solverStatistics
    for k in 1...profileTicks { grid.resize(tick: k) }
    print("sink \(sink)\nbefore the ticks: \(before)\nafter: \(grid.root.engine.solverStatistics)")
    exit(0)
}
if CommandLine.arguments.contains("--profile-solver") {
    var grid = big ? SolverGrid(rows: 100, columns: 100) : SolverGrid(rows: 10, columns: 10)
    grid.requiredRoot = CommandLine.arguments.contains("--required-root")
    try grid.build()
    let before = grid.solver.statistics
    for k in 1...profileTicks { try grid.tick(k) }
    print("sink \(sink)\nbefore the ticks: \(before)\nafter: \(grid.solver.statistics)")
    exit(0)
}
// `--profile-build-views` / `--profile-build-solver`: only first layouts of the 10 x 10 grid, many of them.
if CommandLine.arguments.contains("--profile-build-views") {
    var grid = ViewGrid(rows: 10, columns: 10)
    for _ in 0..<(big ? 2_000 : 500) {
        grid.reset()
        try grid.build()
    }
    print("sink \(sink)")
    exit(0)
}
if CommandLine.arguments.contains("--profile-build-solver") {
    var grid = SolverGrid(rows: 10, columns: 10)
    grid.requiredRoot = CommandLine.arguments.contains("--required-root")
    for _ in 0..<(big ? 2_000 : 500) {
        grid.reset()
        try grid.build()
    }
    print("sink \(sink)")
    exit(0)
}
// `--profile-stacks`: only hide/show ticks of the stack-view workload (for perf).
if CommandLine.arguments.contains("--profile-stacks") {
    var screen = StackScreen(rows: 100, columns: 10)
    try screen.build()
    for k in 1...profileTicks / 50 { screen.tick(k) }
    print("sink \(sink)")
    exit(0)
}
// `--stacks`: only the stack-view workload.
let stacksOnly = CommandLine.arguments.contains("--stacks")
let sizes = stacksOnly ? [] : quick ? [(10, 10), (25, 40)] : [(10, 10), (25, 40), (100, 100)]
var rows: [(String, Int, String, Samples)] = []

@MainActor func record(_ workload: String, _ size: Int, _ phase: String, _ samples: Samples) {
    print(samples.json(workload: workload, size: size, phase: phase))
    rows.append((workload, size, phase, samples))
}

do {
    for (r, c) in sizes {
        let n = r * c
        let builds = n >= 10_000 ? 3 : (n >= 1_000 ? 5 : 20)
        let ticks = n >= 10_000 ? 100 : 300

        for required in [false, true] {
            var bare = SolverGrid(rows: r, columns: c)
            bare.requiredRoot = required
            let name = required ? "W2-solver-required-root" : "W2-solver"
            var bareBuild = Samples()
            for _ in 0..<builds {
                bare.reset()
                try bareBuild.time { try bare.build() }
            }
            record(name, n, "first-layout", bareBuild)
            var bareTicks = Samples()
            for k in 1...ticks { try bareTicks.time { try bare.tick(k) } }
            record(name, n, "resize", bareTicks)
        }

        var grid = ViewGrid(rows: r, columns: c)
        var viewBuild = Samples()
        for _ in 0..<builds {
            grid.reset()
            try viewBuild.time { try grid.build() }
        }
        try grid.check(tick: 0)
        record("W2-views", n, "first-layout", viewBuild)
        var viewTicks = Samples()
        for k in 1...ticks {
            viewTicks.time { grid.resize(tick: k) }
            if k % 50 == 0 { try grid.check(tick: k) }
        }
        record("W2-views", n, "resize", viewTicks)
    }
    // The stack-view workload: 100 row stacks of 10 arranged views in a column stack.
    var screen = StackScreen(rows: 100, columns: 10)
    var screenBuild = Samples()
    for _ in 0..<(quick ? 5 : 20) { try screenBuild.time { try screen.build() } }
    try screen.check()
    record("stacks-100x10", 1_000, "first-layout", screenBuild)
    var screenTicks = Samples()
    for k in 1...300 {
        screenTicks.time { screen.tick(k) }
        if k % 50 == 0 { try screen.check() }
    }
    record("stacks-100x10", 1_000, "hide-show", screenTicks)
} catch {
    print("error: \(error)")
}

print("")
print("workload                 size    phase          median       p99          vs W2-solver  vs required-root")
for (workload, size, phase, samples) in rows {
    var overhead = ""
    if workload == "W2-views" {
        for base in ["W2-solver", "W2-solver-required-root"] {
            if let bare = rows.first(where: { $0.0 == base && $0.1 == size && $0.2 == phase }) {
                overhead += (String(Int(((samples.median / bare.3.median) - 1) * 100)) + "%").padding(toLength: 14, withPad: " ", startingAt: 0)
            }
        }
    }
    func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(n - s.count, 1)) }
    print(pad(workload, 25) + pad(String(size), 8) + pad(phase, 15) + pad(formatNanos(samples.median), 13)
        + pad(formatNanos(samples.percentile(99)), 13) + overhead)
}
print("sink \(sink)")
