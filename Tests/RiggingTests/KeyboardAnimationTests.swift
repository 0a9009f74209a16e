import AutoLayout
import XCTest

@testable import Rigging

/// The simulated keyboard animates like the real one: set `keyboardHeight` in an animation block.
final class KeyboardAnimationTests: XCTestCase {
    func testAFieldRisesWithTheKeyboard() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let field = View(name: "field")
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        try LayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor), field.widthAnchor.constraint(equalToConstant: 100),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        let loop = try LayoutRunLoop(root: root)
        XCTAssertEqual(field.frame.minY, 800)
        try loop.animate(withDuration: 1, options: .curveLinear) {
            root.keyboardHeight = 300
            root.layoutIfNeeded()
        }
        try loop.run(until: 0.5)
        XCTAssertEqual(field.presentationFrame.minY, 650, accuracy: 1e-9)
        try loop.run(until: 1)
        XCTAssertEqual(field.presentationFrame.minY, 500, accuracy: 1e-9)
    }
}
