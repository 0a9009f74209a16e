import XCTest

@testable import AutoLayout

final class LayoutEngineTests: XCTestCase {
    func testOneSolverConstraintPerActivationAndNoRebuild() throws {
        let (root, views) = layoutRoot(200, 100, subviews: ["a"])
        let made = activateStrings(["a.left == view.left", "a.top == view.top", "a.width == 50", "a.height == 20"], views)
        root.layoutIfNeeded()
        let engine = root.engine
        let count = engine.solverConstraintCount
        XCTAssertEqual(count, 6, "the root's width and height, and four user constraints")
        let extra = try LayoutConstraint.parse("a.width >= 10", views: views)
        try extra.activate()
        XCTAssertEqual(engine.solverConstraintCount, count + 1)
        extra.deactivate()
        XCTAssertEqual(engine.solverConstraintCount, count)
        let solverConstraint = made[2].solverConstraint
        made[2].constant = 70
        XCTAssertTrue(made[2].solverConstraint === solverConstraint, "a constant change keeps the solver constraint")
        root.layoutIfNeeded()
        assertFrame(views["a"]!, 0, 0, 70, 20)
        made[2].priority = 999
        guard case .requiredPriorityChange? = made[2].lastError else { return XCTFail("required to optional must be refused") }
        let low = try LayoutConstraint.parse("a.height == 30 @500", views: views)
        try low.activate()
        let lowSolver = low.solverConstraint
        low.priority = 600
        XCTAssertTrue(low.solverConstraint === lowSolver, "an optional priority change is a strength change in place")
    }

    func testSolverStatisticsAreTheSolversCounters() {
        let (root, views) = layoutRoot(200, 100, subviews: ["a"])
        activateStrings(["a.left == view.left", "a.top == view.top", "a.width == 50", "a.height == 20"], views)
        root.layoutIfNeeded()
        let statistics = root.engine.solverStatistics
        XCTAssertEqual(statistics, root.engine.solver.statistics)
        XCTAssertEqual(statistics.rows, root.engine.solver.statistics.rows)
        XCTAssertGreaterThan(statistics.rows, 0)
        XCTAssertEqual(statistics.description, root.engine.solver.statistics.description)
    }

