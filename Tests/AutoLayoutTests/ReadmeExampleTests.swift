import AutoLayout
import XCTest

/// The README's Auto Layout example (the red/purple slider), kept compiling and true.
final class ReadmeExampleTests: XCTestCase {
    func testReadmeSliderExample() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let red = View(name: "redView")
        let purple = View(name: "purpleView")
        for view in [red, purple] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let purpleHeight = purple.heightAnchor.constraint(equalToConstant: 0)
        purpleHeight.priority = .defaultHigh
        try LayoutConstraint.activate(
            try LayoutConstraint.constraints(withVisualFormat: "H:|[redView]|", views: ["redView": red])
                + LayoutConstraint.constraints(withVisualFormat: "H:|[purpleView]|", views: ["purpleView": purple])
                + [
                    red.topAnchor.constraint(equalTo: root.topAnchor),
                    red.heightAnchor.constraint(greaterThanOrEqualToConstant: 80),
                    purple.topAnchor.constraint(equalTo: red.bottomAnchor),
                    purple.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                    purpleHeight,
                ])
        purpleHeight.constant = 300
        root.layoutIfNeeded()
        XCTAssertEqual(red.frame, Rect(x: 0, y: 0, width: 320, height: 268))
        XCTAssertEqual(purple.frame, Rect(x: 0, y: 268, width: 320, height: 300))
        purpleHeight.constant = 600  // more than fits: the required >= 80 wins
        root.layoutIfNeeded()
        XCTAssertEqual(purple.frame.height, 488)
        XCTAssertFalse(purple.hasAmbiguousLayout)
    }
}
