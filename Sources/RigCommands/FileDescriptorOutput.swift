#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered output to a file descriptor with every write checked: a full disk (`/dev/full`), a
/// closed descriptor (`>&-`) or a reader that went away (with SIGPIPE ignored) is an
/// `OutputError`, never a crash. With SIGPIPE's default action a closed pipe ends the process
/// quietly, as for any Unix filter.
package final class FileDescriptorOutput: TextOutput {
    let descriptor: Int32
    /// How errors name this output (`standard output`, a path).
    let name: String
    private var buffer: [UInt8] = []
    private let capacity: Int

    /// Output to `descriptor`, named `name` in errors, buffering up to `capacity` bytes (64 KiB by
    /// default) between writes.
    package init(descriptor: Int32, name: String, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.name = name
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    /// Appends `text` to the buffer, writing the buffer out once it holds `capacity` bytes or more.
    package func write(_ text: String) throws(OutputError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try flush() }
    }

    /// Writes out what the buffer holds; the descriptor stays open.
    package func finish() throws(OutputError) { try flush() }

    /// Writes out the buffer, retrying short writes and interrupted calls.
    func flush() throws(OutputError) {
        var offset = 0
        defer { buffer.removeAll(keepingCapacity: true) }
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return 0 }
                return systemWrite(descriptor, base + offset, bytes.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw OutputError(target: name, reason: Self.reason(errno))
            }
            offset += n
        }
    }

    private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, bytes, count)
        #else
            Darwin.write(fd, bytes, count)
        #endif
    }

    /// The system's message for `code` (`No space left on device`).
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
