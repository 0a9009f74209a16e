import XCTest

@testable import AutoLayout

/// Intrinsic sizes of the text controls against the sizes Xcode gives them (UIKit's system
/// button, text fields by border style, non-scrolling text views, segmented controls).
final class TextControlTests: XCTestCase {
    let fixed = FixedAdvanceTextMeasurer()

    func testSystemButton() {
        // 15 pt title: line 17.9 -> 18, plus 6 above and below: Xcode's 30-point button.
        let button = Button(name: "b", title: "Button")
        XCTAssertEqual(button.intrinsicContentSize.height, 30)
        XCTAssertEqual(button.intrinsicContentSize.width, 46, accuracy: 1)
        button.font = .systemFont(ofSize: 17)
        XCTAssertEqual(button.intrinsicContentSize.height, 33)  // 20.29 -> 21, + 12
        button.font = .systemFont(ofSize: 20)
        XCTAssertEqual(button.intrinsicContentSize.height, 36)  // 23.87 -> 24, + 12
        let plain = Button(name: "p", title: "OK", measurer: fixed)
        XCTAssertEqual(plain.intrinsicContentSize, Size(width: 16, height: 32))
        plain.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 2, right: 10)
        XCTAssertEqual(plain.intrinsicContentSize, Size(width: 36, height: 26), "non-zero insets replace the padding")
        XCTAssertEqual(plain.firstBaselineOffsetFromTop, 20)
        plain.title = ""
        XCTAssertEqual(plain.intrinsicContentSize, Size(width: 30, height: 34))
    }

    func testButtonHugsItsTitleInLayout() {
        let (root, views) = layoutRoot(320, 200)
        let button = Button(name: "button", title: "Continue", measurer: fixed)
        root.addSubview(button)
        var all = views
        all["button"] = button
        activateStrings(["button.centerX == view.centerX", "button.top == view.top + 20"], all)
        root.layoutIfNeeded()
        assertFrame(button, 128, 20, 64, 32)
    }

    func testTextFieldBorderStyles() {
        let field = TextField(name: "f", text: "abc", placeholder: "placeholder", font: .systemFont(ofSize: 14))
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.intrinsicContentSize.height, 34)
        field.font = .systemFont(ofSize: 40)
        XCTAssertEqual(field.intrinsicContentSize.height, 48)  // 47.73 rounded up
        field.font = .systemFont(ofSize: 14)
        field.borderStyle = .none
        XCTAssertEqual(field.intrinsicContentSize.height, 18)  // 16.71 + 1.2, on the 2x grid
        field.font = .systemFont(ofSize: 15)
        XCTAssertEqual(field.intrinsicContentSize.height, 19.5)
        field.borderStyle = .line
        XCTAssertEqual(field.intrinsicContentSize.height, 30)
        let fixedField = TextField(name: "g", text: "ab", placeholder: "four", measurer: fixed)
        XCTAssertEqual(fixedField.intrinsicContentSize.width, 32, "the placeholder is wider")
        fixedField.borderStyle = .roundedRect
        XCTAssertEqual(fixedField.intrinsicContentSize.width, 46)
        fixedField.text = "a longer text"
        XCTAssertEqual(fixedField.intrinsicContentSize.width, 118)
    }

    func testTextViewScrollingHasNoIntrinsicSize() {
        let view = TextView(name: "t", text: "hello", measurer: fixed)
        XCTAssertEqual(view.intrinsicContentSize, Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        view.isScrollEnabled = false
        // 5 characters + 2 × 5 padding; one line + 8 + 8.
        XCTAssertEqual(view.intrinsicContentSize, Size(width: 50, height: 36))
        view.text = ""
        XCTAssertEqual(view.intrinsicContentSize, Size(width: 10, height: 36), "empty text keeps one line, no width but the padding")
    }

    func testNonScrollingTextViewWrapsAtItsLaidOutWidth() {
        let (root, views) = layoutRoot(200, 400)
        let view = TextView(name: "notes", text: "the quick brown fox jumps over the lazy dog", measurer: fixed)
        view.isScrollEnabled = false
        root.addSubview(view)
        var all = views
        all["notes"] = view
        activateStrings(["notes.left == view.left + 5", "notes.right == view.right - 5", "notes.top == view.top"], all)
        root.layoutIfNeeded()
        // 190 wide: 180 for text (22 characters a line) -> 3 lines, 60 + 16.
        assertFrame(view, 5, 0, 190, 76)
        root.frame = Rect(x: 0, y: 0, width: 120, height: 400)  // 100 for text: 12 characters, 4 lines
        root.layoutIfNeeded()
        assertFrame(view, 5, 0, 110, 96)
    }

    func testSegmentedControl() {
        // Sizes Xcode gives segmented controls that hug their titles (13-point system font).
        let cases: [([String], Double)] = [(["Solid", "Gradient"], 145), (["Car", "Walking"], 137), (["Image", "Color", "Blur", "Video"], 227)]
        for (titles, width) in cases {
            let control = SegmentedControl(name: "s", titles: titles)
            XCTAssertEqual(control.intrinsicContentSize.width, width, accuracy: 1, "\(titles)")
            XCTAssertEqual(control.intrinsicContentSize.height, 32)
            XCTAssertEqual(control.numberOfSegments, titles.count)
        }
        let three = SegmentedControl(name: "t", titles: ["a", "bb", "ccc"], measurer: fixed)
        XCTAssertEqual(three.intrinsicContentSize, Size(width: 3 * (24 + 17), height: 34))
        XCTAssertEqual(SegmentedControl(name: "e").intrinsicContentSize.width, 0)
    }
}
