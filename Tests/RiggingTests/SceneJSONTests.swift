import AutoLayout
import Foundation
import Motion
import XCTest

@testable import Rigging

/// Scenes built in Swift, saved as scene JSON and loaded back.
final class SceneJSONTests: XCTestCase {
    func testEveryDemoWritesAndLoadsBackEqual() throws {
        for name in ["slider", "doubi", "players", "aspect", "rotation", "wrap", "stack", "transform"] {
            let scene = try Scene.load(path: LayoutRunLoopTests.demos.appendingPathComponent(name + ".json").path)
            let text = try scene.jsonText()
            XCTAssertEqual(try Scene.load(text: text, file: name + ".json"), scene, name)
        }
    }

    func testTheSliderBuiltInSwiftIsTheSliderScene() throws {
        let height = SceneConstraintReference.selector(view: "purpleView", attribute: .height)
        let scene = try Scene(
            "slider", root: SceneRoot(size: Size(width: 320, height: 568)),
            views: [SceneView(name: "redView"), SceneView(name: "purpleView")], metrics: ["h": 0],
            constraints: [
                SceneConstraint(.visualFormat("H:|[redView]|", options: [], metrics: ["h": 0])),
                SceneConstraint(.visualFormat("H:|[purpleView]|", options: [], metrics: ["h": 0])),
                SceneConstraint(.visualFormat("V:|[redView(>=80@1000)][purpleView(==h@750)]|", options: [], metrics: ["h": 0])),
            ],
            duration: 3,
            events: [
                SceneEvent(at: 0, animate: [SceneAnimation(height, to: 300, curve: .exponential(try ExponentialApproach(factor: 0.234)))]),
                SceneEvent(at: 0.4, animate: [SceneAnimation(height, to: 100)]),
                SceneEvent(at: 1.2, animate: [SceneAnimation(height, to: 480)]),
                SceneEvent(at: 1.5, animate: [SceneAnimation(height, to: 250)]),
                SceneEvent(at: 2.2, animate: [SceneAnimation(height, to: 0)]),
            ])
        let file = try Scene.load(path: LayoutRunLoopTests.demos.appendingPathComponent("slider.json").path)
        XCTAssertEqual(scene, file)
        XCTAssertEqual(try Scene.load(text: try scene.jsonText()), scene)
    }

    func testWhatAFileCannotSayIsRefusedWithItsPath() throws {
        var scene = try Scene(
            "s", root: SceneRoot(size: Size(width: 10, height: 10)),
            views: [SceneView(name: "a")], constraints: [SceneConstraint(id: "w", .equation("a.width == 1"))])
        scene.events = [SceneEvent(at: 0, animate: [SceneAnimation(.id("w"), to: 5, curve: .decay(try Decay(initialVelocity: 10)))])]
        XCTAssertThrowsError(try scene.jsonText()) { error in
            XCTAssertEqual((error as? SceneError)?.path, "events[0].animate[0].curve")
        }
        XCTAssertThrowsError(
            try Scene(
                "s", root: SceneRoot(size: Size(width: 10, height: 10)),
                views: [SceneView(name: "a", parent: "nowhere")]))
    }
}
