import XCTest

// Content hugging and compression resistance decide which of two sized views stretches and which
// gives way in a row, as a title and a value in a settings row.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

/// A view with a fixed intrinsic size, like an icon or a one-line label of known width.
final class FixedSizeView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { size }
}

final class HuggingCompatibilityTests: XCTestCase {
    @MainActor private func row(width: CGFloat, title: FixedSizeView, value: FixedSizeView) -> UIView {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        row.addSubview(title)
        row.addSubview(value)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            value.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        return row
    }

    @MainActor func testTheLowerHuggingViewStretches() async {
        let title = FixedSizeView(size: CGSize(width: 80, height: 20))
        let value = FixedSizeView(size: CGSize(width: 60, height: 20))
        title.setContentHuggingPriority(.defaultLow, for: .horizontal)
        value.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let row = row(width: 320, title: title, value: value)
        row.layoutIfNeeded()
        XCTAssertEqual(title.frame, CGRect(x: 16, y: 12, width: 220, height: 20))
        XCTAssertEqual(value.frame, CGRect(x: 244, y: 12, width: 60, height: 20))
        XCTAssertEqual(title.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(title.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
    }

    @MainActor func testTheLowerCompressionResistanceGivesWay() async {
        let title = FixedSizeView(size: CGSize(width: 200, height: 20))
        let value = FixedSizeView(size: CGSize(width: 120, height: 20))
        title.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        value.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        let row = row(width: 300, title: title, value: value)
        row.layoutIfNeeded()
        XCTAssertEqual(title.frame.width, 200)
        XCTAssertEqual(value.frame, CGRect(x: 224, y: 12, width: 60, height: 20))
        value.size = CGSize(width: 40, height: 20)
        row.layoutIfNeeded()
        // Both hug at 250: the title, added first, still holds 200; 40 + 200 + 40 leaves 20.
        XCTAssertEqual(title.frame.width + value.frame.width, 260)
    }
}
