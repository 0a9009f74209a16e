import XCTest

@testable import AutoLayout

/// The engine's invariants (LayoutEngine+Invariants.swift): sound after every kind of operation,
/// and each check fails, with its numbers, on the state it watches.
final class LayoutEngineInvariantsTests: XCTestCase {
    func testSoundThroughActivationBreaksConstantsTreeChangesAndPasses() throws {
        let (root, views) = layoutRoot(200, 100, subviews: ["a", "b"])
        let engine = root.engine
        XCTAssertEqual(engine.invariantViolations(), [])
        let made = activateStrings(
            [
                "a.left == view.left", "a.top == view.top", "a.width == 50", "a.height == 20",
                "b.left == a.right + 8", "b.top == a.top", "b.width == a.width", "b.height == 20",
            ], views)
        XCTAssertEqual(engine.invariantViolations(), [])
        root.layoutIfNeeded()
        XCTAssertEqual(engine.invariantViolations(), [], "with the slots built")
        let conflicting = try LayoutConstraint.parse("a.width == 300", views: views)
        try conflicting.activate()
        XCTAssertTrue(conflicting.isBroken)
        XCTAssertEqual(engine.invariantViolations(), [], "a broken constraint")
        engine.batch {
            made[2].constant = 60
            made[7].constant = 30
        }
        made[2].deactivate()
        XCTAssertFalse(conflicting.isBroken, "retried once the other side left")
        root.layoutIfNeeded()
        XCTAssertEqual(engine.invariantViolations(), [])
        let child = View(name: "c")
        views["b"]!.addSubview(child)
        root.layoutIfNeeded()
        XCTAssertEqual(engine.invariantViolations(), [], "a view added")
        views["b"]!.removeFromSuperview()
        root.layoutIfNeeded()
        XCTAssertEqual(engine.invariantViolations(), [], "a subtree removed")
    }

    func testEachCheckNamesWhatItFoundWithItsNumbers() throws {
        let (root, views) = layoutRoot(200, 100, subviews: ["a", "b"])
        let made = activateStrings(["a.left == view.left", "a.width == 50"], views)
        root.layoutIfNeeded()
        let engine = root.engine

        views["b"]!.orderIndex = 7
        XCTAssertEqual(engine.invariantViolations(), ["slots: b at slot 2 has orderIndex 7"])
        views["b"]!.orderIndex = 2

        let key = try XCTUnwrap(made[1].solverConstraint.map(ObjectIdentifier.init))
        engine.solverMap[key] = nil
        XCTAssertEqual(
            engine.invariantViolations(),
            [
                "solver map: 3 entries and 0 exercising ambiguity, but the solver holds 4 constraints",
                "active constraints: \(made[1]) is neither in the solver nor broken",
                "active constraints: 2 installed on the tree's views, 1 in the solver map and 0 broken",
            ])
        engine.solverMap[key] = made[1]

        engine.broken.append(made[0])
        engine.broken.append(made[0])
        let problems = engine.invariantViolations()
        XCTAssertTrue(problems.contains("broken: \(made[0]) is listed twice"), "\(problems)")
        XCTAssertTrue(problems.contains("broken: \(made[0]) is in the solver"), "\(problems)")
        XCTAssertTrue(problems.contains("solver map: \(made[0]) is in the solver and broken"), "\(problems)")
        engine.broken = []
        XCTAssertEqual(engine.invariantViolations(), [])
    }
}
