import XCTest
import TestHelpers
@testable import Rigging

/// Shared helpers for RiggingTests.
enum TestSupport {
    /// Loads a scene from JSON text, failing the test with the error's description; the scene
    /// must also be valid against Docs/scene.schema.json.
    static func scene(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Scene {
        do {
            let scene = try Scene.load(text: text, file: "test.json")
            XCTAssertEqual(try SceneSchemaTests.schemaErrors(Array(text.utf8)), [], "the schema refuses a scene the loader accepts",
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

/// A stand-in layout backend: the views stack vertically in scene order, each as wide as the
/// root and as tall as the constant of the item with its index - 1 (0 when inactive or absent).
/// Item i is `view(i+1).height == constant`. Counts layout passes and constant batches.
final class StackBackend: SceneLayoutBackend {
    var constants: [Double]
    var active: [Bool]
    var root: SceneSize
    let viewCount: Int
    var layoutCount = 0
    var batches: [[(item: Int, constant: Double)]] = []

    init(scene: Scene, constants: [Double]) {
        self.constants = constants
        self.active = constants.map { _ in true }
        self.root = scene.root.size
        self.viewCount = scene.viewNames.count
    }

    func constant(ofItem item: Int) -> Double { constants[item] }
    func setConstants(_ changes: [(item: Int, constant: Double)]) {
        batches.append(changes)
        for c in changes { constants[c.item] = c.constant }
    }
    func setActive(_ items: [Int], _ isActive: Bool) { for i in items { active[i] = isActive } }
    func isActive(item: Int) -> Bool { active[item] }
    func resizeRoot(_ size: SceneSize) { root = size }
    func layout() -> [FrameRect] {
        layoutCount += 1
        var frames = [FrameRect(x: 0, y: 0, width: root.width, height: root.height)]
        var y = 0.0
        for v in 1..<viewCount {
            let h = v - 1 < constants.count && active[v - 1] ? constants[v - 1] : 0
            frames.append(FrameRect(x: 0, y: y, width: root.width, height: h))
            y += h
        }
        return frames
    }
    func equation(ofItem item: Int) -> ConstraintEquation? {
        ConstraintEquation(firstView: item + 1, firstAttribute: .height, relation: .equal, secondView: nil,
                           secondAttribute: .notAnAttribute, multiplier: 1, constant: constants[item])
    }
    func diagnostics() -> LayoutDiagnostics { LayoutDiagnostics() }
}
