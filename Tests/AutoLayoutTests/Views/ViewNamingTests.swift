import XCTest

@testable import AutoLayout

/// Views without names (`View()` as `UIView()`), `tag`, `viewWithTag(_:)` and `accessibilityIdentifier`.
final class ViewNamingTests: XCTestCase {
    /// The example of `View.name`.
    func testUnnamedViewsAreNamedByIdentifierElseTypeAndPlace() {
        let root = View()
        let card = View()
        let title = Label(text: "Title")
        let badge = View()
        root.addSubview(card)
        card.addSubview(title)
        card.addSubview(badge)
        badge.accessibilityIdentifier = "badge"
        XCTAssertEqual(root.name, "View[]")
        XCTAssertEqual(card.name, "View[0]")
        XCTAssertEqual(title.name, "Label[0.0]")
        XCTAssertEqual(badge.name, "badge")
        XCTAssertNil(root.givenName)
    }

    func testAGivenNameWinsOverTheIdentifierAndThePlaceFollowsTheTree() {
        let root = View(name: "root")
        let a = View()
        let b = View()
        root.addSubview(a)
        root.addSubview(b)
        a.accessibilityIdentifier = "ident"
        XCTAssertEqual(View(name: "n").name, "n")
        let named = View(name: "given")
        named.accessibilityIdentifier = "ident"
        XCTAssertEqual(named.name, "given")
        XCTAssertEqual(b.name, "View[1]")
        root.sendSubviewToBack(b)
        XCTAssertEqual(b.name, "View[0]")
        XCTAssertTrue(b.description.hasPrefix("<View: View[0]; frame = "))
    }

    func testAConstraintKeepsTheTypeOfAFreedUnnamedView() {
        let root = View(name: "root")
        var box: View? = View()
        root.addSubview(box!)
        let c = box!.widthAnchor.constraint(equalToConstant: 10)
        box!.removeFromSuperview()
        box = nil
        XCTAssertTrue(c.description.contains("View"), c.description)
    }

    /// The example of `View.viewWithTag(_:)`.
    func testViewWithTagSearchesDepthFirstFromTheReceiver() {
        let root = View()
        let row = View()
        let button = Button(title: "OK")
        button.tag = 7
        root.addSubview(row)
        row.addSubview(button)
        XCTAssertTrue(root.viewWithTag(7) === button)
        XCTAssertTrue(root.viewWithTag(0) === root)
        XCTAssertNil(root.viewWithTag(8))
        XCTAssertNil(button.viewWithTag(0).flatMap { $0 === root ? $0 : nil })
    }

    func testViewWithTagFindsTheFirstInSubviewOrderBeforeDeeperLaterOnes() {
        let root = View()
        let first = View()
        let deep = View()
        let second = View()
        root.addSubview(first)
        first.addSubview(deep)
        root.addSubview(second)
        deep.tag = 3
        second.tag = 3
        XCTAssertTrue(root.viewWithTag(3) === deep)
        XCTAssertTrue(second.viewWithTag(3) === second)
    }

    func testUnnamedViewsLayOutAsNamedOnes() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10, y: 5, width: 30, height: 20))
    }
}

/// `View.distinctNames(_:)`: the keys outputs give views that share a name.
final class ViewDistinctNamesTests: XCTestCase {
    /// The example of `distinctNames(_:)`.
    func testRowsMadeInALoopGetNumberedKeys() {
        let root = View(name: "list")
        for _ in 0..<3 { root.addSubview(View(name: "row")) }
        var views: [View] = []
        root.forEachInSubtree { views.append($0) }
        XCTAssertEqual(View.distinctNames(views), ["list", "row", "row#2", "row#3"])
    }

    func testAKeyNeverTakesAnotherViewsName() {
        let views = ["row", "row#2", "row", "row"].map { View(name: $0) }
        XCTAssertEqual(View.distinctNames(views), ["row", "row#2", "row#3", "row#4"])
        XCTAssertEqual(View.distinctNames([]), [])
        XCTAssertEqual(View.distinctNames([View(name: "a")]), ["a"])
    }
}
