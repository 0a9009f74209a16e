// CassowaryBench: the solver workloads of Bench/Workloads/WORKLOADS.md (W1, W2, W3, W5, W6).
// Run: swift run -c release CassowaryBench [--only W1,W2,...] [--quick] [--data enaml_like.json] [--census] [--grid RxC]
// (--census: where the W2 grid's solver keeps its heap bytes after the ticks, and the resident
// set after each build and each of the first four ticks; W2 also prints a
// memory line: the process's peak RSS so far, the solver's heap bytes and allocations per box)
// Prints one JSON object per figure, then a table with Kiwi's figures (Bench/Workloads/KIWI.md).
import Cassowary
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
let usage = """
    usage: CassowaryBench [--only W1,W2,W3,W5,W6] [--quick] [--data PATH] [--census] [--grid RxC]
      --only LIST   the workloads to run (default: all)
      --quick       fewer iterations and sizes
      --data PATH   the enaml-like forms (default: Bench/Workloads/enaml_like.json)
      --census      where the W2 grid's solver keeps its heap bytes after the ticks, and
                    the resident set after each build and each of the first four ticks
      --grid RxC    one W2 grid of R rows and C columns instead of the default sizes
    """
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
do {
    var i = 0
    while i < arguments.count {
        switch arguments[i] {
        case "--quick", "--census": i += 1
        case let name where ["--only", "--data", "--grid"].contains(name) && i + 1 < arguments.count: i += 2
        default:
            let problem = ["--only", "--data", "--grid"].contains(arguments[i]) ? "needs a value" : "is not an option"
            FileHandle.standardError.write(Data("CassowaryBench: '\(arguments[i])' \(problem)\n\(usage)\n".utf8))
            exit(64)
        }
    }
}
let quick = arguments.contains("--quick")
let census = arguments.contains("--census")
let only = Set((option("--only") ?? "W1,W2,W3,W5,W6").split(separator: ",").map(String.init))
var figures: [Figure] = []

@MainActor func report(_ workload: String, _ size: Int, _ phase: String, _ samples: Samples, note: String = "") {
    let figure = Figure(workload: workload, size: size, phase: phase, samples: samples, note: note)
    // Unbuffered, so a long run shows each figure as it is measured.
    FileHandle.standardOutput.write(Data((figure.json + "\n").utf8))
    figures.append(figure)
}

let kiwi: [String: String] = [
    "W1 1 build": "352 µs (238 µs fast state)", "W1 1 suggest": "1.57 µs (0.94 µs fast)",
    "W2 100 build": "378 ms", "W2 100 tick": "18.2 µs", "W2 1000 build": "772 s", "W2 1000 tick": "463 µs",
    "W3 1000 tick": "79.4 ms", "W2 10000 build": "did not finish (~20 h)",
    "W6 10 build": "7.1 ms", "W6 10 suggest": "11.4 µs", "W6 100 build": "728 ms", "W6 100 suggest": "185 µs",
    "W6 1000 build": "285 s", "W6 1000 suggest": "5.8 ms (wrong answer)",
]

