import AutoLayout
import XCTest

@testable import Rigging

/// The scene keys for the safe area, margins, guides and content priorities: loading, errors,
/// writing back, and what `ViewTreeBackend` builds from them.
final class SceneViewLayoutTests: XCTestCase {
    static let phone = """
        {"root": {"size": [390, 844], "safeArea": {"top": 47, "bottom": 34},
                  "directionalLayoutMargins": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16}},
         "views": [{"name": "header", "hugging": {"horizontal": 251}, "compression": {"vertical": 1000}},
                   {"name": "body", "layoutMargins": {"top": 4, "leading": 10, "trailing": 20},
                    "insetsLayoutMarginsFromSafeArea": false, "preservesSuperviewLayoutMargins": true,
                    "additionalSafeAreaInsets": {"top": 5}}],
         "guides": [{"name": "column", "owner": "view"}],
         "constraints": [
           {"constraint": "header.top == view.safeArea.top"}, {"constraint": "header.leading == view.safeArea.leading"},
           {"constraint": "header.trailing == view.safeArea.trailing"}, {"constraint": "header.height == 44"},
           {"constraint": "column.leading == view.margins.leading"}, {"constraint": "column.trailing == view.margins.trailing"},
           {"constraint": "column.top == header.bottom"}, {"constraint": "column.bottom == view.safeArea.bottom"},
           {"constraint": "body.leading == column.leading"}, {"constraint": "body.trailing == column.trailing"},
           {"constraint": "body.top == column.top + 10"}, {"constraint": "body.height == 100"}],
         "events": [{"at": 0.5, "resize": [844, 390], "safeArea": {"left": 47, "bottom": 21, "right": 47}}]}
        """

