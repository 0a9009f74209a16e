import XCTest

@testable import AutoLayout

/// Building and freeing trees is linear in their views, checked by counting the hierarchy's
/// bookkeeping, not by timing: ancestors walked per insertion (`View.ancestorsWalked`),
/// superview entries scanned per teardown (`LayoutEngine.removeFromSuperviews`).
final class HierarchyWorkTests: XCTestCase {
    static let count = 3_000

    func testFreeingARootWithManyKeptSubviewsScansItsSubviewsOnce() {
        var root: View? = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let children = (0..<Self.count).map { View(name: "v\($0)") }
        for child in children {
            child.translatesAutoresizingMaskIntoConstraints = false
            root?.addSubview(child)
            child.widthAnchor.constraint(equalToConstant: 10).isActive = true
        }
        let engine = root?.engine
        root?.layoutIfNeeded()
        root = nil
        // Every child outlives the root (the array holds it): each becomes a root, keeping its own constraint.
        XCTAssertTrue(children.allSatisfy { $0.superview == nil })
        XCTAssertTrue(children.allSatisfy { $0.constraints.count == 1 })
        XCTAssertNil(engine?.root)
    }

    func testTakingManySubviewsOutScansTheirSuperviewOnce() {
        let parent = View(name: "parent")
        let children = (0..<Self.count).map { View(name: "v\($0)") }
        for child in children { parent.addSubview(child) }
        XCTAssertEqual(LayoutEngine.removeFromSuperviews(children), Self.count, "one scan of the parent's subviews")
        XCTAssertTrue(parent.subviews.isEmpty)
        XCTAssertTrue(children.allSatisfy { $0.superview == nil })
    }

    func testAChainBuiltTopDownWalksNoAncestors() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var views = [root]
        var walked = 0
        for i in 0..<Self.count {
            let view = View(name: "v\(i)")
            walked += views[views.count - 1].ancestorsWalked(inserting: view) ?? -1
            views[views.count - 1].addSubview(view)
            views.append(view)
        }
        XCTAssertEqual(walked, 0, "a leaf cannot be an ancestor: no walk")
        XCTAssertEqual(views[2].ancestorsWalked(inserting: views[1]), nil, "an ancestor: a cycle")
        XCTAssertEqual(views[1].ancestorsWalked(inserting: views[5]), 2, "a view with subviews: the walk up from views[1] to the root")
        XCTAssertTrue(views[views.count - 1].isDescendant(of: root))
    }

    func testInsertingAnAncestorIsStillRefused() {
        let a = View(name: "a")
        let b = View(name: "b")
        let c = View(name: "c")
        a.addSubview(b)
        b.addSubview(c)
        c.addSubview(a)
        XCTAssertNil(a.superview)
        XCTAssertTrue(c.subviews.isEmpty)
        b.addSubview(b)
        XCTAssertTrue(b.superview === a)
    }
}

/// The nearest common ancestor, found by walking up from both views in turn.
final class NearestCommonAncestorTests: XCTestCase {
    func testPairsInATree() {
        let root = View(name: "root")
        let a = View(name: "a")
        let b = View(name: "b")
        let a1 = View(name: "a1")
        let a2 = View(name: "a2")
        let a11 = View(name: "a11")
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        a.addSubview(a2)
        a1.addSubview(a11)
        let other = View(name: "other")
        XCTAssertTrue(a11.nearestCommonAncestor(with: a2) === a)
        XCTAssertTrue(a2.nearestCommonAncestor(with: a11) === a)
        XCTAssertTrue(a11.nearestCommonAncestor(with: b) === root)
        XCTAssertTrue(a11.nearestCommonAncestor(with: a1) === a1)
        XCTAssertTrue(a.nearestCommonAncestor(with: a11) === a)
        XCTAssertTrue(a11.nearestCommonAncestor(with: a11) === a11)
        XCTAssertNil(a11.nearestCommonAncestor(with: other))
    }

    /// A deep chain with a constraint between each view and its parent lays out as a staircase.
    func testDeepChainWithNeighbourConstraints() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var parent = root
        var views: [View] = []
        for i in 0..<2_000 {
            let view = View(name: "v\(i)")
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            Staircase.pin(view, in: parent)
            views.append(view)
            parent = view
        }
        root.layoutIfNeeded()
        XCTAssertEqual(views[1_999].frame, Rect(x: 1, y: 0, width: 10, height: 10))
        XCTAssertFalse(views[1_999].hasAmbiguousLayout)
    }
}

/// Four constraints placing `view` one point right of its parent's leading edge, 10 by 10.
enum Staircase {
    static func pin(_ view: View, in parent: View) {
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1).isActive = true
        view.topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
        view.widthAnchor.constraint(equalToConstant: 10).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    }
}
