import XCTest

// A toolbar-like row built with the visual format language, metrics and alignment options.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class VisualFormatCompatibilityTests: XCTestCase {
    @MainActor func testARowOfButtonsFromTheVisualFormat() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let back = UIView()
        let title = UIView()
        let share = UIView()
        let views = ["back": back, "title": title, "share": share]
        for (_, view) in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let metrics: [String: Any] = ["side": 10, "button": 44]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-side-[back(button)]-[title]-[share(==back)]-side-|",
            options: [.alignAllCenterY], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[back(button)]", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-(>=0)-[title(20)]-(>=0)-|", options: [], metrics: nil, views: views)
        constraints.append(title.centerYAnchor.constraint(equalTo: container.centerYAnchor))
        constraints.append(share.heightAnchor.constraint(equalTo: back.heightAnchor))
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        // Standard spacing between siblings is 8 points.
        XCTAssertEqual(back.frame, CGRect(x: 10, y: 8, width: 44, height: 44))
        XCTAssertEqual(title.frame, CGRect(x: 62, y: 20, width: 196, height: 20))
        XCTAssertEqual(share.frame, CGRect(x: 266, y: 8, width: 44, height: 44))
    }

    @MainActor func testTheStandardSpacingToTheSuperviewIs20Points() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[box]-|", options: [], metrics: nil, views: ["box": box])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[box(30)]", options: [], metrics: nil, views: ["box": box]))
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 20, width: 160, height: 30))
    }
}
