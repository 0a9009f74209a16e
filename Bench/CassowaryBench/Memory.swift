import Glibc

/// The process's resident memory, for W2's memory figure (WORKLOADS.md).
enum Memory {
    /// A field of /proc/self/status in bytes: `VmHWM`, the peak resident set so far; `VmRSS`,
    /// the current one. 0 where the file does not exist.
    static func status(_ field: String) -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(field + ":") else { continue }
            return (Int(text.dropFirst(field.count + 1).filter(\.isNumber)) ?? 0) * 1024
        }
        return 0
    }

    /// A memory figure as a JSON line: the process's peak resident set so far (`VmHWM`; W1's is
    /// the base that W2's is measured above, WORKLOADS.md), and for W2 the solver's census after
    /// the ticks: its heap bytes by capacity and the heap blocks that hold them, per box.
    static func json(_ workload: String, size n: Int, census: (bytes: Int, buffers: Int)? = nil) -> String {
        var line = "{\"workload\": \"\(workload)\", \"size\": \(n), \"phase\": \"memory\", \"peak_rss_kb\": \(status("VmHWM") / 1024)"
        if let census {
            line += ", \"solver_heap_bytes_per_box\": \(census.bytes / n), "
                + "\"solver_allocations_per_box\": \(format2(Double(census.buffers) / Double(n)))"
        }
        return line + "}"
    }
}
