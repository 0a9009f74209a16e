import AutoLayout
import Motion
import XCTest

@testable import Rigging

/// One path for every scene: validated as a value, constraints parsed once, references resolved once.
final class PreparedSceneTests: XCTestCase {
    /// The doc comment's example, run as written.
    func testDocExample() throws {
        let prepared = try PreparedScene.load(
            bytes: Array(
                """
                {"root": {"size": [320, 480]}, "views": [{"name": "box"}],
                 "constraints": [{"constraint": "box.height==100"}, {"constraint": "box.width == 50"},
                                 {"constraint": "box.top == view.top"}, {"constraint": "box.left == view.left"}],
                 "duration": 0.1, "events": [{"at": 0, "animate": {"constraint": "box.height", "to": 200}}]}
                """.utf8))
        let dump = try SceneReplay.run(prepared)
        XCTAssertEqual(prepared.items.count, 4)
        XCTAssertEqual(dump.frames.count, 4)
    }

    /// A selector matches an equation written without spaces (`box.height==100`).
    func testSelectorsMatchEquationsWhateverTheirSpacing() throws {
        let prepared = try PreparedScene.load(
            bytes: Array(
                """
                {"root": {"size": [100, 100]}, "views": [{"name": "box"}],
                 "constraints": [{"constraint": "box.height==100"}, {"constraint":"box.top==view.top+10"}],
                 "duration": 0.1, "events": [{"at": 0, "set": {"constraint": "box.height", "to": 40}}]}
                """.utf8))
        XCTAssertEqual(prepared.events[0].sets.map(\.item), [0])
        XCTAssertEqual(try prepared.single(.selector(view: "view", attribute: .top), path: ""), 1)
        XCTAssertEqual(prepared.describe(0), "box.height==100")
    }

    func testEventsAreResolvedOnceToItemsAndViews() throws {
        let prepared = try PreparedScene.load(
            bytes: Array(
                """
                {"root": {"size": [100, 100]}, "views": [{"name": "a"}, {"name": "b"}],
                 "constraints": [{"id": "row", "vfl": "H:|[a][b]|"}, {"id": "h", "constraint": "a.height == 10"}],
                 "events": [{"at": 0, "deactivate": ["row"], "hide": ["b"], "animate": {"constraint": "h", "to": 20}},
                            {"at": 0.5, "activate": ["row"], "show": ["b"], "transform": {"a": {"rotation": 1}}}]}
                """.utf8))
        XCTAssertEqual(prepared.entryItems, [0..<3, 3..<4])
        XCTAssertEqual(prepared.events[0].deactivate, [0, 1, 2])
        XCTAssertEqual(prepared.events[0].hide, [2])
        XCTAssertEqual(prepared.events[0].animations.map(\.item), [3])
        XCTAssertEqual(prepared.events[1].activate, [0, 1, 2])
        XCTAssertEqual(prepared.events[1].show, [2])
        XCTAssertEqual(prepared.events[1].transforms.map(\.view), [1])
        // A VFL `|` names the superview, so its items match selectors on the root.
        XCTAssertEqual(prepared.items[0].formula.second?.name, "view")
    }

    /// A scene built in Swift is checked as a value: what JSON cannot say (a decay curve) is
    /// fine, and mistakes are reported at the JSON path a file would have.
    func testScenesBuiltInSwiftAreValidatedWithoutText() throws {
        let root = SceneRoot(size: Size(width: 100, height: 100))
        let decay = Curve.decay(try Decay())
        let scene = try Scene(
            "swift", root: root, views: [SceneView(name: "a")],
            constraints: [SceneConstraint(id: "w", .equation("a.width == 10"))], duration: 0.1,
            events: [SceneEvent(at: 0, animate: [SceneAnimation(.id("w"), to: 20, curve: decay)])])
        XCTAssertEqual(scene.events[0].animations[0].constraint, .id("w", entry: 0))
        XCTAssertThrowsError(try scene.jsonText(), "a scene file cannot hold a decay curve")

        func error(_ views: [SceneView], _ constraints: [SceneConstraint] = [], events: [SceneEvent] = []) -> SceneError? {
            do {
                _ = try Scene("swift", root: root, views: views, constraints: constraints, events: events)
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(error([SceneView(name: "a"), SceneView(name: "a")])?.path, "views[1].name")
        XCTAssertEqual(
            error([SceneView(name: "a", parent: "nope")])?.description,
            #"swift: views[0].parent: unknown view "nope"; the views are view"#)
        XCTAssertEqual(error([SceneView(name: "a", intrinsicWidth: .nan)])?.path, "views[0].intrinsic[0]")
        XCTAssertEqual(
            error([SceneView(name: "a")], [SceneConstraint(.equation("a.width == b.width"))])?.path,
            "constraints[0].constraint")
        XCTAssertEqual(error([SceneView(name: "a")], events: [SceneEvent(at: 0, hide: ["b"])])?.path, "events[0].hide[0]")
        XCTAssertEqual(
            error([SceneView(name: "a")], events: [SceneEvent(at: 0, animate: [SceneAnimation(.id("x"), to: 1)])])?.path,
            "events[0].animate.constraint")
    }

    /// The same mistakes in a file and in Swift give the same error.
    func testFileAndSwiftFailAlike() throws {
        let text = #"{"name": "s", "root": {"size": [100, 100]}, "views": [{"name": "a"}], "events": [{"at": 0, "show": ["a", "zz"]}]}"#
        var fromFile: SceneError?
        do { _ = try Scene.load(text: text, file: "s") } catch { fromFile = error }
        var fromSwift: SceneError?
        do {
            _ = try Scene(
                "s", root: SceneRoot(size: Size(width: 100, height: 100)), views: [SceneView(name: "a")],
                events: [SceneEvent(at: 0, show: ["a", "zz"])])
        } catch {
            fromSwift = error
        }
        XCTAssertNotNil(fromFile)
        XCTAssertEqual(fromFile, fromSwift)
    }
}
