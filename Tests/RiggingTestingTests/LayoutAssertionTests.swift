import AutoLayout
import Foundation
import RiggingTesting
import XCTest

final class LayoutAssertionTests: XCTestCase {
    /// `verifyLayout`'s documentation example.
    func testTheDocumentationExample() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let badge = View(name: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        try LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalToConstant: 24),
        ])
        let message = verifyLayout(root, frames: ["badge": Rect(x: 168, y: 8, width: 24, height: 24)])
        XCTAssertNil(message)
        assertLayout(badge, frames: ["badge": Rect(x: 168, y: 8, width: 24, height: 24)])
    }

    func testWrongFramesUnknownNamesAndAmbiguityAreNamed() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let a = View(name: "a")
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        try LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        XCTAssertEqual(
            verifyLayout(root, frames: ["a": Rect(x: 0, y: 0, width: 12, height: 10), "b": Rect(x: 0, y: 0, width: 1, height: 1)]),
            """
            layout of view:
              view a: frame (0, 0, 10, 10), expected (0, 0, 12, 10) (width off by 2 pt)
              no view named "b" in the tree (views: view, a)
              view a has an ambiguous layout: a.minX not determined
            """)
        XCTAssertNil(verifyLayout(root, frames: ["a": Rect(x: 0, y: 0, width: 10.5, height: 10)], tolerance: 0.5, allowAmbiguity: true))
    }

    func testUnsatisfiableConstraintsAreNamed() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(name: "a")
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        root.engine.logHandler = { _ in }
        let narrow = a.widthAnchor.constraint(equalToConstant: 10)
        narrow.identifier = "narrow"
        try LayoutConstraint.activate(
            try LayoutConstraint.constraints(withVisualFormat: "H:|[a]|", views: ["a": a])
                + LayoutConstraint.constraints(withVisualFormat: "V:|[a]|", views: ["a": a]) + [narrow])
        let message = try XCTUnwrap(verifyLayout(root))
        XCTAssertTrue(message.contains("unsatisfiable: broke <LayoutConstraint 'narrow' H:[a(==10)] (active)>"), message)
        XCTAssertTrue(message.contains("\n    conflicting: "), message)
        XCTAssertNil(verifyLayout(root, allowUnsatisfiable: true))
    }

    func testAFailedActivationIsAlwaysAFailure() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(name: "a")
        root.addSubview(a)
        root.engine.logHandler = { _ in }
        XCTAssertNil(verifyLayout(root))
        let stranger = View(name: "stranger")
        a.topAnchor.constraint(equalTo: stranger.topAnchor).isActive = true
        let message = try XCTUnwrap(verifyLayout(root, allowAmbiguity: true, allowUnsatisfiable: true))
        XCTAssertEqual(
            message,
            """
            layout of view:
              not activated: <LayoutConstraint a.top == stranger.top>
                Unable to activate constraint with anchors <YAxisAnchor "a.top"> and <YAxisAnchor "stranger.top"> \
            because they have no common ancestor.  Does the constraint or its anchors reference items in different view \
            hierarchies?  That's illegal.
            """)
    }

    func testASceneFileNamesItsConstraintEntries() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let conflict = repository.appendingPathComponent("Docs/examples/conflict.json")
        let message = try XCTUnwrap(verifyLayout(scene: conflict, frames: ["a": Rect(x: 0, y: 0, width: 100, height: 100)]))
        XCTAssertTrue(
            message.hasPrefix(
                "layout of \(conflict.path):\n  unsatisfiable: broke constraints[2] (id narrow): <LayoutConstraint 'narrow' H:[a(==10)] (active)>"),
            message)
        XCTAssertTrue(message.contains("conflicting: constraints[0]: <LayoutConstraint H:|-(0)-[a] (active, names: '|':view)>"), message)
        XCTAssertNil(verifyLayout(scene: conflict, allowUnsatisfiable: true))
        // The message Docs/testing.md shows, there under another folder.
        let guide = try String(contentsOf: repository.appendingPathComponent("Docs/testing.md"), encoding: .utf8)
        let shown = try XCTUnwrap(guide.components(separatedBy: "```\nlayout of ").dropFirst().first?.components(separatedBy: "\n```").first)
        XCTAssertEqual(
            "layout of " + shown.replacingOccurrences(of: "/src/Rigging/", with: repository.path + "/"),
            verifyLayout(scene: conflict))
        assertLayout(
            scene: repository.appendingPathComponent("Demos/slider.json"),
            frames: ["redView": Rect(x: 0, y: 0, width: 320, height: 568)])
        XCTAssertEqual(
            verifyLayout(scene: repository.appendingPathComponent("none.json")), "\(repository.path)/none.json: cannot read the scene: no such file")
    }
}