do {
    let data = try EnamlLike.load(path: option("--data"))

    if only.contains("W1") {
        var forms = try Forms(data: data, copies: 1)
        var build = Samples()
        for _ in 0..<(quick ? 50 : 400) { try build.time { try forms.build() } }
        for size in data.sizes {
            try forms.suggest(size)
            try forms.check(size)
        }
        var suggest = Samples()
        for round in 0..<(quick ? 2_000 : 30_000) {
            let size = data.sizes[round % data.sizes.count]
            try suggest.time { try forms.suggest(size, read: false) }
        }
        for size in data.sizes {
            try forms.suggest(size)
            try forms.check(size)
        }
        report("W1", 1, "build", build)
        report("W1", 1, "suggest", suggest)
        print(Memory.json("W1", size: 1))
    }

    // --grid RxC: that grid alone (e.g. 316x316, N = 99,856), instead of the standard sizes.
    let custom = option("--grid").map { $0.split(separator: "x").compactMap { Int($0) } }.flatMap { $0.count == 2 ? [($0[0], $0[1])] : nil }
    let gridSizes = custom ?? (quick ? [(10, 10), (25, 40)] : [(10, 10), (25, 40), (100, 100)])
    if only.contains("W2") || only.contains("W3") || only.contains("W5") {
        for (r, c) in gridSizes {
            var grid = Grid(rows: r, columns: c)
            let n = r * c
            var build = Samples()
            // --census: the resident set after each build and each of the first ticks (room
            // made up front, so that recording allocates nothing between the solver's buffers).
            var resident: [Int] = []
            resident.reserveCapacity(64)
            for _ in 0..<(n >= 100_000 ? 1 : (n >= 10_000 ? 5 : (n >= 1_000 ? 11 : 41))) {
                grid.release()
                try build.time { try grid.build() }
                if census { resident.append(Memory.status("VmRSS") / 1024) }
            }
            if only.contains("W2") {
                report("W2", n, "build", build)
                var ticks = Samples()
                for k in 0..<300 {
                    try ticks.time { try grid.tick(k) }
                    if k % 50 == 0 { try grid.checkWidths(W: grid.rootSize(tick: k).0) }
                    if census && k < 4 { resident.append(Memory.status("VmRSS") / 1024) }
                }
                report("W2", n, "tick", ticks)
                print(Memory.json("W2", size: n, census: grid.solver.memoryCensusTotals))
                if census {
                    let builds = resident.count - 4
                    print(
                        "W2 \(n) resident set (KB): after each build " + resident[..<builds].map(String.init).joined(separator: ", ")
                            + "; after ticks 1-4 " + resident[builds...].map(String.init).joined(separator: ", "))
                    print("W2 \(n) census\n" + grid.solver.memoryCensus())
                }
            }
            if n >= 1_000 && only.contains("W3") {
                try grid.tick(0)
                var ticks = Samples()
                for k in 0..<(quick ? 20 : 100) { try ticks.time { try grid.churn(k) } }
                try grid.checkWidths(W: grid.rootSize(tick: 0).0)
                report("W3", n, "tick", ticks)
            }
            if n >= 1_000 && only.contains("W5") {
                try grid.build()
                try grid.tick(0)
                var ticks = Samples()
                var shift = 0.0
                for k in 0..<(quick ? 30 : 300) {
                    try ticks.time { shift = try grid.shiftLeftEdges(k) }
                    if k % 50 == 0 { try grid.checkWidths(W: grid.rootSize(tick: 0).0, shift: shift) }
                }
                report("W5", n, "tick", ticks)
            }
        }
    }

    if only.contains("W6") {
        for k in quick ? [10, 100] : [10, 100, 1_000] {
            var forms = try Forms(data: data, copies: k)
            var build = Samples()
            for _ in 0..<(k >= 1_000 ? 7 : (k >= 100 ? 15 : 41)) {
                forms.release()
                try build.time { try forms.build() }
            }
            for size in data.sizes {
                try forms.suggest(size)
                try forms.check(size)
            }
            var suggest = Samples()
            let rounds = k >= 1_000 ? 600 : (k >= 100 ? 3_000 : 12_000)
            for round in 0..<rounds {
                let size = data.sizes[round % data.sizes.count]
                try suggest.time { try forms.round(size) }
            }
            for size in data.sizes {
                try forms.suggest(size)
                try forms.check(size)
            }
            report("W6", k, "build", build)
            report("W6", k, "suggest", suggest)
        }
    }
} catch {
    FileHandle.standardError.write(Data("CassowaryBench: \(error)\n".utf8))
    exit(1)
}

print("")
let header = ["workload", "size", "phase", "median", "p99", "iterations", "Kiwi (KIWI.md)"]
var rows = [header]
for f in figures {
    rows.append([
        f.workload, String(f.size), f.phase, formatNanos(f.samples.median), formatNanos(f.samples.percentile(99)),
        String(f.samples.values.count), kiwi["\(f.workload) \(f.size) \(f.phase)"] ?? "-",
    ])
}
let widths = header.indices.map { i in rows.map { $0[i].count }.max() ?? 0 }
for (n, row) in rows.enumerated() {
    print(row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }.joined(separator: "  "))
    if n == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
}
print("(checks passed; sink \(sink.isFinite ? "ok" : "nan"))")
