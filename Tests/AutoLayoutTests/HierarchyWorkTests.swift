import XCTest
@testable import AutoLayout

/// Building and freeing trees is linear in their views, checked by counting the hierarchy's
/// bookkeeping (`LayoutEngine.hierarchySteps`), not by timing: ancestors walked per insertion,
/// superview entries scanned per teardown.
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
        let before = engine?.hierarchySteps ?? 0
        root = nil
        // Every child outlives the root (the array holds it): each becomes a root, keeping its own constraint.
        XCTAssertEqual((engine?.hierarchySteps ?? 0) - before, Self.count, "one scan of the root's subviews")
        XCTAssertTrue(children.allSatisfy { $0.superview == nil })
        XCTAssertTrue(children.allSatisfy { $0.constraints.count == 1 })
        XCTAssertNil(engine?.root)
    }

    func testAChainBuiltTopDownWalksNoAncestors() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var views = [root]
        for i in 0..<Self.count {
            let view = View(name: "v\(i)")
            views[views.count - 1].addSubview(view)
            views.append(view)
        }
        XCTAssertEqual(root.engine.hierarchySteps, 0, "a leaf cannot be an ancestor: no walk")
        XCTAssertTrue(views[views.count - 1].isDescendant(of: root))
    }

    func testInsertingAnAncestorIsStillRefused() {
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        a.addSubview(b)
        b.addSubview(c)
        c.addSubview(a)
        XCTAssertNil(a.superview)
        XCTAssertTrue(c.subviews.isEmpty)
        b.addSubview(b)
        XCTAssertTrue(b.superview === a)
    }
}
