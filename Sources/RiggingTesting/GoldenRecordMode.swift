import Foundation

/// When `assertGolden` writes a golden dump instead of (or before) checking against it, as
/// swift-snapshot-testing's record modes. A written golden dump always fails the test, so a
/// recording is never silent: review the file, then run again.
public enum GoldenRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Never write: a missing golden dump fails, naming the file.
    case never
    /// Write a golden dump that does not exist yet (and fail); check the others. The default.
    case missing
    /// Write every golden dump (and fail); check none.
    case all

    /// The name of the environment variable that sets the mode: `RIGGING_RECORD`.
    public static let environmentVariable = "RIGGING_RECORD"

    /// The mode `RIGGING_RECORD` sets: `1`, `true`, `yes` or `all` record every golden dump;
    /// `missing` the missing ones; `0`, `false`, `no` or `never` none; unset or any other value
    /// gives `missing`.
    public static var environment: GoldenRecordMode { mode(ProcessInfo.processInfo.environment[environmentVariable]) }

    /// The mode an environment value names (see `environment`).
    public static func mode(_ value: String?) -> GoldenRecordMode {
        switch value?.lowercased() {
        case "1", "true", "yes", "all": return .all
        case "0", "false", "no", "never": return .never
        default: return .missing
        }
    }
}
