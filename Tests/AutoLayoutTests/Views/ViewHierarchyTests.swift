import XCTest

@testable import AutoLayout

/// Reordering subviews: z-order changes, frames and constraints do not.
final class ViewHierarchyTests: XCTestCase {
    private func names(_ view: View) -> [String] { view.subviews.map(\.name) }

    private func threeInRoot() -> (View, View, View, View) {
        let root = View(name: "root")
        let a = View(name: "a")
        let b = View(name: "b")
        let c = View(name: "c")
        [a, b, c].forEach(root.addSubview)
        return (root, a, b, c)
    }

    /// The example of `bringSubviewToFront(_:)`.
    func testBringToFrontAndSendToBack() {
        let root = View()
        let back = View(name: "back")
        let front = View(name: "front")
        root.addSubview(back)
        root.addSubview(front)
        root.bringSubviewToFront(back)
        XCTAssertEqual(names(root), ["front", "back"])
        root.sendSubviewToBack(back)
        XCTAssertEqual(names(root), ["back", "front"])
        let stranger = View(name: "stranger")
        root.bringSubviewToFront(stranger)
        root.sendSubviewToBack(stranger)
        XCTAssertEqual(names(root), ["back", "front"])
        XCTAssertNil(stranger.superview)
    }

    /// The example of `exchangeSubview(at:withSubviewAt:)`, and indices out of range.
    func testExchangeSwapsTwoIndicesAndIgnoresBadOnes() {
        let (root, _, _, _) = threeInRoot()
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertEqual(names(root), ["c", "b", "a"])
        root.exchangeSubview(at: -1, withSubviewAt: 2)
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        root.exchangeSubview(at: 1, withSubviewAt: 1)
        XCTAssertEqual(names(root), ["c", "b", "a"])
    }

    func testInsertAboveAndBelowASibling() {
        let (root, a, b, c) = threeInRoot()
        root.insertSubview(c, belowSubview: a)
        XCTAssertEqual(names(root), ["c", "a", "b"])
        root.insertSubview(c, aboveSubview: b)
        XCTAssertEqual(names(root), ["a", "b", "c"])
        root.insertSubview(a, aboveSubview: b)
        XCTAssertEqual(names(root), ["b", "a", "c"])
        let d = View(name: "d")
        root.insertSubview(d, belowSubview: b)
        XCTAssertEqual(names(root), ["d", "b", "a", "c"])
        let e = View(name: "e")
        root.insertSubview(e, aboveSubview: View(name: "elsewhere"))
        XCTAssertEqual(names(root).last, "e")
        root.insertSubview(e, aboveSubview: e)
        XCTAssertEqual(names(root).last, "e")
    }

    func testReorderingKeepsConstraintsAndFrames() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(name: "a")
        let b = View(name: "b")
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 20),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        let before = (a.frame, b.frame, root.constraints.count)
        root.bringSubviewToFront(a)
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        root.insertSubview(b, belowSubview: a)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, before.0)
        XCTAssertEqual(b.frame, before.1)
        XCTAssertEqual(root.constraints.count, before.2)
        XCTAssertEqual(root.engine.views.map(\.name), ["root", "b", "a"])
    }
}
