import XCTest

@testable import AutoLayout

/// The root's size behaves as required constraints (`Rigging-Root-Width`, `-Height`), although
/// the solver holds it at an optional level above every priority (LayoutEngine+RootSize.swift):
/// conflicts are refused, broken and logged exactly as for required constraints.
final class LayoutEngineRootSizeTests: XCTestCase {
    /// `a` spans the root's width (300 x 100) and is 10 high.
    func spanningTree() -> (View, [String: View], [LayoutConstraint]) {
        let (root, views) = layoutRoot(300, 100, subviews: ["a"])
        let made = activateStrings(["a.left == view.left", "a.right == view.right", "a.top == view.top", "a.height == 10"], views)
        root.layoutIfNeeded()
        return (root, views, made)
    }

    func testAConstraintAgainstTheRootSizeIsBrokenWithTheRootInItsConflict() throws {
        let (root, views, _) = spanningTree()
        let wide = activateStrings(["a.width == 200"], views)[0]
        root.layoutIfNeeded()
        XCTAssertTrue(wide.isBroken)
        let record = try XCTUnwrap(root.engine.unsatisfiableRecords.first)
        XCTAssertTrue(record.broken === wide)
        XCTAssertEqual(
            record.conflict.map(\.equation),
            ["view.width == 300", "a.left == view.left", "a.right == view.right", "a.width == 200"])
        assertFrame(views["a"]!, 0, 0, 300, 10)
        XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 300, height: 100))
        XCTAssertEqual(root.engine.unsatisfiableRecords.count, 1)
    }

    func testARequiredConstantChangeAgainstTheRootSizeIsBrokenAsARequiredChangeIs() throws {
        let (root, views, _) = spanningTree()
        let width = activateStrings(["a.width == 300"], views)[0]
        root.layoutIfNeeded()
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
        width.constant = 250
        root.layoutIfNeeded()
        XCTAssertTrue(width.isBroken, "the change conflicts with the root's width")
        let record = try XCTUnwrap(root.engine.unsatisfiableRecords.first)
        XCTAssertTrue(record.broken === width)
        XCTAssertEqual(
            record.conflict.map(\.equation),
            ["view.width == 300", "a.left == view.left", "a.right == view.right", "a.width == 250"])
        assertFrame(views["a"]!, 0, 0, 300, 10)
        XCTAssertEqual(root.frame.width, 300)
        // Back to a constant that holds: the constraint returns, silently.
        width.constant = 300
        root.layoutIfNeeded()
        XCTAssertFalse(width.isBroken)
        XCTAssertEqual(root.engine.unsatisfiableRecords.count, 1)
    }

    func testABatchBreaksOnlyTheChangeAgainstTheRootSize() throws {
        let (root, views, made) = spanningTree()
        let width = activateStrings(["a.width == 300"], views)[0]
        root.engine.apply(constants: [(width, 280), (made[3], 30)])
        XCTAssertTrue(width.isBroken)
        XCTAssertFalse(made[3].isBroken)
        assertFrame(views["a"]!, 0, 0, 300, 30)
        XCTAssertEqual(root.engine.unsatisfiableRecords.map { $0.broken.equation }, ["a.width == 280"])
    }

    func testAResizeAgainstARequiredConstraintBreaksTheRootSizeAndReturnsWhenItHolds() throws {
        let (root, views, _) = spanningTree()
        let width = activateStrings(["a.width == 300"], views)[0]
        root.frame = Rect(x: 0, y: 0, width: 400, height: 100)
        root.layoutIfNeeded()
        let record = try XCTUnwrap(root.engine.unsatisfiableRecords.first)
        XCTAssertEqual(record.broken.identifier, "Rigging-Root-Width")
        XCTAssertEqual(
            record.conflict.map(\.equation),
            ["view.width == 400", "a.left == view.left", "a.right == view.right", "a.width == 300"])
        XCTAssertFalse(width.isBroken)
        XCTAssertTrue(record.broken.isBroken)
        XCTAssertEqual(root.frame.width, 400, "a root's frame is what was set")
        XCTAssertEqual(root.engine.rootFrames[0].width, 300, "its laid-out width is what the required constraints make it")
        assertFrame(views["a"]!, 0, 0, 300, 10)
        XCTAssertEqual(root.frame.height, 100, "the height changed nothing and holds")
        root.frame = Rect(x: 0, y: 0, width: 300, height: 120)
        root.layoutIfNeeded()
        XCTAssertFalse(record.broken.isBroken, "a size that holds brings the root's width back")
        XCTAssertEqual(root.frame.size, Size(width: 300, height: 120))
        XCTAssertEqual(root.engine.unsatisfiableRecords.count, 1)
    }

    func testOptionalConstraintsNeverMoveTheRoot() {
        let (root, views, _) = spanningTree()
        activateStrings(["a.width == 500 @999", "view.height == 50 @999"], views)
        root.layoutIfNeeded()
        XCTAssertEqual(root.frame.size, Size(width: 300, height: 100))
        assertFrame(views["a"]!, 0, 0, 300, 10)
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
        XCTAssertFalse(root.hasAmbiguousLayout)
    }

    func testTheSameConflictReachedByAnyPathGivesTheSameRecord() throws {
        // Activated at once, activated later, or reached by a constant change: one record, same set.
        func record(_ steps: (LayoutConstraint) -> Void) throws -> [String] {
            let (root, views, _) = spanningTree()
            let width = try LayoutConstraint.parse("a.width == 300", views: views)
            steps(width)
            root.layoutIfNeeded()
            return try XCTUnwrap(root.engine.unsatisfiableRecords.first).conflict.map(\.equation)
        }
        let direct = try record {
            $0.constant = 120
            try? $0.activate()
        }
        let changed = try record {
            try? $0.activate()
            $0.constant = 120
        }
        XCTAssertEqual(direct, changed)
        XCTAssertEqual(direct.first, "view.width == 300")
    }
}
