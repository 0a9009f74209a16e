/// A golden dump that cannot be read: its path and why (missing, unreadable, or not a dump, with
/// the line). `rig check` and RiggingTesting add how to record one.
public struct GoldenDumpError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the golden dump cannot be used.
    public enum Problem: Hashable, Sendable {
        /// No file at the path.
        case missing
        /// The file cannot be read (the system's reason: `permission denied`, `it is a directory`).
        case unreadable(String)
        /// The file is not a JSON Lines dump (the 1-based line and what was wrong).
        case malformed(FrameDumpError)
    }

    /// The golden dump's path as given.
    public var path: String
    /// What is wrong with it.
    public var problem: Problem

    /// An error for the golden dump at `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// `no golden dump goldens/a.jsonl (no such file)`, `golden dump goldens/a.jsonl: line 3: ...`.
    public var description: String {
        let path = InputQuote.bounded(self.path)
        switch problem {
        case .missing: return "no golden dump \(path) (no such file)"
        case .unreadable(let reason): return "cannot read golden dump \(path): \(reason)"
        case .malformed(let error): return "golden dump \(path): \(error)"
        }
    }
}

extension FrameDump {
    /// Reads the JSON Lines dump at `path` (a golden dump); throws naming the path and the line.
    public static func load(goldenPath path: String) throws(GoldenDumpError) -> FrameDump {
        let bytes: [UInt8]
        do {
            bytes = try SceneFile.read(path)
        } catch {
            if case .unreadable(let reason) = error.problem {
                throw GoldenDumpError(path: path, problem: reason == "no such file" ? .missing : .unreadable(reason))
            }
            throw GoldenDumpError(path: path, problem: .unreadable(error.description))
        }
        do {
            return try parse(jsonLines: bytes)
        } catch {
            throw GoldenDumpError(path: path, problem: .malformed(error))
        }
    }
}
