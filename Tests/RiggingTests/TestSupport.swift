import XCTest
import TestHelpers
@testable import Rigging

/// Shared helpers for RiggingTests.
enum TestSupport {
    /// Loads a scene from JSON text, failing the test with the error's description.
    static func scene(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Scene {
        do {
            return try Scene.load(text: text, file: "test.json")
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            throw error
        }
    }

    /// The error loading `text` gives (fails the test when it loads).
    static func loadError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SceneError? {
        do {
            _ = try Scene.load(text: text, file: "test.json")
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

}
