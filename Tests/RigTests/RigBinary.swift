import Dispatch
import Foundation
import Locking
import XCTest

/// Runs the built `rig` binary (next to the test bundle in the build products directory).
enum RigBinary {
    struct Result: Equatable {
        var standardOutput: String
        var standardError: String
        var status: Int32
    }

    static var url: URL {
        // Linux: the bundle URL is the products directory; Darwin: the .xctest bundle inside it.
        var products = Bundle(for: Marker.self).bundleURL
        if products.pathExtension == "xctest" { products = products.deletingLastPathComponent() }
        return products.appendingPathComponent("rig")
    }

    private final class Marker {}

    /// Runs `rig arguments`, feeding `input` to standard input, in `directory` (the package root by default).
    static func run(_ arguments: [String], input: String = "", directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Drain standard error on another thread while reading standard output here: a child that
        // fills one pipe (64 KB) while we wait on the other would block forever (a sanitizer's
        // report at exit does exactly that).
        let errorOutput = Locked(Data())  // standard error, read on another thread
        let drained = DispatchSemaphore(value: 0)
        let errorHandle = stderr.fileHandleForReading
        DispatchQueue.global().async {
            let data = errorHandle.readDataToEndOfFile()
            errorOutput.withLock { $0 = data }
            drained.signal()
        }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        let err = errorOutput.withLock { $0 }
        process.waitUntilExit()
        return Result(
            standardOutput: String(decoding: out, as: UTF8.self), standardError: String(decoding: err, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// The package root (two levels above this file's folder).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
