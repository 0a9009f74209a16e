import RiggingUIKit
import Testing

/// `PaddedLabel` (Layouts/): a `UILabel` subclass's `intrinsicContentSize` override reaches the
/// engine, and `super` gives the label's own text size.
@Suite @MainActor struct PaddedLabelTests {
    @Test func thePaddingAddsToTheTextSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let plain = UILabel()
        let padded = PaddedLabel()
        for label in [plain, padded] {
            label.text = "New"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        }
        plain.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        padded.topAnchor.constraint(equalTo: plain.bottomAnchor, constant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(padded.frame.width == plain.frame.width + 16)
        #expect(padded.frame.height == plain.frame.height + 8)
        #expect(padded.frame.minY == plain.frame.maxY + 10)
        padded.padding = .zero
        padded.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(padded.frame.size == plain.frame.size)
    }
}
