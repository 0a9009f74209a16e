import Foundation

/// Runs a bash script with `$RIG` set to the built `rig` binary, in a fresh temporary folder
/// (`$DEMOS` is the package's Demos folder, `$ROOT` the package), for what needs a shell:
/// FIFOs, process substitution, closed or full standard output, ignored signals, size limits.
enum RigShell {
    struct Result {
        var standardOutput: String
        var standardError: String
        var status: Int32
        /// The folder the script ran in (removed by `run`'s caller through `cleanUp`).
        var folder: URL
    }

    static func run(_ script: String) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rig-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["RIG"] = RigBinary.url.path
        environment["DEMOS"] = RigBinary.packageRoot.appendingPathComponent("Demos").path
        environment["ROOT"] = RigBinary.packageRoot.path
        process.environment = environment
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("rig-shell-\(UUID().uuidString).out")
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("rig-shell-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Result(
            standardOutput: try String(contentsOf: out, encoding: .utf8), standardError: try String(contentsOf: err, encoding: .utf8),
            status: process.terminationStatus, folder: folder)
    }

    static func cleanUp(_ result: Result) {
        try? FileManager.default.removeItem(at: result.folder)
    }
}
