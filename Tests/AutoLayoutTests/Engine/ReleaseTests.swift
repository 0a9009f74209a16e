import XCTest

@testable import AutoLayout

/// Releasing a view tree frees it: views, engine, constraints (weak references prove it), in
/// every order of release; whatever the user keeps afterwards stays safe to use.
final class ReleaseTests: XCTestCase {
    /// Weak references to one tree's parts, checked after the tree's scope ends.
    struct Watched {
        weak var root: View?
        weak var child: View?
        weak var engine: LayoutEngine?
        weak var constraint: LayoutConstraint?

        func assertFreed(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertNil(root, "root", file: file, line: line)
            XCTAssertNil(child, "child", file: file, line: line)
            XCTAssertNil(engine, "engine", file: file, line: line)
            XCTAssertNil(constraint, "constraint", file: file, line: line)
        }
    }

    /// A 320 x 480 root with `a` and `b` side by side, an autoresizing `label`, laid out.
    static func laidOutTree() -> (root: View, views: [String: View], made: [LayoutConstraint]) {
        let (root, views) = layoutRoot(320, 480, subviews: ["a", "b"])
        let made = activateStrings(
            [
                "a.left == view.left + 20", "a.width == b.width", "b.left == a.right + 8",
                "b.right == view.right - 20", "a.top == view.top", "b.top == a.top",
                "a.height == 44", "b.height == a.height * 2 @750",
            ], views)
        let label = View(name: "label", frame: Rect(x: 5, y: 5, width: 50, height: 20))
        root.addSubview(label)  // translates its autoresizing mask: engine-made constraints
        root.layoutIfNeeded()
        return (root, views, made)
    }

    func testReleasingALaidOutTreeFreesViewsEngineAndConstraints() {
        var watched = Watched()
        do {
            let (root, views, made) = Self.laidOutTree()
            XCTAssertEqual(views["b"]?.frame.width ?? 0, 136, accuracy: 1e-9)
            watched = Watched(root: root, child: views["a"], engine: root.engine, constraint: made.first)
        }
        watched.assertFreed()
    }

    func testAViewWhoseEngineWasMadeIsFreed() {
        weak var weakView: View?
        weak var weakEngine: LayoutEngine?
        do {
            let view = View(name: "alone")
            weakEngine = view.engine
            weakView = view
        }
        XCTAssertNil(weakView)
        XCTAssertNil(weakEngine)
    }

    func testReleasingAfterAnimatedConstantsAndDeactivationFreesEverything() {
        var watched = Watched()
        weak var weakDeactivated: LayoutConstraint?
        do {
            let (root, views, made) = Self.laidOutTree()
            root.engine.batch { made[6].constant = 60 }  // pending until the pass
            root.engine.apply(constants: [(made[6], 70), (made[0], 30)])
            made[0].constant = 40  // changed after the last pass
            made[7].deactivate()
            let conflicting = try? LayoutConstraint.parse("a.height == 10", views: views)
            try? conflicting?.activate()  // broken: conflicts with a.height == 70
            XCTAssertEqual(conflicting?.isBroken, true)
            watched = Watched(root: root, child: views["b"], engine: root.engine, constraint: conflicting)
            weakDeactivated = made[7]
        }
        watched.assertFreed()
        XCTAssertNil(weakDeactivated)
    }

    func testReleasingASubtreeRemovedFromItsSuperviewFreesIt() throws {
        let (root, _) = layoutRoot(320, 480)
        weak var weakA: View?
        weak var weakInner: View?
        weak var weakEngine: LayoutEngine?
        weak var weakInside: LayoutConstraint?
        do {
            let a = View(name: "a")
            a.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(a)
            let inner = View(name: "inner")
            inner.translatesAutoresizingMaskIntoConstraints = false
            a.addSubview(inner)
            let made = activateStrings(
                [
                    "a.left == view.left", "a.top == view.top", "a.width == 100", "a.height == 50",
                    "inner.width == a.width * 0.5", "inner.left == a.left",
                ], ["view": root, "a": a, "inner": inner])
            root.layoutIfNeeded()
            a.removeFromSuperview()
            XCTAssertTrue(made[4].isActive, "a constraint inside the removed subtree stays active")
            XCTAssertFalse(made[0].isActive, "a constraint reaching outside is deactivated")
            weakEngine = a.engine
            weakA = a
            weakInner = inner
            weakInside = made[4]
        }
        XCTAssertEqual(root.subviews.count, 0)
        XCTAssertNil(weakA)
        XCTAssertNil(weakInner)
        XCTAssertNil(weakEngine)
        XCTAssertNil(weakInside)
        XCTAssertEqual(root.engine.solverConstraintCount, 2, "only the root's size is left")
    }

