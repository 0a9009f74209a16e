import XCTest

@testable import AutoLayout

/// The root's size behaves as required constraints (`Rigging-Root-Width`, `-Height`) while the
/// tree is laid out, as UIKit's `_UITemporaryLayoutWidth`/`-Height` do, although the solver holds
/// it at an optional level above every priority (LayoutEngine+RootSize.swift): conflicts are
/// broken and logged at the next layout pass exactly as for required constraints, and a
/// constraint that conflicts only until the root is added to a superview logs nothing.
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
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty, "nothing is broken until the next layout pass")
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
        XCTAssertFalse(width.isBroken, "the conflict waits for the next layout pass")
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
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

    /// A custom view built at zero size pins a subview with insets and gives itself a height, as
    /// an initializer does before the view is added anywhere: UIKit logs nothing (its temporary
    /// size constraints exist only while it lays out a view with no superview), and in a
    /// superview the constraints lay it out.
    func testConstraintsMadeBeforeTheViewIsAddedLogNothing() throws {
        let card = View(name: "card")
        var log: [String] = []
        card.engine.logHandler = { log.append($0) }
        let title = View(name: "title")
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        try title.pinEdges(insets: EdgeInsets(all: 16))
        try card.heightAnchor.constraint(equalToConstant: 60).activate()
        XCTAssertTrue(card.engine.unsatisfiableRecords.isEmpty)
        let (root, _) = layoutRoot(300, 200)
        var rootLog: [String] = []
        root.engine.logHandler = { rootLog.append($0) }
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        try card.widthAnchor.constraint(equalTo: root.widthAnchor).activate()
        try card.topAnchor.constraint(equalTo: root.topAnchor).activate()
        try card.leadingAnchor.constraint(equalTo: root.leadingAnchor).activate()
        root.layoutIfNeeded()
        XCTAssertEqual(log + rootLog, [])
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
        XCTAssertEqual(card.frame, Rect(x: 0, y: 0, width: 300, height: 60))
        XCTAssertEqual(title.frame, Rect(x: 16, y: 16, width: 268, height: 28))
    }

    /// A view with no superview keeps its frame when laid out: a constraint on its own size
    /// conflicts with its pinned size then (UIKit's `_UITemporaryLayoutWidth`), is broken and
    /// logged at that layout, not when activated; added to a superview, it holds.
    func testLayingOutADetachedViewKeepsItsFrameAndBreaksItsOwnSizeThen() throws {
        let badge = View(name: "badge", frame: Rect(x: 5, y: 5, width: 40, height: 20))
        badge.engine.logHandler = { _ in }
        let width = badge.widthAnchor.constraint(equalToConstant: 100)
        try width.activate()
        XCTAssertTrue(badge.engine.unsatisfiableRecords.isEmpty, "nothing is logged until a layout")
        XCTAssertFalse(width.isBroken)
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.frame, Rect(x: 5, y: 5, width: 40, height: 20))
        let record = try XCTUnwrap(badge.engine.unsatisfiableRecords.first)
        XCTAssertTrue(record.broken === width)
        XCTAssertEqual(record.conflict.map(\.equation), ["badge.width == 40", "badge.width == 100"])
        XCTAssertEqual(record.conflict.first?.identifier, "Rigging-Root-Width")
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.engine.unsatisfiableRecords.count, 1)
        let (root, _) = layoutRoot(300, 200)
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        try badge.leadingAnchor.constraint(equalTo: root.leadingAnchor).activate()
        try badge.topAnchor.constraint(equalTo: root.topAnchor).activate()
        try badge.heightAnchor.constraint(equalToConstant: 20).activate()
        root.layoutIfNeeded()
        XCTAssertFalse(width.isBroken)
        XCTAssertEqual(badge.frame, Rect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
    }

    /// Measuring a detached view counts its own size constraints; its frame does not (UIKit's
    /// fitting size adds no temporary constraints), and nothing is logged.
    func testFittingADetachedViewUsesItsOwnSizeConstraints() throws {
        let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 40, height: 20))
        try badge.widthAnchor.constraint(equalToConstant: 100).activate()
        let size = badge.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        XCTAssertEqual(size, Size(width: 100, height: 0))
        XCTAssertTrue(badge.engine.unsatisfiableRecords.isEmpty)
        XCTAssertEqual(badge.frame.size, Size(width: 40, height: 20))
    }
}
