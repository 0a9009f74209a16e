import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Where a failed assertion goes: Swift Testing's `Issue.record` inside a `@Test` (when
/// `Test.current` is set), XCTest's `XCTFail` otherwise, as swift-snapshot-testing does. Every
/// `assert…` function of this module reports through it.
public enum FailureReporter {
    /// A test framework a failure can be reported to.
    public enum Destination: Sendable, Hashable {
        /// Swift Testing: `Issue.record`, at the caller's source location.
        case swiftTesting
        /// XCTest: `XCTFail`, at the caller's file and line.
        case xcTest
    }

    /// The framework running the current test: Swift Testing when `Test.current` is set, else XCTest.
    public static var destination: Destination {
        #if canImport(Testing)
            if Test.current != nil { return .swiftTesting }
        #endif
        return .xcTest
    }

    /// Reports `message` as a failure of the current test at the given source location.
    public static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        switch destination {
        case .swiftTesting:
            #if canImport(Testing)
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            #endif
        case .xcTest:
            XCTFail(message, file: filePath, line: line)
        }
    }

    /// Reports `message` when there is one (what a `verify…` function returned); does nothing for nil.
    public static func report(_ message: String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if let message { fail(message, fileID: fileID, filePath: filePath, line: line, column: column) }
    }
}
