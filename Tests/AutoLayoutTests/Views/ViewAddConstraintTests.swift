import XCTest

@testable import AutoLayout

/// `View.addConstraint(_:)` against UIKit's `UIView.addConstraint(_:)`: the constraint is
/// installed on the receiver, which must be each item or its ancestor (UIKit: "When added to a
/// view, the constraint's items must be descendants of that view (or the view itself)").
final class ViewAddConstraintTests: XCTestCase {
    /// The doc comment's example.
    func testAConstraintIsInstalledOnTheReceiver() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let box = View(name: "box")
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        root.addConstraint(width)
        XCTAssertTrue(root.constraints.contains { $0 === width })
        XCTAssertFalse(box.constraints.contains { $0 === width })
        let outside = root.widthAnchor.constraint(equalTo: box.widthAnchor)
        box.addConstraint(outside)
        XCTAssertFalse(outside.isActive)
        XCTAssertEqual(
            outside.lastError, .viewHierarchyNotPrepared(constraint: outside.description, view: "box", item: "root"))
        XCTAssertEqual(root.engine.activationFailures.last?.error, outside.lastError)
    }

    func testAThrowingActivationNamesTheReceiverAndTheItem() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let a = View(name: "a")
        let b = View(name: "b")
        root.addSubview(a)
        root.addSubview(b)
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        XCTAssertThrowsError(try c.activate(installedOn: a)) { error in
            guard case .viewHierarchyNotPrepared(_, let view, let item) = error as? LayoutError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual([view, item], ["a", "b"])
            XCTAssertTrue("\(error)".hasPrefix("The view hierarchy is not prepared for the constraint"))
        }
        try c.activate(installedOn: root)
        XCTAssertTrue(root.constraints.contains { $0 === c })
    }

    /// A guide counts as its owning view: constraints on the root's guide go on the root.
    func testAGuideCountsAsItsOwningView() throws {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let box = View(name: "box")
        root.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addConstraints([
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10),
            guide.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: guide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10, y: 40, width: 50, height: 50))
        XCTAssertEqual(root.constraints.count, 8)
    }
}
