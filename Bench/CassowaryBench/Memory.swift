import Glibc

/// The process's resident memory, for W2's memory figure (WORKLOADS.md).
enum Memory {
    /// A field of /proc/self/status in bytes: `VmHWM`, the peak resident set so far; `VmRSS`,
    /// the current one. 0 where the file does not exist. Reads into stack memory and allocates
    /// nothing, so that reading it between a solver's allocations does not move where malloc
    /// puts them.
    static func status(_ field: StaticString) -> Int {
        let fd = open("/proc/self/status", O_RDONLY)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer in
            var length = 0
            while length < buffer.count {
                let n = read(fd, buffer.baseAddress! + length, buffer.count - length)
                if n <= 0 { break }
                length += n
            }
            let name = UnsafeBufferPointer(start: field.utf8Start, count: field.utf8CodeUnitCount)
            var i = 0
            while i < length {
                // At the start of a line: is it `field:`?
                var j = 0
                while j < name.count && i + j < length && buffer[i + j] == name[j] { j += 1 }
                if j == name.count && i + j < length && buffer[i + j] == UInt8(ascii: ":") {
                    var value = 0
                    var k = i + j + 1
                    while k < length && buffer[k] != UInt8(ascii: "\n") {
                        if buffer[k] >= UInt8(ascii: "0") && buffer[k] <= UInt8(ascii: "9") {
                            value = value * 10 + Int(buffer[k] - UInt8(ascii: "0"))
                        }
                        k += 1
                    }
                    return value * 1024
                }
                while i < length && buffer[i] != UInt8(ascii: "\n") { i += 1 }
                i += 1
            }
            return 0
        }
    }

    /// A memory figure as a JSON line: the process's peak resident set so far (`VmHWM`; W1's is
    /// the base that W2's is measured above, WORKLOADS.md), and for W2 the solver's census after
    /// the ticks: its heap bytes by capacity and the heap blocks that hold them, per box.
    static func json(_ workload: String, size n: Int, census: (bytes: Int, buffers: Int)? = nil) -> String {
        var line = "{\"workload\": \"\(workload)\", \"size\": \(n), \"phase\": \"memory\", \"peak_rss_kb\": \(status("VmHWM") / 1024)"
        if let census {
            line +=
                ", \"solver_heap_bytes_per_box\": \(census.bytes / n), "
                + "\"solver_allocations_per_box\": \(format2(Double(census.buffers) / Double(n)))"
        }
        return line + "}"
    }
}
