import Dispatch

/// Timing helpers: every figure is a set of samples reduced to median, p99, min and max.
struct Samples {
    var values: [UInt64] = []

    mutating func time(_ body: () throws -> Void) rethrows {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        values.append(DispatchTime.now().uptimeNanoseconds - start)
    }

    private var sorted: [UInt64] { values.sorted() }
    var median: Double {
        let s = sorted
        guard !s.isEmpty else { return 0 }
        return s.count % 2 == 1 ? Double(s[s.count / 2]) : (Double(s[s.count / 2 - 1]) + Double(s[s.count / 2])) / 2
    }
    func percentile(_ p: Double) -> Double {
        let s = sorted
        guard !s.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(s.count)).rounded(.up)) - 1
        return Double(s[min(max(rank, 0), s.count - 1)])
    }
}

/// One reported figure: printed as a JSON line and collected for the closing table.
struct Figure {
    let workload: String
    let size: Int
    let phase: String
    let samples: Samples
    let note: String

    var json: String {
        let s = samples
        return "{\"workload\": \"\(workload)\", \"size\": \(size), \"phase\": \"\(phase)\", "
            + "\"median_ns\": \(Int(s.median)), \"p99_ns\": \(Int(s.percentile(99))), "
            + "\"min_ns\": \(s.values.min() ?? 0), \"max_ns\": \(s.values.max() ?? 0), \"iterations\": \(s.values.count)}"
    }
}

/// Values read in a benchmark are added here and printed at the end, so no read can be optimized away.
nonisolated(unsafe) var sink = 0.0

func formatNanos(_ ns: Double) -> String {
    if ns >= 1e9 { return String(format2(ns / 1e9)) + " s" }
    if ns >= 1e6 { return String(format2(ns / 1e6)) + " ms" }
    if ns >= 1e3 { return String(format2(ns / 1e3)) + " µs" }
    return String(Int(ns)) + " ns"
}

func format2(_ x: Double) -> String {
    let scaled = (x * 100).rounded() / 100
    return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
}

/// Stops the run with a message when a benchmark computes a wrong answer.
struct WrongAnswer: Error, CustomStringConvertible {
    let description: String
}
