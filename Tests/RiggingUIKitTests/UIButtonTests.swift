import RiggingUIKit
import Testing

/// `UIButton`'s title label, as UIKit code sets a button's font.
@Suite @MainActor struct UIButtonTests {
    @Test func aButtonsTitleLabelSetsItsFont() {
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        let regular = button.intrinsicContentSize
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        #expect(button.titleFont.pointSize == 30)
        #expect(button.titleLabel?.text == "Sign in")
        #expect(button.intrinsicContentSize.width > regular.width)
        #expect(button.intrinsicContentSize.height > regular.height)
    }
}
