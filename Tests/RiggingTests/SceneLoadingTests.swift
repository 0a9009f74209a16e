import AutoLayout
import Motion
import XCTest

@testable import Rigging

final class SceneLoadingTests: XCTestCase {
    /// A scene that uses every key of the format once, with the views it names defined.
    static let designExample = #"""
        {
          "name": "slider",
          "root": {"name": "view", "size": [320, 568]},
          "views": [
            {"name": "redView", "parent": "view"},
            {"name": "purpleView"},
            {"name": "label", "parent": "view", "intrinsic": [100, 30]},
            {"name": "lamp"}, {"name": "kid"}, {"name": "view1"}
          ],
          "metrics": {"pad": 12},
          "spacing": {"sibling": 8, "superview": 20},
          "direction": "leftToRight",
          "constraints": [
            {"vfl": "H:|[redView]|", "options": [], "metrics": {}},
            {"id": "purpleHeight", "constraint": "purpleView.height == 0 @750"},
            {"id": "aspect", "constraint": "view1.width == view1.height * 1.7778"},
            {"id": "lampLeading", "constraint": "lamp.leading == view.leading + 10"},
            {"id": "kidLeft", "constraint": "kid.centerX == view.centerX - 80 @999", "active": false},
            {"id": "kidRight", "constraint": "kid.centerX == view.centerX + 80 @999"}
          ],
          "hz": 30,
          "duration": 3.0,
          "events": [
            {"at": 0.0, "animate": {"constraint": "purpleHeight", "to": 300,
                                    "curve": {"exponential": 0.234}}},
            {"at": 0.2, "animate": {"constraint": "lampLeading", "to": 40,
                                    "curve": "easeInEaseOut", "duration": 0.31}},
            {"at": 0.4, "animate": {"constraint": "purpleHeight", "to": 100}},
            {"at": 1.0, "set": {"constraint": "purpleHeight", "constant": 50}},
            {"at": 1.5, "deactivate": ["kidRight"], "activate": ["kidLeft"],
                        "transition": {"duration": 0.5, "curve": "easeInEaseOut"}},
            {"at": 2.0, "resize": [568, 320]}
          ]
        }
        """#

    func testLoadsDesignExample() throws {
        let scene = try TestSupport.scene(Self.designExample)
        XCTAssertEqual(scene.name, "slider")
        XCTAssertEqual(scene.root, SceneRoot(name: "view", size: Size(width: 320, height: 568)))
        XCTAssertEqual(scene.viewNames, ["view", "redView", "purpleView", "label", "lamp", "kid", "view1"])
        XCTAssertEqual(scene.views[2].intrinsicWidth, 100)
        XCTAssertEqual(scene.views[2].intrinsicHeight, 30)
        XCTAssertNil(scene.views[0].intrinsicWidth)
        XCTAssertEqual(scene.metrics, ["pad": 12])
        XCTAssertEqual(scene.constraints.count, 6)
        XCTAssertEqual(scene.constraints[1].id, "purpleHeight")
        XCTAssertEqual(scene.constraints[4].isActive, false)
        XCTAssertEqual(scene.hz, 30)
        XCTAssertEqual(scene.lastTick, 90)
        XCTAssertEqual(scene.events.map(\.tick), [0, 6, 12, 30, 45, 60])
        XCTAssertEqual(scene.events[0].animations[0].curve, .exponential(try ExponentialApproach(factor: 0.234)))
        XCTAssertEqual(scene.events[1].animations[0].curve, try Curve.named("easeInEaseOut", duration: 0.31))
        XCTAssertNil(scene.events[2].animations[0].curve)
        XCTAssertEqual(scene.events[2].animations[0].constraint, .id("purpleHeight", entry: 1))
        XCTAssertEqual(scene.events[3].sets.first?.constant, 50)
        XCTAssertEqual(scene.events[4].activate, [.id("kidLeft", entry: 4)])
        XCTAssertEqual(scene.events[4].transition, SceneTransition(duration: 0.5, function: .easeInEaseOut))
        XCTAssertEqual(scene.events[5].resize, Size(width: 568, height: 320))
    }

    func testDefaults() throws {
        let scene = try Scene.load(text: #"{"root": {"size": [10, 20]}}"#, file: "dir/empty.scene.json")
        XCTAssertEqual(scene.name, "empty.scene")
        XCTAssertEqual(scene.root.name, "view")
        XCTAssertEqual(scene.hz, 30)
        XCTAssertEqual(scene.duration, 0)
        XCTAssertEqual(scene.spacing, .standard)
        XCTAssertEqual(scene.direction, .leftToRight)
    }

    func testCurveForms() throws {
        func curve(_ json: String) throws -> Curve? {
            let scene = try TestSupport.scene(
                #"{"root": {"size": [1, 1]}, "views": [{"name": "a"}], "constraints": [{"id": "c", "constraint": "a.width == 1"}], "events": [{"at": 0, "animate": \#(json)}]}"#
            )
            return scene.events[0].animations[0].curve
        }
        XCTAssertEqual(try curve(#"{"constraint": "c", "to": 1, "curve": "linear", "duration": 1}"#), .timing(.linear, duration: 1))
        XCTAssertEqual(try curve(#"{"constraint": "c", "to": 1, "curve": "default", "duration": 0.25}"#), .timing(.default, duration: 0.25))
        XCTAssertEqual(
            try curve(#"{"constraint": "c", "to": 1, "curve": {"bezier": [0.1, 0.2, 0.3, 1.5]}, "duration": 2}"#),
            try Curve.bezier(0.1, 0.2, 0.3, 1.5, duration: 2))
        XCTAssertEqual(
            try curve(#"{"constraint": "c", "to": 1, "curve": {"spring": {"mass": 2, "stiffness": 50}}}"#),
            .spring(try Spring(mass: 2, stiffness: 50, damping: 10, initialVelocity: 0)))
    }

    /// Each malformed scene with the exact description it gives (file, JSON path, what was expected).
    func testMalformedScenesNameFilePathAndExpectation() {
        let base = #""root": {"size": [320, 568]}, "views": [{"name": "a"}, {"name": "b"}]"#
        let cons = #""constraints": [{"id": "h", "constraint": "a.height == 0"}, {"vfl": "V:|[a][b(==10@750)]|"}]"#
        let cases: [(String, String)] = [
            ("[]", "test.json: expected an object, found an array"),
            ("{}", "test.json: missing key \"root\""),
            ("{\"root\": {\"size\": [1, 1]}, \"hz\": 30, \"hz\": 60}", "test.json:1:38: invalid JSON: duplicate key \"hz\""),
            (
                "{\"root\": {\"size\": [1, 1]}, \"durationn\": 1}",
                "test.json: durationn: unknown key \"durationn\"; did you mean \"duration\"?"
            ),
            ("{\"root\": {\"size\": [1]}}", "test.json: root.size: expected [width, height], found 1 numbers"),
            ("{\"root\": {\"size\": [1, -1]}}", "test.json: root.size[1]: a height must be >= 0"),
            ("{\"root\": {\"size\": [1, 1e400]}}", "test.json:1:23: invalid JSON: the number 1e400 is out of range (not finite)"),
            ("{\(base), \"views\": []}", "test.json:1:73: invalid JSON: duplicate key \"views\""),
            (
                "{\"root\": {\"size\": [1, 1]}, \"views\": [{\"name\": \"a\", \"parent\": \"zz\"}]}",
                "test.json: views[0].parent: unknown view \"zz\"; the views are view"
            ),
            (
                "{\"root\": {\"size\": [1, 1]}, \"views\": [{\"name\": \"a\"}, {\"name\": \"a\"}]}",
                "test.json: views[1].name: the name \"a\" is defined twice"
            ),
            (
                "{\"root\": {\"size\": [1, 1]}, \"views\": [{\"name\": \"1a\"}]}",
                "test.json: views[0].name: \"1a\" is not a valid name: use letters, digits and underscores, not starting with a digit"
            ),
            (
                "{\(base), \"constraints\": [{\"vfl\": \"V:|[a]\", \"constraint\": \"a.top == 0\"}]}",
                "test.json: constraints[0]: an entry has either \"vfl\" or \"constraint\", not both"
            ),
            (
                "{\(base), \"constraints\": [{\"vfl\": \"V:|[a]\", \"options\": [\"alignAllTopp\"]}]}",
                "test.json: constraints[0].options[0]: Unknown visual format option \"alignAllTopp\"; expected one of "
                    + VisualFormatOptions.namedOptions.map(\.name).joined(separator: ", ")
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": 0, \"animate\": {\"constraint\": \"h\", \"to\": 1, \"curve\": \"bouncy\", \"duration\": 1}}]}",
                "test.json: events[0].animate.curve: unknown curve \"bouncy\"; expected \"linear\", \"easeIn\", \"easeOut\", \"easeInEaseOut\", \"default\", {\"exponential\": f}, {\"bezier\": [x1, y1, x2, y2]} or {\"spring\": {...}}"
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": 0, \"animate\": {\"constraint\": \"h\", \"to\": 1, \"curve\": \"linear\"}}]}",
                "test.json: events[0].animate.duration: missing key \"duration\""
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": 0, \"animate\": {\"constraint\": \"h\", \"to\": 1, \"curve\": {\"exponential\": 1.5}}}]}",
                "test.json: events[0].animate.curve.exponential: invalidFactor(1.5)"
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": 1, \"set\": {\"constraint\": \"h\", \"constant\": 1}}, {\"at\": 0.5, \"set\": {\"constraint\": \"h\", \"constant\": 2}}]}",
                "test.json: events[1].at: events out of order: at 0.5 comes after an event at 1"
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": 0, \"set\": {\"constraint\": \"nope\", \"constant\": 1}}]}",
                "test.json: events[0].set.constraint: unknown constraint \"nope\" (not an id, nor a selector view.attribute); the ids are h"
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": 0, \"set\": {\"constraint\": \"c.height\", \"constant\": 1}}]}",
                "test.json: events[0].set.constraint: unknown view \"c\"; the views are view, a, b"
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": 0, \"set\": {\"constraint\": \"a.heigth\", \"constant\": 1}}]}",
                "test.json: events[0].set.constraint: \"heigth\" in \"a.heigth\" is not an attribute; expected one of "
                    + LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue).joined(separator: ", ")
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": 0, \"set\": {\"constraint\": \"a.bottom\", \"constant\": 1}}]}",
                "test.json: events[0].set.constraint: the selector \"a.bottom\" matches 2 active constraints: a.bottom == 0; V:[a]-(0)-[b]; give the one you mean an id"
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": 0, \"set\": {\"constraint\": \"b.width\", \"constant\": 1}}]}",
                "test.json: events[0].set.constraint: the selector \"b.width\" matches no active constraint"
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": 0}]}",
                "test.json: events[0]: an event needs at least one of \"animate\", \"set\", \"activate\", \"deactivate\", \"hide\", \"show\", \"resize\", \"safeArea\", \"orientation\", \"transform\""
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": -1, \"resize\": [1, 1]}]}",
                "test.json: events[0].at: an event time must be >= 0 seconds"
            ),
            (
                "{\(base), \(cons), \"events\": [{\"at\": \"soon\", \"resize\": [1, 1]}]}",
                "test.json: events[0].at: expected a number, found a string"
            ),
            ("{\(base), \"hz\": 29.5}", "test.json: hz: hz must be a whole number from 1 to 1000, found 29.5"),
            ("{\(base), \"direction\": \"up\"}", "test.json: direction: expected \"leftToRight\" or \"rightToLeft\", found \"up\""),
        ]
        for (text, description) in cases {
            var patched = text
            // The selector cases refer to a.bottom: give the equation entry that mentions it.
            if description.contains("a.bottom == 0") { patched = text.replacingOccurrences(of: "a.height == 0", with: "a.bottom == 0") }
            XCTAssertEqual(TestSupport.loadError(patched)?.description, description, text)
        }
    }

    func testVisualFormatErrorsCarryConstraintIndexAndCaret() {
        let text =
            #"{"root": {"size": [1, 1]}, "views": [{"name": "blackBox4"}], "constraints": [{"vfl": "H:|[blackBox4]|"}, {"vfl": "V:|[blackBox4(>30)]|"}]}"#
        let error = TestSupport.loadError(text)
        XCTAssertEqual(error?.constraint, 1)
        XCTAssertEqual(error?.position, 15)
        XCTAssertEqual(error?.path, "constraints[1].vfl")
        XCTAssertEqual(
            error?.description,
            "test.json: constraints[1].vfl: Unable to parse constraint format: \nUnknown relation. Must be ==, >=, or <= \nV:|[blackBox4(>30)]| \n               ^"
        )
    }

    func testSceneMetricsReachFormatsAndEntryMetricsOverride() throws {
        let scene = try TestSupport.scene(
            #"{"root": {"size": [1, 1]}, "views": [{"name": "a"}], "metrics": {"h": 5, "w": 7}, "constraints": [{"vfl": "V:[a(==h)]", "metrics": {"h": 9}}, {"vfl": "H:[a(==w)]"}]}"#
        )
        let prepared = try PreparedScene(scene)
        XCTAssertEqual(prepared.items.count, 2)
        XCTAssertEqual(prepared.describe(0), "V:[a(==9)]")
        XCTAssertEqual(prepared.describe(1), "H:[a(==7)]")
        XCTAssertEqual(prepared.entryItems, [0..<1, 1..<2])
    }

    func testSelectorsPickTheOneActiveConstraint() throws {
        let scene = try TestSupport.scene(
            #"""
            {"root": {"size": [320, 568]}, "views": [{"name": "redView"}, {"name": "purpleView"}],
             "metrics": {"h": 0},
             "constraints": [{"vfl": "V:|[redView(>=80@1000)][purpleView(==h@750)]|"}, {"vfl": "H:|[redView]|"}, {"vfl": "H:|[purpleView]|"}],
             "events": [{"at": 0, "animate": {"constraint": "purpleView.height", "to": 300, "curve": {"exponential": 0.234}}}]}
            """#)
        let prepared = try PreparedScene(scene)
        XCTAssertEqual(try prepared.single(.selector(view: "purpleView", attribute: .height), path: ""), 3)
        XCTAssertEqual(prepared.describe(3), "V:[purpleView(==0@750)]")
        XCTAssertEqual(prepared.describe(0), "V:|-(0)-[redView]")
        XCTAssertEqual(try prepared.resolve(.selector(view: "view", attribute: .bottom), path: ""), [4])
    }
}

final class SceneLoadingScaleTests: XCTestCase {
    /// About 10 MB: 45,000 views, 90,000 constraint entries, 1,000 events; loads without quadratic lookups.
    func testLargeSceneLoads() throws {
        var views: [String] = []
        var constraints: [String] = []
        var events: [String] = []
        for i in 0..<45_000 {
            views.append(#"{"name": "v\#(i)", "parent": "\#(i == 0 ? "view" : "v\(i - 1)")", "intrinsic": [10, null]}"#)
            constraints.append(#"{"id": "w\#(i)", "constraint": "v\#(i).width == 100 @750"}"#)
            constraints.append(#"{"vfl": "V:|-(8@999)-[v\#(i)(>=20,<=4000@250)]", "options": [], "metrics": {"unused": 1}}"#)
        }
        for i in 0..<1_000 {
            events.append(#"{"at": \#(Double(i) / 30), "animate": {"constraint": "w\#(i)", "to": 200, "curve": {"spring": {"damping": 12}}}}"#)
        }
        let text =
            #"{"root": {"size": [320, 568]}, "views": [\#(views.joined(separator: ",\n"))], "constraints": [\#(constraints.joined(separator: ",\n"))], "duration": 40, "events": [\#(events.joined(separator: ",\n"))]}"#
        XCTAssertGreaterThan(text.utf8.count, 9_000_000)
        let scene = try Scene.load(text: text, file: "big.json")
        XCTAssertEqual(scene.views.count, 45_000)
        XCTAssertEqual(scene.constraints.count, 90_000)
        XCTAssertEqual(scene.events.last?.tick, 999)
    }
}
