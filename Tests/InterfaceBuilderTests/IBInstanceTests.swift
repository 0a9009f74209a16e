import AutoLayout
import Foundation
import InterfaceBuilder
import Rigging
import RiggingTesting
import XCTest

/// Documents from Swift: listing hierarchies, instantiating one as live views on a device,
/// reaching views and constraints, animating, and a golden per scene and device.
final class IBInstanceTests: XCTestCase {
    static let example = DocExampleTests.repository.appendingPathComponent("Docs/examples/SignIn.storyboard").path

    /// `IBInstance`'s doc comment example, as written there.
    func testDocCommentExample() throws {
        let document = try IBDocument.read(path: Self.example)
        XCTAssertEqual(document.hierarchies.map(\.storyboardIdentifier), ["SignIn"])
        guard let phone = Device.named("retina4_0") else { return XCTFail("no retina4_0") }
        let screen = try document.instantiate("SignIn", on: IBLayoutTarget(device: phone, orientation: .portrait))
        guard let logo = screen.view(outlet: "logo"),
            let logoHeight = screen.constraint(outlet: "logoHeight")
        else { return XCTFail("no outlets") }
        let loop = try LayoutRunLoop(root: screen.root)
        loop.startRecording(name: "SignIn-retina4_0")
        try loop.animate(withDuration: 0.3) {
            logoHeight.constant = 0
            screen.root.layoutIfNeeded()
        }
        try loop.run(until: 0.3)
        let dump = try XCTUnwrap(loop.stopRecording())
        XCTAssertEqual(logo.frame, Rect(x: 100, y: 548, width: 120, height: 0))
        XCTAssertGreaterThan(dump.frames.count, 2)
    }

    func testHierarchiesAndLookups() throws {
        let document = try IBDocument.read(path: Self.example)
        let info = try XCTUnwrap(document.hierarchies.first)
        XCTAssertEqual(
            info,
            IBHierarchyInfo(
                rootID: "SgN-Rt-001", category: .viewControllerRoot, name: "View", viewClass: nil,
                controllerID: "SgN-Vc-001", controllerClass: "SignInViewController", storyboardIdentifier: "SignIn"))
        let screen = try document.instantiate("SgN-Vc-001")
        XCTAssertTrue(screen.view(outlet: "titleLabel") === screen.view(id: "SgN-Tt-001"))
        XCTAssertTrue(screen.constraint(id: "SgN-C15-001") === screen.constraint(outlet: "logoHeight"))
        XCTAssertEqual(screen.constraint(outlet: "logoHeight")?.constant, 120)
        XCTAssertNil(screen.view(outlet: "logoHeight"), "an outlet to a constraint is no view")
        XCTAssertEqual(screen.frames().first { $0.id == "SgN-Lg-001" }?.frame, Rect(x: 147, y: 722, width: 120, height: 120))
        XCTAssertThrowsError(try document.instantiate("Nope")) { error in
            XCTAssertEqual(error as? IBSceneError, .noSuchHierarchy("Nope"))
        }
    }

    /// Docs/interface-builder.md's "From Swift" example, as written there: a golden per device.
    func testGoldenPerSceneAndDevice() throws {
        let document = try IBDocument.read(path: Self.example)
        for id in ["retina4_0", "ipad11"] {
            guard let device = Device.named(id) else { continue }
            let screen = try document.instantiate("SignIn", on: IBLayoutTarget(device: device, orientation: .portrait))
            let loop = try LayoutRunLoop(root: screen.root)
            loop.startRecording(name: "SignIn-\(id)")
            try loop.animate(withDuration: 0.2) {
                screen.constraint(outlet: "logoHeight")?.constant = 0
                screen.root.layoutIfNeeded()
            }
            try loop.run(until: 0.2)
            if let dump = loop.stopRecording() { assertGolden(of: dump) }  // __Goldens__/<TestClass>/SignIn-<device>.jsonl
        }
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__/IBInstanceTests")
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
        XCTAssertEqual(names, ["SignIn-ipad11.jsonl", "SignIn-retina4_0.jsonl"])
    }
}
