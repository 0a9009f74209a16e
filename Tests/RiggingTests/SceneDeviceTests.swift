import AutoLayout
import XCTest

@testable import Rigging

/// A scene's `"device"` and `"orientation"`: the root fills the screen, taking its size, safe
/// area and scale (`SceneDevice`).
final class SceneDeviceTests: XCTestCase {
    static let boxInSafeArea = """
        {"device": "iphone-15", "views": [{"name": "box"}, {"name": "title", "label": {"text": "Hello, world"}}],
         "constraints": [{"constraint": "box.leading == view.safeArea.leading"}, {"constraint": "box.top == view.safeArea.top"},
                         {"constraint": "box.trailing == view.safeArea.trailing"}, {"constraint": "box.bottom == view.safeArea.bottom"},
                         {"vfl": "H:|-[title]"}, {"vfl": "V:|-100-[title]"}]}
        """

    /// The frames of a layout at time 0, by view name.
    private func frames(_ prepared: PreparedScene) throws -> [String: [Double]] {
        let dump = try SceneReplay.run(prepared, backend: try ViewTreeBackend(prepared))
        let frame = try XCTUnwrap(dump.frames.first)
        return Dictionary(uniqueKeysWithValues: zip(dump.views, frame.views.map(\.components)))
    }

    func testDocExample() throws {
        let scene = try Scene.load(
            text: """
                {"device": "iphone-15", "orientation": "landscape", "views": [{"name": "box"}],
                 "constraints": [{"constraint": "box.leading == view.safeArea.leading"}]}
                """)
        XCTAssertEqual(scene.root.size, Size(width: 852, height: 393))
        XCTAssertEqual(scene.root.safeArea, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(scene.root.device?.device.id, "retina6_12")
    }

    func testRootFillsTheDeviceInEachOrientation() throws {
        let prepared = try PreparedScene.load(bytes: Array(Self.boxInSafeArea.utf8), file: "device.json")
        XCTAssertEqual(prepared.scene.root.device, SceneDevice(try Device.lookup("retina6_12")))
        // iPhone 15: 393 × 852 at 3x, the Dynamic Island's 59 points on top and the home indicator's 34 below.
        var frames = try frames(prepared)
        XCTAssertEqual(frames["view"], [0, 0, 393, 852])
        XCTAssertEqual(frames["box"], [0, 59, 393, 759])
        // A 17-point label is 20.333 points high at 3x (its line height rounded up to a third of a point), 20.5 at 2x.
        XCTAssertEqual(try XCTUnwrap(frames["title"]?[3]), 61.0 / 3, accuracy: 1e-9)

        let landscape = prepared.onDevice(SceneDevice(try Device.lookup("iPhone 15"), orientation: .landscape))
        frames = try self.frames(landscape)
        XCTAssertEqual(frames["view"], [0, 0, 852, 393])
        XCTAssertEqual(frames["box"], [59, 0, 734, 372])

        let se = prepared.onDevice(SceneDevice(try Device.lookup("retina4_0"), orientation: .landscape))
        frames = try self.frames(se)
        XCTAssertEqual(frames["view"], [0, 0, 568, 320])
        XCTAssertEqual(frames["box"], [0, 0, 568, 320], "a Home-button phone hides its status bar in landscape")
        XCTAssertEqual(frames["title"]?[3], 20.5)
    }

    func testNamesAsLookupTakesThem() throws {
        for name in ["retina6_12", "iPhone 15", "iphone-15", "IPHONE 15", "iPhone-15"] {
            let scene = try TestSupport.scene(#"{"device": "\#(name)"}"#)
            XCTAssertEqual(scene.root.device?.device.id, "retina6_12", name)
            XCTAssertEqual(scene.root.device?.orientation, .portrait, name)
        }
        XCTAssertEqual(Device.named("ipad-pro-11-inch-(4th-generation)")?.id, "ipad11_0rounded")
        let root = try TestSupport.scene(#"{"device": "ipad10_2", "orientation": "landscape", "root": {"name": "main"}}"#).root
        XCTAssertEqual(root.name, "main")
        XCTAssertEqual(root.size, Size(width: 1080, height: 810))
    }

    func testErrorsNameTheKeyAndTheNearestDevice() {
        XCTAssertEqual(
            TestSupport.loadError(#"{"device": "retna6_1"}"#)?.description,
            #"test.json: device: unknown device "retna6_1"; did you mean "retina6_1"?"#)
        XCTAssertEqual(
            TestSupport.loadError(#"{"device": "iphone 15", "orientation": "sideways"}"#)?.description,
            #"test.json: orientation: expected "portrait" or "landscape", found "sideways""#)
        XCTAssertEqual(
            TestSupport.loadError(#"{"orientation": "landscape", "root": {"size": [1, 1]}}"#)?.description,
            #"test.json: orientation: an orientation needs a "device" to turn"#)
        XCTAssertEqual(
            TestSupport.loadError(#"{"device": "iphone 15", "root": {"size": [1, 1]}}"#)?.description,
            #"test.json: root.size: the device "retina6_12" gives the root its size; remove one of them"#)
        XCTAssertEqual(TestSupport.loadError(#"{"device": "iphone 15", "root": {"safeArea": {"top": 20}}}"#)?.path, "root.safeArea")
        XCTAssertEqual(TestSupport.loadError(#"{"device": 15}"#)?.description, "test.json: device: expected a string, found a number")
        XCTAssertEqual(TestSupport.loadError(#"{"views": []}"#)?.problem, .missingKey("root"))
    }

    func testSchemaAgreesWithTheLoader() throws {
        for text in [
            #"{"device": "iphone 15", "root": {"size": [1, 1]}}"#, #"{"orientation": "landscape", "root": {"size": [1, 1]}}"#,
            #"{"device": "iphone 15", "orientation": "sideways"}"#, #"{"root": {"name": "v"}}"#, #"{"views": []}"#,
        ] {
            XCTAssertNotEqual(try SceneSchemaTests.schemaErrors(Array(text.utf8)), [], text)
            XCTAssertThrowsError(try Scene.load(text: text), text)
        }
    }

    func testSwiftRootMustMatchItsDevice() throws {
        let device = SceneDevice(try Device.lookup("retina4_7"), orientation: .landscape)
        let scene = try Scene("swift", root: SceneRoot(device: device))
        XCTAssertEqual(scene.root.size, Size(width: 667, height: 375))
        var root = SceneRoot(device: device)
        root.size = Size(width: 100, height: 100)
        XCTAssertThrowsError(try Scene("swift", root: root)) { error in
            XCTAssertEqual(
                (error as? SceneError)?.description,
                #"swift: root.size: the root fills the device "retina4_7" in landscape, 667 × 375 points"#)
        }
        root = SceneRoot(device: device)
        root.safeArea.top = 20
        XCTAssertThrowsError(try Scene("swift", root: root)) { error in XCTAssertEqual((error as? SceneError)?.path, "root.safeArea") }
    }

    func testWrittenSceneNamesItsDeviceAndReadsBackEqual() throws {
        let scene = try TestSupport.scene(Self.boxInSafeArea)
        let text = try scene.jsonText()
        XCTAssertTrue(text.contains(#""device": "retina6_12", "orientation": "portrait""#), text)
        XCTAssertFalse(text.contains(#""size""#), text)
        XCTAssertEqual(try Scene.load(text: text, file: "test.json"), scene)
        XCTAssertEqual(try SceneSchemaTests.schemaErrors(Array(text.utf8)), [])
    }
}

/// The `"orientation"` event: the scene's device turns during a replay.
final class SceneDeviceRotationTests: XCTestCase {
    static let turning = """
        {"device": "iPhone 15", "views": [{"name": "box"}],
         "constraints": [{"constraint": "box.leading == view.safeArea.leading"}, {"constraint": "box.top == view.safeArea.top"},
                         {"constraint": "box.trailing == view.safeArea.trailing"}, {"constraint": "box.bottom == view.safeArea.bottom"}],
         "duration": 1,
         "events": [{"at": 0.5, "orientation": "landscape", "transition": {"duration": 0.2, "curve": "linear"}}]}
        """

    private func boxes(_ prepared: PreparedScene) throws -> [[Double]] {
        let dump = try SceneReplay.run(prepared, backend: try ViewTreeBackend(prepared))
        let index = try XCTUnwrap(dump.views.firstIndex(of: "box"))
        return dump.frames.map { $0.views[index].components }
    }

    func testTheRootTurnsWithTheDevice() throws {
        let prepared = try PreparedScene.load(bytes: Array(Self.turning.utf8), file: "turn.json")
        XCTAssertEqual(prepared.scene.events[0].orientation, .landscape)
        let frames = try boxes(prepared)
        XCTAssertEqual(frames[14], [0, 59, 393, 759])
        XCTAssertEqual(frames[30], [59, 0, 734, 372], "the landscape safe area of the iPhone 15")
        // Halfway through the 0.2 s linear transition (tick 18 is 0.1 s after tick 15).
        XCTAssertEqual(frames[18][0], 29.5, accuracy: 1e-9)

        let other = prepared.onDevice(SceneDevice(try Device.lookup("retina4_7")))
        XCTAssertEqual(try boxes(other)[30], [0, 0, 667, 375], "the event turns the device the run is on")

        let written = try prepared.scene.jsonText()
        XCTAssertTrue(written.contains(#""orientation": "landscape""#), written)
        XCTAssertEqual(try Scene.load(text: written, file: "turn.json"), prepared.scene)
    }

    func testAnOrientationEventNeedsADeviceAndStandsAlone() {
        XCTAssertEqual(
            TestSupport.loadError(#"{"root": {"size": [1, 1]}, "events": [{"at": 0, "orientation": "landscape"}]}"#)?.description,
            #"test.json: events[0].orientation: an orientation event turns the scene's "device", and the scene names none"#)
        XCTAssertEqual(
            TestSupport.loadError(#"{"device": "retina4_0", "events": [{"at": 0, "orientation": "landscape", "resize": [1, 1]}]}"#)?.path,
            "events[0].resize")
        XCTAssertEqual(
            TestSupport.loadError(#"{"device": "retina4_0", "events": [{"at": 0, "orientation": "up"}]}"#)?.description,
            #"test.json: events[0].orientation: expected "portrait" or "landscape", found "up""#)
    }
}
