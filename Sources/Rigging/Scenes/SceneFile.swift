#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a scene file's bytes with `open` and `read` until end of file, so anything readable
/// works (FIFOs and process substitutions have no size to ask for first); a failure says why in
/// the system's words (`No such file or directory`, `Permission denied`, `Is a directory`).
/// Standard input (`-`) reads the same way, so a closed or unreadable standard input is an
/// error, not a crash.
package enum SceneFile {
    package static func read(_ path: String) throws(SceneError) -> [UInt8] {
        if path == "-" { return try read(descriptor: 0, name: "-") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path, errno) }
        defer { close(fd) }
        return try read(descriptor: fd, name: path)
    }

    /// Reads `fd` to its end; `name` names it in errors.
    package static func read(descriptor fd: Int32, name path: String) throws(SceneError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                #if canImport(Glibc)
                    return Glibc.read(fd, base, buffer.count)
                #else
                    return Darwin.read(fd, base, buffer.count)
                #endif
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(path, errno)
            }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> SceneError {
        let reason: String
        switch code {
        case ENOENT: reason = "no such file"
        case EISDIR: reason = "it is a directory"
        case EBADF: reason = "it is closed"
        case EACCES: reason = "permission denied"
        default: reason = String(cString: strerror(code))
        }
        return SceneError(file: path, path: "", problem: .unreadable(reason))
    }
}
