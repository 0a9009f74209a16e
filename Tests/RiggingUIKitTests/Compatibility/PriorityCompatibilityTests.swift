import XCTest

// Optional constraints and their priorities: a preferred width that gives way to a maximum, and
// the priority arithmetic apps write.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class PriorityCompatibilityTests: XCTestCase {
    @MainActor func testAPreferredWidthGivesWayToARequiredMaximum() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let preferred = panel.widthAnchor.constraint(equalToConstant: 400)
        preferred.priority = .defaultHigh
        let fill = panel.widthAnchor.constraint(equalTo: root.widthAnchor)
        fill.priority = UILayoutPriority(rawValue: 999)
        let atMost = panel.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40)
        NSLayoutConstraint.activate([
            preferred, fill, atMost,
            panel.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(panel.frame, CGRect(x: 20, y: 0, width: 260, height: 50))
        atMost.isActive = false
        root.layoutIfNeeded()
        // 999 beats 750: the panel fills the root.
        XCTAssertEqual(panel.frame, CGRect(x: 0, y: 0, width: 300, height: 50))
    }

    @MainActor func testPriorityArithmetic() async {
        XCTAssertEqual(UILayoutPriority.defaultLow + 1, UILayoutPriority(rawValue: 251))
        XCTAssertEqual(UILayoutPriority.required - 1, UILayoutPriority(999))
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual(UILayoutPriority.dragThatCanResizeScene.rawValue, 510)
        XCTAssertTrue(UILayoutPriority.defaultLow < .defaultHigh)
        let raw: Float = UILayoutPriority.defaultHigh.rawValue
        XCTAssertEqual(raw, 750)
    }

    @MainActor func testAHigherPriorityOfTwoConflictingOptionalsWins() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let low = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        low.priority = .defaultLow + 1
        let high = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
        high.priority = .defaultHigh - 1
        NSLayoutConstraint.activate([
            low, high,
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.origin.x, 30)
        high.priority = UILayoutPriority(rawValue: 200)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.origin.x, 10)
    }
}