    func testAConstraintKeptAfterItsTreeIsFreedIsInactiveWithNilItems() throws {
        let kept: LayoutConstraint
        weak var weakRoot: View?
        weak var weakA: View?
        do {
            let (root, views, made) = Self.laidOutTree()
            kept = made[2]  // b.left == a.right + 8
            XCTAssertTrue(kept.isActive)
            weakRoot = root
            weakA = views["a"]
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakA)
        XCTAssertNil(kept.firstItem)
        XCTAssertNil(kept.secondItem)
        XCTAssertFalse(kept.isActive)
        XCTAssertFalse(kept.isBroken)
        XCTAssertEqual(kept.equation, "b.left == a.right + 8", "descriptions keep the names")
        kept.constant = 12
        XCTAssertEqual(kept.constant, 12)
        kept.priority = 500
        XCTAssertEqual(kept.priority, 500)
        XCTAssertThrowsError(try kept.activate()) { error in
            guard case LayoutError.releasedItem(_, let item)? = error as? LayoutError else { return XCTFail("\(error)") }
            XCTAssertEqual(item, "b")
        }
        kept.isActive = true
        XCTAssertFalse(kept.isActive)
        guard case .releasedItem? = kept.lastError else { return XCTFail("isActive = true must record the error") }
        kept.deactivate()
    }

    func testAnInactiveConstraintDoesNotKeepItsViewsAlive() {
        var constraint: LayoutConstraint?
        weak var weakView: View?
        do {
            let view = View(name: "v")
            let other = View(name: "w")
            view.addSubview(other)
            constraint = other.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
            weakView = view
        }
        XCTAssertNil(weakView)
        XCTAssertNil(constraint?.firstItem)
        XCTAssertNil(constraint?.secondItem)
        XCTAssertEqual(constraint?.description, "<LayoutConstraint w.width == v.width * 0.5>")
        XCTAssertThrowsError(try constraint?.activate())
    }

    func testAnEngineKeptAfterItsRootIsFreedIsEmptyAndSafe() {
        let engine: LayoutEngine
        var watched = Watched()
        do {
            let (root, views, made) = Self.laidOutTree()
            engine = root.engine
            watched = Watched(root: root, child: views["a"], engine: nil, constraint: made[1])
        }
        watched.assertFreed()
        XCTAssertNil(engine.root)
        XCTAssertEqual(engine.views.count, 0)
        XCTAssertEqual(engine.rootFrames, [])
        XCTAssertEqual(engine.activeConstraints.count, 0)
        XCTAssertEqual(engine.solverConstraintCount, 0)
        XCTAssertEqual(engine.ambiguousViews.count, 0)
        let passes = engine.passCount
        engine.layoutIfNeeded()
        engine.updateConstraintsPass()
        engine.defaultLayoutDirection = .rightToLeft
        engine.batch {}
        XCTAssertEqual(engine.passCount, passes)
        XCTAssertEqual(engine.unsatisfiableRecords.count, 0)
    }

    func testASubviewKeptAfterItsRootIsReleasedIsARootWithItsInnerConstraints() throws {
        var kept: View?
        let inside: LayoutConstraint
        let across: LayoutConstraint
        weak var weakRoot: View?
        weak var weakOldEngine: LayoutEngine?
        do {
            let (root, views) = layoutRoot(320, 480, subviews: ["a"])
            let inner = View(name: "inner")
            inner.translatesAutoresizingMaskIntoConstraints = false
            views["a"]?.addSubview(inner)
            let made = activateStrings(
                [
                    "a.left == view.left + 20", "a.top == view.top", "a.width == 100", "a.height == 50",
                    "inner.height == 10", "inner.top == a.top + 5",
                ], views.merging(["inner": inner]) { $1 })
            root.layoutIfNeeded()
            kept = views["a"]
            inside = made[4]
            across = made[0]
            weakRoot = root
            weakOldEngine = root.engine
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakOldEngine)
        weak var weakA: View?
        weak var weakInner: View?
        do {
            let a = try XCTUnwrap(kept)
            XCTAssertNil(a.superview)
            XCTAssertTrue(a.rootView === a)
            XCTAssertNil(a.ownEngine, "freeing the tree makes no engine")
            XCTAssertTrue(inside.isActive)
            XCTAssertFalse(inside.isBroken)
            XCTAssertTrue(a.engine.root === a)
            XCTAssertFalse(across.isActive)
            XCTAssertNil(across.secondItem)
            XCTAssertTrue(across.firstItem === a)
            XCTAssertTrue(inside.isActive, "constraints inside the kept subtree stay active, as after removeFromSuperview()")
            XCTAssertEqual(
                a.engine.activeConstraints.map(\.equation), ["a.width == 100", "a.height == 50", "inner.height == 10", "inner.top == a.top + 5"])
            let inner = a.subviews[0]
            try LayoutConstraint.parse("inner.width == a.width * 0.5", views: ["a": a, "inner": inner]).activate()
            try LayoutConstraint.parse("inner.left == a.left", views: ["a": a, "inner": inner]).activate()
            a.layoutIfNeeded()
            assertFrame(inner, 0, 5, 50, 10)
            weakA = a
            weakInner = inner
            kept = nil
        }
        XCTAssertNil(weakA)
        XCTAssertNil(weakInner)
        XCTAssertFalse(inside.isActive)
    }

