import AutoLayout
import XCTest

@testable import Rigging

/// The AutoLayout engine behind scenes.
final class ViewTreeBackendSceneTests: XCTestCase {
    func build(_ text: String) throws -> (Scene, ViewTreeBackend) {
        let scene = try TestSupport.scene(text)
        return (scene, try ViewTreeBackend(try PreparedScene(scene)))
    }

    func testSliderLayoutAtSeveralHeights() throws {
        let (_, layout) = try build(
            #"""
            {"root": {"size": [320, 568]}, "views": [{"name": "redView"}, {"name": "purpleView"}], "metrics": {"h": 0},
             "constraints": [{"vfl": "H:|[redView]|"}, {"vfl": "H:|[purpleView]|"}, {"vfl": "V:|[redView(>=80@1000)][purpleView(==h@750)]|"}]}
            """#)
        XCTAssertEqual(layout.layout()[2], Rect(x: 0, y: 568, width: 320, height: 0))
        for (h, expected) in [(100.0, 100.0), (480, 480), (560, 488)] {
            layout.setConstants([(item: 7, constant: h)])  // V:[purpleView(==h@750)]
            let frames = layout.layout()
            XCTAssertEqual(frames[2].height, expected, "h = \(h)")
            XCTAssertEqual(frames[1].height, 568 - expected, "h = \(h)")
        }
        XCTAssertEqual(layout.diagnostics(), LayoutDiagnostics())
    }

    func testEquationErrorsCarryEntryAndPosition() {
        let text =
            #"{"root": {"size": [10, 10]}, "views": [{"name": "a"}], "constraints": [{"vfl": "H:|[a]|"}, {"id": "x", "constraint": "a.top == b.top"}]}"#
        do {
            // Equations are parsed when the scene is prepared (loading prepares it).
            _ = try Scene.load(text: text, file: "test.json")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.constraint, 1)
            XCTAssertEqual(error.position, 9)
            XCTAssertEqual(error.path, "constraints[1].constraint")
        }
    }

    func testDiagnosticsReportAmbiguityAndTheMinimalConflict() throws {
        let (_, layout) = try build(
            #"""
            {"root": {"size": [320, 568]}, "views": [{"name": "a"}],
             "constraints": [{"vfl": "H:|[a]|"}, {"constraint": "a.width == 100"}, {"constraint": "a.height == 10"}]}
            """#)
        _ = layout.layout()
        let diagnostics = layout.diagnostics()
        XCTAssertEqual(diagnostics.ambiguous, ["a"])
        XCTAssertEqual(diagnostics.unsatisfiable.count, 1)
        XCTAssertEqual(diagnostics.unsatisfiable.first?.broken, "<LayoutConstraint H:[a(==100)] (active)>")
        XCTAssertEqual(diagnostics.unsatisfiable.first?.conflict.count, 4)
    }

    func testIntrinsicSizesDirectionActivationAndResize() throws {
        let (_, layout) = try build(
            #"""
            {"root": {"size": [300, 100]}, "direction": "rightToLeft", "views": [{"name": "label", "intrinsic": [120, 20]}],
             "constraints": [{"constraint": "label.leading == view.leading + 10"}, {"constraint": "label.top == view.top"},
                             {"id": "wide", "constraint": "label.width == 200", "active": false}]}
            """#)
        XCTAssertEqual(layout.layout()[1], Rect(x: 170, y: 0, width: 120, height: 20))
        layout.setActive([2], true)
        XCTAssertTrue(layout.isActive(item: 2))
        XCTAssertEqual(layout.layout()[1], Rect(x: 90, y: 0, width: 200, height: 20))
        layout.resizeRoot(Size(width: 400, height: 100))
        XCTAssertEqual(layout.layout()[1], Rect(x: 190, y: 0, width: 200, height: 20))
        XCTAssertEqual(
            layout.equation(ofItem: 2),
            ConstraintEquation(
                firstView: 1, firstAttribute: .width, relation: .equal, secondView: nil,
                secondAttribute: .notAnAttribute, multiplier: 1, constant: 200))
    }

    func testANestedMultiplierIsMeasuredInTheCommonAncestorsCoordinates() throws {
        let (_, layout) = try build(
            #"""
            {"root": {"size": [400, 400]}, "views": [{"name": "box"}, {"name": "child", "parent": "box"}],
             "constraints": [{"constraint": "box.left == view.left + 100"}, {"constraint": "box.top == view.top + 100"},
                             {"constraint": "box.width == 200"}, {"constraint": "box.height == 200"},
                             {"constraint": "child.width == 20"}, {"constraint": "child.height == 20"},
                             {"constraint": "child.centerX == box.centerX * 0.5"}, {"constraint": "child.top == box.top"}]}
            """#)
        let frames = layout.layout()
        // UIKit: box.centerX is 100 in box's own coordinates, so child.centerX is 50 there (150 in the root).
        XCTAssertEqual(frames[2], Rect(x: 140, y: 100, width: 20, height: 20))
        let equation = try XCTUnwrap(layout.equation(ofItem: 6))
        XCTAssertEqual(equation.ancestorView, 1)
        XCTAssertEqual(equation.violation(in: frames), 0)
        var inRoot = equation
        inRoot.ancestorView = nil
        XCTAssertEqual(inRoot.violation(in: frames), 50)
    }

    // MARK: Release, in every order (the scene's views, constraints and engine are freed with it)

    static let slider = #"""
        {"root": {"size": [320, 568]}, "views": [{"name": "redView"}, {"name": "purpleView"}], "metrics": {"h": 0},
         "constraints": [{"vfl": "H:|[redView]|"}, {"vfl": "H:|[purpleView]|"}, {"vfl": "V:|[redView(>=80@1000)][purpleView(==h@750)]|"}],
         "events": [{"at": 0, "animate": {"constraint": "purpleView.height", "to": 300, "curve": {"exponential": 0.234}}}],
         "duration": 1.0}
        """#

    func testReleasingAReplayedSceneFreesViewsConstraintsAndEngine() throws {
        weak var weakLayout: ViewTreeBackend?
        weak var weakRoot: View?
        weak var weakView: View?
        weak var weakEngine: LayoutEngine?
        weak var weakConstraint: LayoutConstraint?
        do {
            let (scene, layout) = try build(Self.slider)
            let dump = try SceneReplay.run(try PreparedScene(scene), backend: layout)
            XCTAssertEqual(dump.frames.last?.constants.first, 300)
            weakLayout = layout
            weakRoot = layout.root
            weakView = layout.views[2]
            weakEngine = layout.root.engine
            weakConstraint = layout.constraints[7]
        }
        XCTAssertNil(weakLayout)
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakView)
        XCTAssertNil(weakEngine)
        XCTAssertNil(weakConstraint)
    }

    func testAConstraintKeptFromAFreedSceneIsInactiveAndRefusesActivation() throws {
        let kept: LayoutConstraint
        weak var weakRoot: View?
        do {
            let (_, layout) = try build(Self.slider)
            _ = layout.layout()
            kept = layout.constraints[7]
            weakRoot = layout.root
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(kept.firstItem)
        XCTAssertFalse(kept.isActive)
        XCTAssertEqual(kept.identifier, nil)
        XCTAssertEqual(kept.equation, "purpleView.height == 0 @750")
        XCTAssertThrowsError(try kept.activate())
    }

    func testAViewKeptFromAFreedSceneIsARootAndTheRestIsFreed() throws {
        var kept: View?
        weak var weakRoot: View?
        weak var weakOther: View?
        do {
            let (_, layout) = try build(Self.slider)
            _ = layout.layout()
            kept = layout.views[2]
            weakRoot = layout.root
            weakOther = layout.views[1]
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakOther)
        let purple = try XCTUnwrap(kept)
        XCTAssertNil(purple.superview)
        XCTAssertEqual(purple.constraintsAffectingLayout.filter { $0.kind == .user }.map(\.equation), ["purpleView.height == 0 @750"])
        purple.layoutIfNeeded()
        XCTAssertEqual(purple.frame.size, Size(width: 320, height: 0))
    }

    func testAnEngineKeptFromAFreedSceneIsEmpty() throws {
        let engine: LayoutEngine
        weak var weakLayout: ViewTreeBackend?
        weak var weakRoot: View?
        do {
            let (_, layout) = try build(Self.slider)
            _ = layout.layout()
            engine = layout.root.engine
            weakLayout = layout
            weakRoot = layout.root
        }
        XCTAssertNil(weakLayout)
        XCTAssertNil(weakRoot)
        XCTAssertNil(engine.root)
        XCTAssertTrue(engine.views.isEmpty)
        XCTAssertEqual(engine.solverConstraintCount, 0)
        engine.layoutIfNeeded()
        XCTAssertTrue(engine.rootFrames.isEmpty)
    }
}
