import TestHelpers
import XCTest

@testable import Rigging

/// Shared helpers for RiggingTests.
enum TestSupport {
    /// Loads a scene from JSON text, failing the test with the error's description; the scene
    /// must also be valid against Docs/scene.schema.json.
    static func scene(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Scene {
        do {
            let scene = try Scene.load(text: text, file: "test.json")
            XCTAssertEqual(
                try SceneSchemaTests.schemaErrors(Array(text.utf8)), [], "the schema refuses a scene the loader accepts",
                file: file, line: line)
            return scene
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
            throw error
        }
    }

    /// The error loading `text` gives (fails the test when it loads). When the loader refuses the
    /// scene's shape (an unknown or missing key, a value of the wrong kind), the schema must too.
    static func loadError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SceneError? {
        do {
            _ = try Scene.load(text: text, file: "test.json")
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            switch error.problem {
            case .unknownKey, .missingKey, .expected:
                if let errors = try? SceneSchemaTests.schemaErrors(Array(text.utf8)), errors.isEmpty {
                    XCTFail("the schema accepts a scene the loader refuses: \(error)", file: file, line: line)
                }
            default:
                break
            }
            return error
        }
    }

}
