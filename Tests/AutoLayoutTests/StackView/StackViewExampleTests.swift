import AutoLayout
import XCTest

/// The examples of `StackView`'s doc comment and of the "Stack views" article, run as written;
/// the values their comments print are checked.
final class StackViewExampleTests: XCTestCase {
    func testDocCommentExample() throws {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let a = View(name: "a")
        let b = View(name: "b")
        let c = View(name: "c")
        a.fixedIntrinsicContentSize = Size(width: 160, height: 200)
        b.fixedIntrinsicContentSize = Size(width: 80, height: 100)
        c.fixedIntrinsicContentSize = Size(width: 40, height: 50)
        let stack = StackView(name: "stack", arrangedSubviews: [a, b, c])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        stack.alignment = .center
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual("\(stack.frame) \(b.frame)", "(0 0; 300 200) (170 50; 80 100)")
        b.isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual("\(stack.frame) \(c.frame)", "(0 0; 210 200) (170 75; 40 50)")
    }
}
