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
