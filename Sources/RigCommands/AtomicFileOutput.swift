#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `-o FILE`: the output goes to a temporary file beside the target, which `finish()` renames
/// into place, so the target is either the old file or the whole new one, never a part; on any
/// failure the temporary file is removed and the old file is left as it was. The new file gets
/// the old one's permissions (or the usual ones, 0666 less the umask).
package final class AtomicFileOutput: TextOutput {
    /// The target path as given.
    package let path: String
    private let temporaryPath: String
    private var output: FileDescriptorOutput?

    /// Creates the temporary file; throws when the target is a directory or its folder is not writable.
    package init(path: String) throws(OutputError) {
        self.path = path
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists, (status.st_mode & S_IFMT) == S_IFDIR {
            throw OutputError(target: path, reason: "it is a directory; give a file name")
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((folder + "." + base + ".rig-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else {
            throw OutputError(target: path, reason: FileDescriptorOutput.reason(errno))
        }
        temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let mode: mode_t
        if exists {
            mode = status.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        fchmod(fd, mode)
        output = FileDescriptorOutput(descriptor: fd, name: path)
    }

    deinit { abandon() }

    /// Appends `text` to the temporary file; a failure removes it and leaves the target as it was.
    package func write(_ text: String) throws(OutputError) {
        guard let output else { throw OutputError(target: path, reason: "the output is already closed") }
        do {
            try output.write(text)
        } catch {
            abandon()
            throw error
        }
    }

    /// Flushes, closes and renames the temporary file into place.
    package func finish() throws(OutputError) {
        guard let output else { throw OutputError(target: path, reason: "the output is already closed") }
        do {
            try output.finish()
        } catch {
            abandon()
            throw error
        }
        self.output = nil
        if fsync(output.descriptor) != 0 && errno != EINVAL {
            let reason = FileDescriptorOutput.reason(errno)
            close(output.descriptor)
            unlink(temporaryPath)
            throw OutputError(target: path, reason: reason)
        }
        if close(output.descriptor) != 0 {
            let reason = FileDescriptorOutput.reason(errno)
            unlink(temporaryPath)
            throw OutputError(target: path, reason: reason)
        }
        if rename(temporaryPath, path) != 0 {
            let reason = FileDescriptorOutput.reason(errno)
            unlink(temporaryPath)
            throw OutputError(target: path, reason: reason)
        }
    }

    /// Closes and removes the temporary file (the target is untouched).
    private func abandon() {
        guard let output else { return }
        self.output = nil
        close(output.descriptor)
        unlink(temporaryPath)
    }
}
