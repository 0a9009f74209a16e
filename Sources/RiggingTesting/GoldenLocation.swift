import Foundation

/// Where golden dumps and HTML diffs go.
///
/// Golden dumps: `<folder of the test file>/__Goldens__/<test file name>/<name>.jsonl` by default
/// (as swift-snapshot-testing's `__Snapshots__`), or `<goldens>/<name>.jsonl` when a folder is given.
/// HTML diffs of failed checks: `<artifacts>/<name>.html`, where `artifacts` is the folder given,
/// else `$RIGGING_ARTIFACTS`, else `RiggingTesting` in the system's temporary folder.
public enum GoldenLocation {
    /// The environment variable naming the folder for HTML diffs: `RIGGING_ARTIFACTS`.
    public static let artifactsVariable = "RIGGING_ARTIFACTS"

    /// The golden dump of `name` for a test in `filePath`, in `goldens` when given.
    public static func golden(named name: String, goldens: URL?, filePath: StaticString) -> URL {
        let folder =
            goldens
            ?? {
                let test = URL(fileURLWithPath: "\(filePath)")
                return test.deletingLastPathComponent().appendingPathComponent("__Goldens__")
                    .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            }()
        return folder.appendingPathComponent(fileName(name) + ".jsonl")
    }

    /// The HTML diff of `name`, in `artifacts` when given.
    public static func diff(named name: String, artifacts: URL?) -> URL {
        let folder =
            artifacts ?? ProcessInfo.processInfo.environment[artifactsVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("RiggingTesting")
        return folder.appendingPathComponent(fileName(name) + ".html")
    }

    /// `name` as one file name: `/` and NUL become `-`, and an empty name is `golden`.
    static func fileName(_ name: String) -> String {
        let cleaned = String(name.map { $0 == "/" || $0 == "\0" ? "-" : $0 })
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "golden" : cleaned
    }

    /// Writes `text` to `url` atomically, making its folder first.
    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
