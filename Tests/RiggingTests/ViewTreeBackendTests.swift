import AutoLayout
import XCTest

@testable import Rigging

/// A live view tree as a layout backend (ViewTreeBackend.swift): its diagnostics.
final class ViewTreeBackendTests: XCTestCase {
    /// A typo in an animation block (a constraint to a view of another tree) is not a missing
    /// animation: the diagnostics carry it with UIKit's reason, and the log says it once.
    func testAFailedActivationIsInTheDiagnostics() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        var log: [String] = []
        root.engine.logHandler = { log.append($0) }
        let loop = try LayoutRunLoop(root: root)
        XCTAssertEqual(loop.backend.diagnostics().activationFailures, [])
        let elsewhere = View(name: "elsewhere")
        let c = box.widthAnchor.constraint(equalTo: elsewhere.widthAnchor)
        c.isActive = true
        loop.step()
        XCTAssertEqual(
            loop.backend.diagnostics().activationFailures,
            [
                LayoutDiagnostics.ActivationFailure(
                    constraint: c.description,
                    reason: #"Unable to activate constraint with anchors <DimensionAnchor "box.width"> and <DimensionAnchor "elsewhere.width"> "#
                        + "because they have no common ancestor.  Does the constraint or its anchors reference items in different view "
                        + "hierarchies?  That's illegal.")
            ])
        XCTAssertEqual(log.count, 1)
    }
}
