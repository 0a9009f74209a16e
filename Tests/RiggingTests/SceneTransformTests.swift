import AutoLayout
import Foundation
import Motion
import XCTest

@testable import Rigging

/// The scene format's transforms: a view's `"transform"` and an event's, their errors, and how
/// they replay (CA-style with a transition, constraint-driven without).
final class SceneTransformTests: XCTestCase {
    static let views = #"[{"name": "a"}, {"name": "b", "parent": "a"}]"#
    static let constraints = #"""
        [{"vfl": "H:|-20-[a(100)]"}, {"vfl": "V:|-20-[a(60)]"}, {"vfl": "H:|[b(20)]"}, {"vfl": "V:|[b(20)]"}]
        """#

    func scene(views: String = views, events: String = "[]", duration: Double = 1) throws -> Scene {
        try TestSupport.scene(
            #"{"root": {"size": [300, 200]}, "views": "# + views + #", "constraints": "# + Self.constraints
                + #", "duration": \#(duration), "events": "# + events + "}")
    }

    func replay(_ scene: Scene) throws -> FrameDump {
        let prepared = try PreparedScene(scene)
        return try SceneReplay.run(prepared, backend: try ViewTreeBackend(prepared))
    }

    func testAViewsTransformLoadsWithDefaultsAndRoundTrips() throws {
        let s = try scene(
            views: #"[{"name": "a", "transform": {"scale": [0.5, 2], "rotation": 0.25}}, {"name": "b", "parent": "a", "transform": {}}]"#)
        XCTAssertEqual(s.views[0].transform, SceneTransform(scale: Size(width: 0.5, height: 2), rotation: 0.25))
        XCTAssertTrue(s.views[1].transform.isIdentity)
        XCTAssertTrue(s.usesTransforms)
        XCTAssertEqual(try Scene.load(text: try s.jsonText()), s)
        XCTAssertFalse(try scene().usesTransforms)
    }

    func testAnEventsTransformLoadsAndRoundTrips() throws {
        let s = try scene(
            events: #"""
                [{"at": 0.1, "transform": {"a": {"translation": [10, 0]}}, "transition": {"duration": 0.2}},
                 {"at": 0.5, "transform": {"b": {"rotation": 1, "curve": "linear", "duration": 0.3}, "a": {}}}]
                """#)
        XCTAssertEqual(s.events[0].transforms, [SceneTransformChange(view: "a", transform: SceneTransform(translation: Point(x: 10, y: 0)))])
        XCTAssertEqual(s.events[1].transforms.map(\.view), ["b", "a"])
        XCTAssertEqual(s.events[1].transforms[0].curve, try Curve.timed(.linear, duration: 0.3))
        XCTAssertEqual(try Scene.load(text: try s.jsonText()), s)
    }

    func testMistakesAreRefusedWithTheirPaths() {
        let viewCases: [(String, String)] = [
            (#"{"name": "a", "transform": {"scale": [1]}}"#, "views[0].transform.scale: expected [x, y], found 1 numbers"),
            (#"{"name": "a", "transform": {"translation": [1, 2, 3]}}"#, "views[0].transform.translation: expected [x, y], found 3 numbers"),
            (#"{"name": "a", "transform": {"rotation": 1e16}}"#, "views[0].transform.rotation: expected a number within ±1e15"),
            (#"{"name": "a", "transform": {"scale": [1, "2"]}}"#, "views[0].transform.scale[1]: expected a number"),
            (#"{"name": "a", "transform": {"skew": 1}}"#, "views[0].transform.skew: unknown key \"skew\""),
            (#"{"name": "a", "transform": [1, 0, 0, 1]}"#, "views[0].transform: expected an object"),
        ]
        for (views, message) in viewCases {
            let text = #"{"root": {"size": [10, 10]}, "views": ["# + views + "]}"
            let error = TestSupport.loadError(text)
            XCTAssertTrue(error?.description.hasPrefix("test.json: " + message) == true, "\(String(describing: error))")
        }
        let eventCases: [(String, String)] = [
            (#"{"at": 0, "transform": {"x": {}}}"#, "events[0].transform.x: unknown view \"x\""),
            (#"{"at": 0, "transform": {"view": {}}}"#, "events[0].transform.view: unknown view \"view\""),
            (#"{"at": 0, "transform": {"a": {"scale": [1, -1e16]}}}"#, "events[0].transform.a.scale[1]: expected a number within ±1e15"),
            (#"{"at": 0, "transform": {"a": {"duration": 1}}}"#, "events[0].transform.a.duration: \"duration\" needs"),
            (#"{"at": 0, "transform": {"a": {"curve": "linear"}}}"#, "events[0].transform.a.duration: missing key"),
            (
                #"{"at": 0, "transform": {"a": {"curve": "linear", "duration": 1}}, "transition": {"duration": 1}}"#,
                "events[0].transform.a.curve: a transform in an event with a \"transition\" moves with the transition"
            ),
            (#"{"at": 0, "transform": ["a"]}"#, "events[0].transform: expected an object"),
        ]
        // A number beyond a Double's range is not finite: the JSON reader refuses it where it stands.
        let infinite = #"{"root": {"size": [10, 10]}, "views": [{"name": "a", "transform": {"rotation": 1e999}}]}"#
        XCTAssertThrowsError(try Scene.load(text: infinite, file: "test.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("test.json:1:"), "\(error)")
            XCTAssertTrue("\(error)".contains("1e999 is out of range (not finite)"), "\(error)")
        }
        for (event, message) in eventCases {
            let text = #"{"root": {"size": [10, 10]}, "views": [{"name": "a"}], "events": ["# + event + "]}"
            let error = TestSupport.loadError(text)
            XCTAssertTrue(error?.description.hasPrefix("test.json: " + message) == true, "\(String(describing: error))")
        }
    }

    /// A view's transform shows in every frame, with its subview's composed transform; the
    /// frames stay untransformed.
    func testTheDumpCarriesRootTransforms() throws {
        let s = try scene(views: #"[{"name": "a", "transform": {"scale": [0.5, 0.5]}}, {"name": "b", "parent": "a"}]"#)
        let frame = try XCTUnwrap(try replay(s).frames.first)
        XCTAssertEqual(frame.views[1], Rect(x: 20, y: 20, width: 100, height: 60))
        XCTAssertEqual(frame.transforms[1], Transform2D(scaleX: 0.5, y: 0.5))
        // b's centre (30, 30) moves half-way to a's centre (70, 50): by (20, 10).
        XCTAssertEqual(frame.views[2], Rect(x: 20, y: 20, width: 20, height: 20))
        XCTAssertEqual(frame.transforms[2], Transform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: 20, ty: 10))
        XCTAssertEqual(frame.transforms.entries.map(\.view), [1, 2], "the root shows no transform")
        XCTAssertEqual(frame.views[2].shownBounds(frame.transforms[2]), Rect(x: 45, y: 35, width: 10, height: 10))
    }

    /// With a transition the transform jumps and shows CA-style: by components, on the curve.
    func testATransitionAnimatesTheTransformCAStyle() throws {
        let s = try scene(
            events: #"[{"at": 0, "transform": {"a": {"rotation": 1.5707963267948966}}, "transition": {"duration": 1, "curve": "linear"}}]"#)
        let dump = try replay(s)
        let half = dump.frames[15].transforms[1]
        // Half-way through a linear quarter turn: an eighth of a turn, at full size.
        for (x, y) in zip(half.components, Transform2D(rotationAngle: .pi / 4).components) { XCTAssertEqual(x, y, accuracy: 1e-9) }
        XCTAssertEqual(dump.frames[30].transforms[1], Transform2D(rotationAngle: .pi / 2))
        XCTAssertEqual(dump.frames[15].views[1].components, [20, 20, 100, 60])
    }

    /// Without a transition the transform steps constraint-driven along its curve; a later
    /// change starts from where it is.
    func testWithoutATransitionTheTransformStepsOverTicks() throws {
        let s = try scene(
            events: #"""
                [{"at": 0, "transform": {"a": {"scale": [0.5, 0.5], "curve": "linear", "duration": 1}}},
                 {"at": 0.5, "transform": {"a": {"curve": "linear", "duration": 0.5}}}]
                """#)
        let dump = try replay(s)
        func scale(_ k: Int) -> Double { dump.frames[k].transforms[1].a }
        XCTAssertEqual(scale(0), 1)
        XCTAssertEqual(scale(3), 0.95, accuracy: 1e-12)
        let at14 = 1 - 0.5 * 14 / 30
        XCTAssertEqual(scale(14), at14, accuracy: 1e-12)
        // The second change, at tick 15, starts from the transform shown at tick 14 and shows
        // it at its own tick, as an animation shows its start value at the tick it begins.
        XCTAssertEqual(scale(15), at14, accuracy: 1e-12)
        XCTAssertEqual(scale(22), at14 + (1 - at14) * 7 / 15, accuracy: 1e-12)
        XCTAssertEqual(scale(30), 1, accuracy: 1e-12)
        XCTAssertFalse(FrameTransforms.prints(dump.frames[30].transforms[1]))
    }

    /// A transform with a transition ends a constraint-driven animation of that view's transform.
    func testATransitionEndsAConstraintDrivenTransform() throws {
        let s = try scene(
            events: #"""
                [{"at": 0, "transform": {"a": {"scale": [0.5, 0.5], "curve": "linear", "duration": 1}}},
                 {"at": 0.5, "transform": {"a": {"scale": [2, 2]}}, "transition": {"duration": 0}}]
                """#)
        let dump = try replay(s)
        XCTAssertEqual(dump.frames[14].transforms[1].a, 1 - 0.5 * 14 / 30, accuracy: 1e-12)
        for k in [15, 20, 30] { XCTAssertEqual(dump.frames[k].transforms[1], Transform2D(scaleX: 2, y: 2)) }
    }

    /// The default curve is the exponential approach on the progress, unfloored.
    func testTheDefaultCurveIsTheExponentialApproach() throws {
        let s = try scene(events: #"[{"at": 0, "transform": {"a": {"translation": [100, 0]}}}]"#)
        let dump = try replay(s)
        XCTAssertEqual(dump.frames[0].transforms[1].tx, 23.4, accuracy: 1e-9)
        XCTAssertEqual(dump.frames[1].transforms[1].tx, 100 * (1 - 0.766 * 0.766), accuracy: 1e-9)
        XCTAssertEqual(dump.frames[30].transforms[1].tx, 100)
    }

    /// A view moves while its transform does: `SceneComparison` counts a transform change as
    /// motion when it finds where each view settles.
    func testAComparisonSettlesAViewWhenItsTransformStops() throws {
        let s = try scene(events: #"[{"at": 0, "transform": {"a": {"scale": [0.5, 0.5], "curve": "linear", "duration": 0.5}}}]"#)
        let prepared = try PreparedScene(s)
        let comparison = try SceneComparison.run(prepared, function: .linear, duration: nil) { _ throws(SceneError) in
            try ViewTreeBackend(prepared)
        }
        let a = try XCTUnwrap(comparison.views.first { $0.name == "a" })
        XCTAssertEqual(a.constraintSettle, .settled(at: 0.5))
    }
}