    func testBatchAppliesConstantsWithOnePassAndFramesInStableOrder() {
        let (root, views) = layoutRoot(200, 100, subviews: ["a", "b"])
        let made = activateStrings(
            [
                "a.left == view.left", "a.top == view.top", "a.width == 10", "a.height == 10",
                "b.left == a.right", "b.top == a.bottom", "b.width == 10", "b.height == 10",
            ], views)
        root.layoutIfNeeded()
        let passes = root.engine.passCount
        root.engine.apply(constants: [(made[2], 40), (made[3], 30), (made[6], 5)])
        XCTAssertEqual(root.engine.passCount, passes + 1)
        let frames = root.engine.framesInRoot()
        XCTAssertEqual(frames.map(\.view.name), ["view", "a", "b"])
        XCTAssertEqual(root.engine.rootFrames, frames.map(\.frame))
        XCTAssertEqual(root.engine.activeConstraints.map { ObjectIdentifier($0) }, made.map { ObjectIdentifier($0) })
        XCTAssertEqual(
            views["a"]!.constraintsAffectingLayout(for: .horizontal).map(\.equation),
            ["a.left == view.left", "a.width == 40", "b.left == a.right"])
        XCTAssertEqual(
            frames.map(\.frame),
            [
                Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 0, y: 0, width: 40, height: 30),
                Rect(x: 40, y: 30, width: 5, height: 10),
            ])
        root.layoutIfNeeded()
        XCTAssertEqual(root.engine.passCount, passes + 1, "nothing invalid, no pass")
    }

    func testRefusedRequiredConstantInABatchIsBrokenAndTheRestApply() throws {
        let (root, views) = layoutRoot(200, 100, subviews: ["a"])
        let made = activateStrings(
            [
                "a.left == view.left", "a.top == view.top", "a.width == 10", "a.height == 10", "a.right <= view.right",
            ], views)
        root.layoutIfNeeded()
        root.engine.apply(constants: [(made[2], 300), (made[3], 50)])
        let record = try XCTUnwrap(root.engine.unsatisfiableRecords.first)
        XCTAssertTrue(record.broken === made[2])
        XCTAssertEqual(record.conflict.map(\.equation), ["view.width == 200", "a.left == view.left", "a.width == 300", "a.right <= view.right"])
        XCTAssertTrue(made[2].isBroken)
        XCTAssertEqual(views["a"]!.frame.height, 50, "the other change of the batch applied")
        made[2].constant = 150
        root.layoutIfNeeded()
        XCTAssertFalse(made[2].isBroken, "a broken constraint whose constant fits again comes back")
        assertFrame(views["a"]!, 0, 0, 150, 50)
    }

    func testRootResizeAndNestedFramesInRootCoordinates() {
        let (root, views) = layoutRoot(200, 100, subviews: ["box"])
        let inner = View(name: "inner")
        inner.translatesAutoresizingMaskIntoConstraints = false
        views["box"]!.addSubview(inner)
        var all = views
        all["inner"] = inner
        activateStrings(
            [
                "box.left == view.left + 10", "box.top == view.top + 20", "box.right == view.right - 10",
                "box.bottom == view.bottom - 20", "inner.left == box.left + 5", "inner.top == box.top + 5",
                "inner.right == box.right - 5", "inner.height == 10",
            ], all)
        root.layoutIfNeeded()
        assertFrame(inner, 5, 5, 170, 10)
        assertFrame(inner, 15, 25, 170, 10, inRoot: true)
        root.frame = Rect(x: 50, y: 50, width: 300, height: 100)
        root.layoutIfNeeded()
        assertFrame(root, 50, 50, 300, 100)
        assertFrame(views["box"]!, 10, 20, 280, 60)
        assertFrame(inner, 15, 25, 270, 10, inRoot: true)
    }

    func testAutoresizingMaskTranslation() {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let fixed = View(name: "fixed", frame: Rect(x: 10, y: 10, width: 50, height: 20))
        let stretchy = View(name: "stretchy", frame: Rect(x: 10, y: 40, width: 180, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(fixed)
        root.addSubview(stretchy)
        root.layoutIfNeeded()
        assertFrame(fixed, 10, 10, 50, 20)
        assertFrame(stretchy, 10, 40, 180, 20)
        root.frame = Rect(x: 0, y: 0, width: 300, height: 200)
        root.layoutIfNeeded()
        assertFrame(fixed, 10, 10, 50, 20)
        assertFrame(stretchy, 10, 140, 280, 20)
        fixed.frame = Rect(x: 20, y: 30, width: 40, height: 40)
        root.layoutIfNeeded()
        assertFrame(fixed, 20, 30, 40, 40)
        XCTAssertEqual(fixed.constraintsAffectingLayout.filter { $0.kind == .autoresizingMask }.count, 4)
        fixed.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        XCTAssertTrue(fixed.constraintsAffectingLayout.isEmpty)
    }

    func testHookOrderBottomUpThenTopDown() {
        final class Recorder: View {
            var log: (String) -> Void = { _ in }
            override func updateConstraints() {
                log("update \(name)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log("layout \(name)")
                super.layoutSubviews()
            }
        }
        var events: [String] = []
        let root = Recorder(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = Recorder(name: "child", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = Recorder(name: "grandchild", frame: Rect(x: 0, y: 0, width: 5, height: 5))
        for v in [root, child, grandchild] { v.log = { events.append($0) } }
        root.addSubview(child)
        child.addSubview(grandchild)
        root.layoutIfNeeded()
        XCTAssertEqual(
            events,
            [
                "update grandchild", "update child", "update root",
                "layout root", "layout child", "layout grandchild",
            ])
        events = []
        child.setNeedsUpdateConstraints()
        child.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(events, ["update child", "layout child"])
    }

    func testUpdateConstraintsVisitsOnlyTheViewsThatAskedBottomUp() {
        final class Asker: View {
            var log: (String) -> Void = { _ in }
            var askSuperview = false
            override func updateConstraints() {
                log(name)
                if askSuperview { superview?.setNeedsUpdateConstraints() }
                super.updateConstraints()
            }
        }
        var calls: [String] = []
        let root = Asker(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var all: [Asker] = [root]
        for i in 0..<20 {
            let column = Asker(name: "c\(i)")
            root.addSubview(column)
            all.append(column)
            for j in 0..<10 {
                let cell = Asker(name: "c\(i).\(j)")
                column.addSubview(cell)
                all.append(cell)
            }
        }
        for view in all { view.log = { calls.append($0) } }
        root.layoutIfNeeded()
        XCTAssertEqual(calls.count, 221, "the first pass asks every view")
        calls = []
        let engine = root.engine
        all[3].setNeedsUpdateConstraints()  // c0.1
        all[1].setNeedsUpdateConstraints()  // c0
        all[30].setNeedsUpdateConstraints()  // c2.6
        // The passes visit the queues' entries: only the views that asked, never the whole tree.
        XCTAssertEqual(engine.updateQueue.map(\.view.name), ["c0.1", "c0", "c2.6"])
        XCTAssertEqual(engine.layoutQueue.count, 0)
        root.layoutIfNeeded()
        XCTAssertEqual(calls, ["c2.6", "c0.1", "c0"], "bottom-up: later subtrees first, a view after its subviews")
        XCTAssertEqual(engine.updateQueue.count + engine.layoutQueue.count, 0)
        // Asking for the superview from updateConstraints() reaches it in the same pass.
        calls = []
        all[30].askSuperview = true
        all[30].setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        XCTAssertEqual(calls, ["c2.6", "c2"])
        XCTAssertEqual(engine.passCount, 3)
    }

    func testTwoPassMultilineLabel() {
        final class Container: View {
            let label: Label
            init(label: Label) {
                self.label = label
                super.init(name: "container")
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                label.preferredMaxLayoutWidth = label.frame.width
                super.layoutSubviews()
            }
        }
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 200, height: 400))
        let label = Label(name: "label", text: "the quick brown fox jumps over the lazy dog", measurer: FixedAdvanceTextMeasurer())
        label.numberOfLines = 0
        let container = Container(label: label)
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        container.addSubview(label)
        let views = ["view": root, "container": container, "label": label]
        activateStrings(
            [
                "container.left == view.left", "container.top == view.top", "container.width == view.width",
                "label.left == container.left + 10", "label.right == container.right - 10",
                "label.top == container.top + 10", "container.bottom == label.bottom + 10",
            ], views)
        root.layoutIfNeeded()
        // 180 points at 8 per character: 22 characters per line -> 3 lines of 20 points.
        XCTAssertEqual(label.preferredMaxLayoutWidth, 180)
        assertFrame(label, 10, 10, 180, 60)
        assertFrame(container, 0, 0, 200, 80)
        XCTAssertTrue(root.engine.diagnostics.isEmpty)
        root.frame = Rect(x: 0, y: 0, width: 120, height: 400)
        root.layoutIfNeeded()
        // 100 points: 12 characters per line -> "the quick", "brown fox", "jumps over", "the lazy dog".
        assertFrame(label, 10, 10, 100, 80)
        assertFrame(container, 0, 0, 120, 100)
    }

    func testRightToLeftLeadingAndTrailing() {
        let (root, views) = layoutRoot(300, 100, subviews: ["a", "b"])
        root.engine.defaultLayoutDirection = .rightToLeft
        activateStrings(
            [
                "a.leading == view.leading + 10", "a.width == 50", "b.leading == a.trailing + 8", "b.width == 20",
                "a.top == view.top", "b.top == view.top", "a.height == 10", "b.height == 10",
            ], views)
        root.layoutIfNeeded()
        assertFrame(views["a"]!, 240, 0, 50, 10)
        assertFrame(views["b"]!, 212, 0, 20, 10)
        root.engine.defaultLayoutDirection = .leftToRight
        root.layoutIfNeeded()
        assertFrame(views["a"]!, 10, 0, 50, 10)
        assertFrame(views["b"]!, 68, 0, 20, 10)
        views["b"]!.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(views["b"]!.effectiveLayoutDirection, .rightToLeft)
    }

    func testMarginsBaselinesAndAlignmentInsets() {
        let (root, views) = layoutRoot(300, 200, subviews: ["a"])
        let label = Label(name: "label", text: "Hi", measurer: FixedAdvanceTextMeasurer())
        root.addSubview(label)
        var all = views
        all["label"] = label
        let a = views["a"]!
        a.alignmentRectInsets = EdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
        activateStrings(
            [
                "a.leading == view.leadingMargin", "a.top == view.topMargin", "a.trailing == view.trailingMargin",
                "a.height == 40", "label.leading == a.leading", "label.firstBaseline == a.bottom + 30",
            ], all)
        root.layoutIfNeeded()
        assertFrame(a, 4, 6, 296, 48)
        assertFrame(label, 8, 62, 16, 20)
        root.layoutMargins = EdgeInsets(all: 20)
        root.layoutIfNeeded()
        assertFrame(a, 16, 18, 272, 48)
        XCTAssertEqual(a.alignmentRect, Rect(x: 20, y: 20, width: 260, height: 40))
    }

    func testMovingSubtreesKeepsInnerConstraints() throws {
        let (root, views) = layoutRoot(300, 200, subviews: ["panel"])
        let panel = views["panel"]!
        let inner = View(name: "inner")
        inner.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(inner)
        let all = ["view": root, "panel": panel, "inner": inner]
        let outer = activateStrings(["panel.left == view.left + 10", "panel.top == view.top", "panel.width == 100", "panel.height == 100"], all)
        let innerSet = activateStrings(
            ["inner.left == panel.left + 5", "inner.top == panel.top + 5", "inner.width == 10", "inner.height == 10"], all)
        root.layoutIfNeeded()
        assertFrame(inner, 15, 5, 10, 10, inRoot: true)
        panel.removeFromSuperview()
        XCTAssertFalse(outer[0].isActive, "constraints reaching outside the removed tree are deactivated")
        XCTAssertTrue(innerSet.allSatisfy(\.isActive))
        XCTAssertTrue(outer[2].isActive, "a size constraint lives on the panel itself and moves with it")
        let other = View(name: "other", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        other.engine.logHandler = { _ in }
        other.addSubview(panel)
        try panel.constrainPosition(to: Point(x: 1, y: 2))
        other.layoutIfNeeded()
        assertFrame(inner, 6, 7, 10, 10, inRoot: true)
        XCTAssertTrue(other.engine.unsatisfiableRecords.isEmpty, other.engine.unsatisfiableRecords.map(\.description).joined())
    }

    func testReaddingASubviewToItsSuperviewOnlyReordersIt() {
        let (root, views) = layoutRoot(300, 200, subviews: ["a", "b", "c"])
        let (a, b, c) = (views["a"]!, views["b"]!, views["c"]!)
        let all = ["view": root, "a": a, "b": b, "c": c]
        let set = activateStrings(
            [
                "a.left == view.left + 10", "a.top == view.top", "a.width == 40", "a.height == 40",
                "b.left == a.right + 8", "b.top == a.top", "b.width == a.width", "b.height == a.height",
                "c.left == b.right + 8", "c.top == b.bottom", "c.width == 20", "c.height == 20",
            ], all)
        root.layoutIfNeeded()
        // UIKit removes a previous superview only when it is not the receiver: a view added again
        // to its own superview moves to the front and keeps every constraint.
        root.addSubview(a)
        XCTAssertEqual(root.subviews.map(\.name), ["b", "c", "a"])
        root.insertSubview(c, at: 0)
        XCTAssertEqual(root.subviews.map(\.name), ["c", "b", "a"])
        XCTAssertTrue(set.allSatisfy(\.isActive))
        set[0].constant = 20
        root.layoutIfNeeded()
        assertFrame(a, 20, 0, 40, 40)
        assertFrame(b, 68, 0, 40, 40)
        assertFrame(c, 116, 40, 20, 20)
        XCTAssertEqual(root.engine.rootFrames.count, 4)
    }

    func testErrorsAreTypedNotCrashes() throws {
        let (_, views) = layoutRoot(100, 100, subviews: ["a"])
        let a = views["a"]!
        let stranger = View(name: "stranger")
        XCTAssertThrowsError(try a.leftAnchor.constraint(equalTo: stranger.leftAnchor).activate()) { error in
            guard case LayoutError.noCommonAncestor(_, let first, let second) = error else { return XCTFail("\(error)") }
            XCTAssertEqual([first, second], ["a", "stranger"])
        }
        let bad = [
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: a, attribute: .top),
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: a, attribute: .width),
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .left),
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 5),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: a, attribute: .height, multiplier: 0),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .nan),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: a, attribute: .height, multiplier: .infinity),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, priority: 0),
            LayoutConstraint(item: a, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute),
        ]
        for c in bad {
            XCTAssertThrowsError(try c.activate(), c.description)
            XCTAssertFalse(c.isActive)
            c.isActive = true
            XCTAssertFalse(c.isActive)
            XCTAssertNotNil(c.lastError)
        }
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        try width.activate()
        XCTAssertThrowsError(try width.setPriority(.defaultHigh)) { error in
            guard case LayoutError.requiredPriorityChange = error else { return XCTFail("\(error)") }
        }
        width.priority = 1001
        XCTAssertEqual(width.priority, .required)
        XCTAssertNotNil(width.lastError)
        width.deactivate()
        XCTAssertNoThrow(try width.setPriority(.defaultHigh))
    }

    func testMatchingAndRemovalIgnorePriority() throws {
        let (_, views) = layoutRoot(100, 100, subviews: ["a"])
        let a = views["a"]!
        let installed = activateStrings(["a.width == 50 @750", "a.left == view.left + 4"], views)
        let probe = try LayoutConstraint.parse("a.width == 50", views: views)
        XCTAssertTrue(a.firstConstraint(matching: probe) === installed[0])
        let edge = try LayoutConstraint.parse("a.left == view.left + 4 @10", views: views)
        XCTAssertTrue(a.firstConstraint(matching: edge) === installed[1], "found on the superview")
        XCTAssertNil(a.firstConstraint(matching: try LayoutConstraint.parse("a.width == 51", views: views)))
        XCTAssertTrue(a.removeConstraint(matching: probe))
        XCTAssertFalse(installed[0].isActive)
        XCTAssertFalse(a.removeConstraint(matching: probe))
    }

    /// A view whose superview is freed keeps the constraints inside its subtree active (as
    /// UIKit's removal from a freed superview does): they are still found and removed by matching.
    func testMatchingFindsTheConstraintsOfAViewWhoseSuperviewWasFreed() throws {
        var root: View? = View(name: "view", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(name: "a")
        a.translatesAutoresizingMaskIntoConstraints = false
        root?.addSubview(a)
        let width = a.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        root = nil
        XCTAssertNil(a.superview)
        let probe = a.widthAnchor.constraint(equalToConstant: 50)
        XCTAssertTrue(a.firstConstraint(matching: probe) === width)
        XCTAssertTrue(a.referencingConstraints.contains { $0 === width })
        XCTAssertTrue(a.removeConstraint(matching: probe))
        XCTAssertFalse(width.isActive)
    }

    func testHelpers() throws {
        let (root, views) = layoutRoot(200, 100, subviews: ["a", "b", "c"])
        let a = views["a"]!
        let b = views["b"]!
        let c = views["c"]!
        XCTAssertEqual(try a.constrainWithinSuperviewBounds().count, 4)
        try a.constrainSize(to: Size(width: 500, height: 20), priority: .defaultHigh)
        try a.constrainPosition(to: Point(x: 10, y: 10), priority: .defaultLow)
        try b.constrainSize(to: Size(width: 20, height: 10))
        try b.centerInSuperview()
        try c.pinEdges(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.layoutIfNeeded()
        assertFrame(a, 0, 10, 200, 20)
        assertFrame(b, 90, 45, 20, 10)
        assertFrame(c, 2, 1, 194, 96)
        XCTAssertTrue(root.engine.unsatisfiableRecords.isEmpty)
    }
}