    func testKeysLoad() throws {
        let scene = try TestSupport.scene(Self.phone)
        XCTAssertEqual(scene.root.safeArea, EdgeInsets(top: 47, bottom: 34))
        XCTAssertEqual(scene.root.layout.layoutMargins, .directional(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)))
        XCTAssertEqual(scene.views[0].layout.hugging, SceneAxisPriorities(horizontal: 251))
        XCTAssertEqual(scene.views[0].layout.compression, SceneAxisPriorities(vertical: 1000))
        let body = scene.views[1].layout
        // Absent edges keep UIKit's 8; leading and trailing make the margins directional.
        XCTAssertEqual(body.layoutMargins, .directional(DirectionalEdgeInsets(top: 4, leading: 10, bottom: 8, trailing: 20)))
        XCTAssertFalse(body.insetsLayoutMarginsFromSafeArea)
        XCTAssertTrue(body.preservesSuperviewLayoutMargins)
        XCTAssertEqual(body.additionalSafeAreaInsets, EdgeInsets(top: 5))
        XCTAssertEqual(scene.guides, [SceneGuide(name: "column", owner: "view")])
        XCTAssertEqual(scene.events[0].safeArea, EdgeInsets(left: 47, bottom: 21, right: 47))
    }

    func testScenesRoundTrip() throws {
        let scene = try TestSupport.scene(Self.phone)
        let text = try scene.jsonText()
        XCTAssertEqual(try Scene.load(text: text, file: "test.json"), scene)
        XCTAssertEqual(try SceneSchemaTests.schemaErrors(Array(text.utf8)), [])
        let absolute = try TestSupport.scene(
            """
            {"root": {"size": [10, 10], "layoutMargins": {"left": 1, "right": 2}}, "views": []}
            """)
        XCTAssertEqual(absolute.root.layout.layoutMargins, .absolute(EdgeInsets(top: 8, left: 1, bottom: 8, right: 2)))
        XCTAssertEqual(try Scene.load(text: try absolute.jsonText(), file: "t"), absolute)
    }

    /// A root's layout settings that a root file does not take (an Interface Builder cell keeps
    /// its superview's margins) are left out of its JSON, which loads back to the same frames.
    func testARootsSettingsWithoutEffectAreLeftOutOfItsJSON() throws {
        var scene = try TestSupport.scene(Self.phone)
        scene.root.layout.preservesSuperviewLayoutMargins = true
        scene.root.layout.hugging = SceneAxisPriorities(horizontal: 251, vertical: nil)
        scene.root.layout.compression = SceneAxisPriorities(horizontal: nil, vertical: 750)
        let loaded = try Scene.load(text: try scene.jsonText(), file: "t")
        XCTAssertEqual(loaded.root.layout, SceneViewLayout(layoutMargins: scene.root.layout.layoutMargins))
        XCTAssertEqual(loaded.views, scene.views)
        let frames = try ViewTreeBackend(try PreparedScene(scene)).layout()
        XCTAssertEqual(try ViewTreeBackend(try PreparedScene(loaded)).layout(), frames)
    }

    func testSceneLayoutBuildsTheKeys() throws {
        let scene = try TestSupport.scene(Self.phone)
        let layout = try ViewTreeBackend(try PreparedScene(scene))
        let frames = layout.layout()
        XCTAssertEqual(frames[1], Rect(x: 0, y: 47, width: 390, height: 44))  // header under the top inset
        XCTAssertEqual(frames[2], Rect(x: 16, y: 101, width: 358, height: 100))  // body in the root's margins
        let header = layout.views[1]
        let body = layout.views[2]
        XCTAssertEqual(header.contentHuggingPriority(for: .horizontal), LayoutPriority(251))
        XCTAssertEqual(header.contentCompressionResistancePriority(for: .vertical), .required)
        XCTAssertEqual(header.contentHuggingPriority(for: .vertical), .defaultLow)
        XCTAssertEqual(body.safeAreaInsets, EdgeInsets(top: 5))
        XCTAssertEqual(body.layoutMargins.top, 4)  // not grown by the safe area
        XCTAssertEqual(layout.root.layoutMargins, EdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        let guides = layout.guideFrames()
        XCTAssertEqual(guides.map(\.name), ["column", "view.safeArea", "view.margins"])
        XCTAssertEqual(guides[0].frame, Rect(x: 16, y: 91, width: 358, height: 719))
        XCTAssertEqual(guides[1].frame, Rect(x: 0, y: 47, width: 390, height: 763))
        // The root's margins: 16 on the sides, and its top and bottom take the safe area.
        XCTAssertEqual(guides[2].frame, Rect(x: 16, y: 47, width: 358, height: 763))
        XCTAssertEqual(layout.diagnostics(), LayoutDiagnostics())
    }

    /// `firstBaseline` and `lastBaseline` place a view's baselines for baseline constraints, and
    /// write back.
    func testBaselineKeysPlaceBaselineConstraints() throws {
        let scene = try TestSupport.scene(
            """
            {"root": {"size": [200, 100]},
             "views": [{"name": "title", "intrinsic": [50, 20], "firstBaseline": 16, "lastBaseline": 4},
                       {"name": "field", "intrinsic": [80, 30], "firstBaseline": 21, "lastBaseline": 9}],
             "constraints": [{"vfl": "H:|[title]-[field]"}, {"constraint": "title.top == view.top + 10"},
                             {"constraint": "field.lastBaseline == title.lastBaseline"}]}
            """)
        XCTAssertEqual(scene.views[0].layout.firstBaseline, 16)
        XCTAssertEqual(scene.views[1].layout.lastBaseline, 9)
        let text = try scene.jsonText()
        XCTAssertEqual(try Scene.load(text: text, file: "test.json"), scene)
        XCTAssertEqual(try SceneSchemaTests.schemaErrors(Array(text.utf8)), [])
        // The title's last baseline is at 10 + 20 - 4 = 26, so the field's bottom is at 35.
        XCTAssertEqual(try ViewTreeBackend(try PreparedScene(scene)).layout()[2].y, 5)
    }

    func testTheSafeAreaEventRotatesTheScreen() throws {
        let scene = try TestSupport.scene(Self.phone)
        let prepared = try PreparedScene(scene)
        let driver = try SceneDriver(prepared, backend: try ViewTreeBackend(prepared))
        let dump = try SceneReplay.record(driver, until: 1)
        let last = try XCTUnwrap(dump.frames.last)
        XCTAssertEqual(last.views[1], Rect(x: 47, y: 0, width: 750, height: 44))
        XCTAssertEqual(last.views[2], Rect(x: 63, y: 54, width: 718, height: 100))
    }

    func testAmbiguousGuidesAreReported() throws {
        let scene = try TestSupport.scene(
            """
            {"root": {"size": [100, 100]}, "guides": [{"name": "g", "owner": "view"}],
             "constraints": [{"constraint": "g.leading == view.leading"}, {"constraint": "g.width == 10"}]}
            """)
        let layout = try ViewTreeBackend(try PreparedScene(scene))
        _ = layout.layout()
        XCTAssertEqual(layout.diagnostics().ambiguous, ["g"])
    }

    func testBadValuesNameTheirPath() {
        let cases: [(String, String)] = [
            (#"{"root": {"size": [1, 1], "safeArea": {"top": -1}}}"#, "root.safeArea.top: a safe-area inset must be >= 0"),
            (#"{"root": {"size": [1, 1], "safeArea": {"up": 1}}}"#, "root.safeArea.up: unknown key"),
            (
                #"{"root": {"size": [1, 1]}, "views": [{"name": "a", "hugging": {"horizontal": 0}}]}"#,
                "views[0].hugging.horizontal: a priority must be from 1 to 1000"
            ),
            (
                #"{"root": {"size": [1, 1]}, "views": [{"name": "a", "layoutMargins": {"left": 1, "leading": 2}}]}"#,
                "views[0].layoutMargins.left: margins take"
            ),
            (
                #"{"root": {"size": [1, 1]}, "views": [{"name": "a", "layoutMargins": {}, "directionalLayoutMargins": {}}]}"#,
                "views[0].directionalLayoutMargins: give either"
            ),
            (#"{"root": {"size": [1, 1]}, "guides": [{"name": "view", "owner": "view"}]}"#, "guides[0].name: the name"),
            (#"{"root": {"size": [1, 1]}, "guides": [{"name": "g", "owner": "nobody"}]}"#, "guides[0].owner:"),
            (#"{"root": {"size": [1, 1]}, "guides": [{"name": "g"}]}"#, "guides[0]: missing"),
            (#"{"root": {"size": [1, 1], "hugging": {}}}"#, "root.hugging: unknown key"),
        ]
        for (text, expected) in cases {
            let message = TestSupport.loadError(text).map { "\($0)" } ?? ""
            XCTAssertTrue(message.contains(expected), "\(message) does not contain \(expected)")
        }
    }

    func testGuideAttributesAreCheckedWhenTheSceneIsLoaded() throws {
        XCTAssertThrowsError(
            try Scene.load(
                text: """
                    {"root": {"size": [100, 100]}, "guides": [{"name": "g", "owner": "view"}],
                     "constraints": [{"constraint": "g.topMargin == view.top"}]}
                    """)
        ) { error in
            XCTAssertTrue("\(error)".contains("Unknown attribute 'topMargin'"), "\(error)")
        }
    }
}
