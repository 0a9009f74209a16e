import Dispatch

/// Timings of one figure, reduced to median, p99, min and max.
struct Samples {
    var values: [UInt64] = []

    mutating func time(_ body: () throws -> Void) rethrows {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        values.append(DispatchTime.now().uptimeNanoseconds - start)
    }

    var median: Double {
        let s = values.sorted()
        guard !s.isEmpty else { return 0 }
        return s.count % 2 == 1 ? Double(s[s.count / 2]) : (Double(s[s.count / 2 - 1]) + Double(s[s.count / 2])) / 2
    }

    func percentile(_ p: Double) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(s.count)).rounded(.up)) - 1
        return Double(s[min(max(rank, 0), s.count - 1)])
    }

    func json(workload: String, size: Int, phase: String) -> String {
        "{\"workload\": \"\(workload)\", \"size\": \(size), \"phase\": \"\(phase)\", "
            + "\"median_ns\": \(Int(median)), \"p99_ns\": \(Int(percentile(99))), "
            + "\"min_ns\": \(values.min() ?? 0), \"max_ns\": \(values.max() ?? 0), \"iterations\": \(values.count)}"
    }
}

/// Every value a benchmark reads is added here and printed, so no read can be skipped.
nonisolated(unsafe) var sink = 0.0

struct WrongAnswer: Error, CustomStringConvertible {
    let description: String
}

func formatNanos(_ ns: Double) -> String {
    func two(_ x: Double) -> String { String((x * 100).rounded() / 100) }
    if ns >= 1e9 { return two(ns / 1e9) + " s" }
    if ns >= 1e6 { return two(ns / 1e6) + " ms" }
    if ns >= 1e3 { return two(ns / 1e3) + " µs" }
    return String(Int(ns)) + " ns"
}
