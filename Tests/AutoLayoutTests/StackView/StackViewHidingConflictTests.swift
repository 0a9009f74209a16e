import XCTest

@testable import AutoLayout

/// A hidden arranged view whose own required constraints fix its size along the stack's axis:
/// UIKit keeps the stack's `UISV-hiding` and breaks the view's constraint, so the view collapses
/// (console logs of UIKit name the view's own size constraint as the one it breaks).
final class StackViewHidingConflictTests: XCTestCase {
    /// A vertical stack (spacing 8) pinned at the root's top left, arranging `a` (required
    /// height 40, hidden when `hideFirst`) and `b` (height 50), both 100 wide.
    func makeStack(hideFirst: Bool) -> (root: View, stack: StackView, a: View, b: View, aHeight: LayoutConstraint) {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.engine.logHandler = { _ in }
        let a = View(name: "a")
        let b = View(name: "b")
        let stack = StackView(name: "stack", arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let aHeight = a.heightAnchor.constraint(equalToConstant: 40)
        XCTAssertNoThrow(
            try LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.widthAnchor.constraint(equalToConstant: 100), aHeight, b.heightAnchor.constraint(equalToConstant: 50),
            ]))
        root.layoutIfNeeded()
        a.isHidden = hideFirst
        root.layoutIfNeeded()
        return (root, stack, a, b, aHeight)
    }

    func testHiddenViewBreaksItsOwnSizeAndCollapses() {
        let s = makeStack(hideFirst: true)
        assertFrame(s.a, 0, 0, 100, 0)
        assertFrame(s.b, 0, 0, 100, 50)
        assertFrame(s.stack, 0, 0, 100, 50)
        XCTAssertTrue(s.aHeight.isBroken)
        XCTAssertEqual(s.root.engine.unsatisfiableRecords.map { $0.broken.description }, [s.aHeight.description])
        XCTAssertEqual(s.root.engine.unsatisfiableRecords.first?.conflict.compactMap(\.identifier), ["UISV-hiding"])
    }

    func testShowingTheViewAgainRestoresItsSize() {
        let s = makeStack(hideFirst: true)
        s.a.isHidden = false
        s.root.layoutIfNeeded()
        XCTAssertFalse(s.aHeight.isBroken)
        assertFrame(s.a, 0, 0, 100, 40)
        assertFrame(s.b, 0, 48, 100, 50)
        assertFrame(s.stack, 0, 0, 100, 98)
        XCTAssertEqual(s.root.engine.unsatisfiableRecords.count, 1)
    }

    /// A view hidden before its size constraint is activated: the size is the newest demand,
    /// and it is broken just the same.
    func testSizeActivatedOnAHiddenViewIsBroken() throws {
        let s = makeStack(hideFirst: false)
        s.aHeight.isActive = false
        s.a.isHidden = true
        s.root.layoutIfNeeded()
        s.aHeight.isActive = true
        s.root.layoutIfNeeded()
        XCTAssertTrue(s.aHeight.isBroken)
        assertFrame(s.b, 0, 0, 100, 50)
    }
}
