import AutoLayout
import Foundation

// AutoLayoutBench: W2 of WORKLOADS.md built as views and LayoutConstraints, against the same
// workload on the bare solver in the same run. `--quick` skips N = 10,000.
// Figures: time to first layout (build + activate + one pass) and time per root-size change
// plus layout pass (every frame read in root coordinates); then a screen of stack views (first
// layout, and a tick that hides or shows one row, also split into hides and shows); then a
// screen of 100 multi-line labels (first layout, and a rotation: one layout with the re-wrap
// pass) and the text measurers' throughput; then a table of 1,000 self-sizing cells (sizing
// every row, and a scroll tick). JSON lines, then a table.

let quick = CommandLine.arguments.contains("--quick")
// `--profile-views` / `--profile-solver`: only resize ticks of the 10 x 10 grid, many of them (for perf).
let big = CommandLine.arguments.contains("--big")
// `--ticks N`: how many resize ticks the profile modes run (default 100 with `--big`, else 50,000).
let profileTicks =
    CommandLine.arguments.firstIndex(of: "--ticks").flatMap { i in
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
// `--profile-stacks`: only hide/show ticks of the stack-view workload (for perf); with `--toggle`,
// each row is hidden and shown again at the next tick.
if CommandLine.arguments.contains("--profile-stacks") {
    var screen = StackScreen(rows: 100, columns: 10)
    try screen.build()
    let before = screen.root.engine.solverStatistics
    let toggles = CommandLine.arguments.contains("--toggle")
    for k in 1...profileTicks / 50 {
        if toggles { screen.toggle(row: (k - 1) / 2 % screen.rows) } else { screen.tick(k) }
    }
    print("sink \(sink)\nbefore the ticks: \(before)\nafter: \(screen.root.engine.solverStatistics)")
    exit(0)
}
// `--profile-rotate`: only the text screen's rotations (`--ticks N` of them, default 50,000 / 50),
// for instruction counts (callgrind with N and with 0: the difference over N is one rotation).
if CommandLine.arguments.contains("--profile-rotate") {
    var text = TextScreen(count: 100)
    try text.build()
    let ticks = CommandLine.arguments.contains("--ticks") ? profileTicks : profileTicks / 50
    for k in stride(from: 1, through: ticks, by: 1) { text.rotate(tick: k) }
    try text.check()
    print("sink \(sink)")
    exit(0)
}
// `--stacks`: only the stack-view workload; `--text`: only the text workloads.
let stacksOnly = CommandLine.arguments.contains("--stacks")
let textOnly = CommandLine.arguments.contains("--text")
// `--tables`: only the table workloads (self-sizing cells sized, and scrolled).
let tablesOnly = CommandLine.arguments.contains("--tables")
// `--font PATH`: the TrueType file the font-file measurer's throughput is measured with.
let fontPath =
    CommandLine.arguments.firstIndex(of: "--font").flatMap { i in
        CommandLine.arguments.indices.contains(i + 1) ? CommandLine.arguments[i + 1] : nil
    } ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
let sizes = stacksOnly || textOnly || tablesOnly ? [] : quick ? [(10, 10), (25, 40)] : [(10, 10), (25, 40), (100, 100)]
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
    if tablesOnly {
        try tableWorkloads()
        throw Finished()
    }
    if !stacksOnly { try textWorkloads() }
    if !stacksOnly { try tableWorkloads() }
    if textOnly { throw Finished() }
    // The stack-view workload: 100 row stacks of 10 arranged views in a column stack.
    var screen = StackScreen(rows: 100, columns: 10)
    var screenBuild = Samples()
    for _ in 0..<(quick ? 5 : 20) { try screenBuild.time { try screen.build() } }
    try screen.check()
    record("stacks-100x10", 1_000, "first-layout", screenBuild)
    // Ticks 1-100 hide every row in turn, 101-200 show them, 201-300 hide them again: the
    // combined figure's median is a hide's, so hides and shows are also reported apart.
    var screenTicks = Samples()
    var hides = Samples()
    var shows = Samples()
    for k in 1...300 {
        let hiding = !screen.rowStacks[k % screen.rows].isHidden
        var one = Samples()
        one.time { screen.tick(k) }
        screenTicks.values += one.values
        if hiding { hides.values += one.values } else { shows.values += one.values }
        if k % 50 == 0 { try screen.check() }
    }
    record("stacks-100x10", 1_000, "hide-show", screenTicks)
    record("stacks-100x10", 1_000, "hide", hides)
    record("stacks-100x10", 1_000, "show", shows)
    // As an app toggles a row: tick k hides row k / 2 % 100 (k even) and shows it at the next tick.
    try screen.build()
    var toggleHides = Samples()
    var toggleShows = Samples()
    for k in 0..<200 {
        if k % 2 == 0 {
            toggleHides.time { screen.toggle(row: k / 2 % screen.rows) }
        } else {
            toggleShows.time { screen.toggle(row: k / 2 % screen.rows) }
        }
    }
    try screen.check()
    record("stacks-100x10", 1_000, "toggle-hide", toggleHides)
    record("stacks-100x10", 1_000, "toggle-show", toggleShows)
} catch is Finished {
} catch {
    print("error: \(error)")
}

/// The text workloads: rotating a screen of 100 multi-line labels (one layout, the re-wrap pass
/// included), and the measurers' throughput (one sample: a pass over 1,000 texts).
@MainActor func textWorkloads() throws {
    var text = TextScreen(count: 100)
    var textBuild = Samples()
    for _ in 0..<(quick ? 5 : 20) { try textBuild.time { try text.build() } }
    try text.check()
    record("labels-100", 100, "first-layout", textBuild)
    var rotations = Samples()
    for k in 1...(quick ? 50 : 200) {
        rotations.time { text.rotate(tick: k) }
        if k % 25 == 0 { try text.check() }
    }
    record("labels-100", 100, "rotate", rotations)
    let texts = TextScreen.texts(1_000)
    let characters = texts.reduce(0) { $0 + $1.count }
    var measurers: [(String, any TextMeasurer)] = [("system-font-model", SystemFontTextMeasurer())]
    do {
        measurers.append(("font-file", FontFileTextMeasurer(regular: try FontFile(contentsOf: fontPath))))
    } catch {
        print("note: no font-file figure (\(error)); pass --font PATH")
    }
    for (name, measurer) in measurers {
        var passes = Samples()
        for _ in 0..<(quick ? 5 : 20) { passes.time { TextThroughput.pass(measurer, texts, font: .systemFont(ofSize: 17)) } }
        record("measure-" + name, 1_000, "wrap-1000-texts", passes)
        let seconds = passes.median / 1e9
        print(
            "{\"workload\": \"measure-\(name)\", \"strings_per_s\": \(Int(Double(texts.count) / seconds)), "
                + "\"characters_per_s\": \(Int(Double(characters) / seconds))}")
    }
}

struct Finished: Error {}

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
    print(
        pad(workload, 25) + pad(String(size), 8) + pad(phase, 15) + pad(formatNanos(samples.median), 13)
            + pad(formatNanos(samples.percentile(99)), 13) + overhead)
}
print("sink \(sink)")