    /// A laid-out root holding `p`, which holds `g`: `g.width == 30` inside `g`, `g.left ==
    /// p.left` inside `p`, `p.width == view.width` across the root.
    private func grandchildTree() -> (root: View, parent: View, grandchild: View) {
        let (root, views) = layoutRoot(320, 480, subviews: ["p"])
        let g = View(name: "g")
        g.translatesAutoresizingMaskIntoConstraints = false
        let p = views["p"] ?? root
        p.addSubview(g)
        activateStrings(["g.width == 30", "g.left == p.left", "p.width == view.width"], views.merging(["g": g]) { $1 })
        root.layoutIfNeeded()
        return (root, p, g)
    }

    func testAGrandchildKeptWhileItsRootAndThenItsParentAreFreedBecomesARoot() throws {
        var root: View?
        var parent: View?
        let g: View
        do {
            let tree = grandchildTree()
            (root, parent, g) = (tree.root, tree.parent, tree.grandchild)
        }
        weak let weakRoot = root
        root = nil
        XCTAssertNil(weakRoot)
        XCTAssertNil(parent?.superview)
        XCTAssertEqual(
            g.constraintsAffectingLayout.filter { $0.kind == .user }.map(\.equation).sorted(), ["g.left == p.left", "g.width == 30"])
        weak let weakParent = parent
        parent = nil
        XCTAssertNil(weakParent)
        XCTAssertNil(g.superview)
        XCTAssertEqual(g.constraintsAffectingLayout.filter { $0.kind == .user }.map(\.equation), ["g.width == 30"])
        g.layoutIfNeeded()
        XCTAssertEqual(g.frame.width, 30)
    }

    func testAGrandchildKeptAfterItsRootAndParentAreFreedBecomesARoot() throws {
        var kept: View?
        weak var weakParent: View?
        do {
            let (_, parent, g) = grandchildTree()
            kept = g
            weakParent = parent
        }
        XCTAssertNil(weakParent)
        let g = try XCTUnwrap(kept)
        XCTAssertNil(g.superview)
        XCTAssertEqual(g.constraintsAffectingLayout.filter { $0.kind == .user }.map(\.equation), ["g.width == 30"])
        g.layoutIfNeeded()
        XCTAssertEqual(g.frame.width, 30)
        XCTAssertTrue(g.engine.unsatisfiableRecords.isEmpty)
    }

    func testAKeptChildWithoutConstraintsInsideGetsNoEngineUntilNeeded() throws {
        var kept: View?
        do {
            let (root, views) = layoutRoot(320, 480, subviews: ["a"])
            activateStrings(["a.left == view.left", "a.top == view.top", "a.width == view.width", "a.height == view.height"], views)
            root.layoutIfNeeded()
            kept = views["a"]
        }
        let a = try XCTUnwrap(kept)
        XCTAssertNil(a.ownEngine)
        XCTAssertTrue(a.constraintsAffectingLayout.isEmpty)
        a.layoutIfNeeded()
        XCTAssertTrue(a.engine.root === a)
    }

    func testADeepChainIsFreedAndItsKeptLeafBecomesARoot() throws {
        var leaf: View?
        weak var weakRoot: View?
        weak var weakMiddle: View?
        do {
            let root = View(name: "v0", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            var last = root
            for i in 1...1_000 {
                let next = View(name: "v\(i)", frame: Rect(x: 0, y: 0, width: 10, height: 10))
                last.addSubview(next)
                if i == 500 { weakMiddle = next }
                last = next
            }
            root.layoutIfNeeded()
            leaf = last
            weakRoot = root
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakMiddle)
        let kept = try XCTUnwrap(leaf)
        XCTAssertNil(kept.superview)
        kept.layoutIfNeeded()
        XCTAssertEqual(kept.frame.size, Size(width: 10, height: 10))
    }
}
