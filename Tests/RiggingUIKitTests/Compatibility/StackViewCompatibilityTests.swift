import XCTest

// A settings card made of stack views: a vertical stack with layout margins and custom spacing,
// horizontal rows with fill-equally and fill distributions, a hidden row collapsing.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class SizedBox: UIView {
    private let size: CGSize

    init(width: CGFloat = UIView.noIntrinsicMetric, height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { size }
}

final class StackViewCompatibilityTests: XCTestCase {
    @MainActor func testAVerticalStackWithMarginsAndCustomSpacing() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = SizedBox(height: 40)
        let first = SizedBox(height: 30)
        let second = SizedBox(height: 30)
        let footer = SizedBox(height: 20)
        let stack = UIStackView(arrangedSubviews: [header, first, second, footer])
        stack.axis = .vertical
        stack.alignment = .fill
        stack.distribution = .fill
        stack.spacing = 10
        stack.setCustomSpacing(24, after: header)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 20, width: 320, height: 12 + 40 + 24 + 30 + 10 + 30 + 10 + 20 + 12))
        XCTAssertEqual(header.frame, CGRect(x: 16, y: 12, width: 288, height: 40))
        XCTAssertEqual(first.frame, CGRect(x: 16, y: 76, width: 288, height: 30))
        XCTAssertEqual(second.frame, CGRect(x: 16, y: 116, width: 288, height: 30))
        XCTAssertEqual(stack.customSpacing(after: header), 24)
        XCTAssertEqual(stack.arrangedSubviews.count, 4)

        first.isHidden = true
        root.layoutIfNeeded()
        // A hidden arranged view takes no space and no spacing.
        XCTAssertEqual(second.frame, CGRect(x: 16, y: 76, width: 288, height: 30))
        XCTAssertEqual(stack.frame.height, 12 + 40 + 24 + 30 + 10 + 20 + 12)
    }

    @MainActor func testAHorizontalRowOfEqualButtons() async {
        let row = UIStackView()
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.alignment = .center
        row.spacing = 6
        let buttons = (0..<3).map { _ in SizedBox(width: 50, height: 30) }
        buttons.forEach(row.addArrangedSubview)
        row.layoutIfNeeded()
        XCTAssertEqual(
            buttons.map(\.frame),
            [
                CGRect(x: 0, y: 7, width: 96, height: 30),
                CGRect(x: 102, y: 7, width: 96, height: 30),
                CGRect(x: 204, y: 7, width: 96, height: 30),
            ])
        row.removeArrangedSubview(buttons[2])
        buttons[2].removeFromSuperview()
        row.insertArrangedSubview(buttons[2], at: 0)
        row.layoutIfNeeded()
        XCTAssertTrue(row.arrangedSubviews.first === buttons[2])
        XCTAssertEqual(buttons[0].frame.minX, 102)
    }

    @MainActor func testEqualSpacingAndLeadingAlignment() async {
        let column = UIStackView(arrangedSubviews: [SizedBox(width: 40, height: 20), SizedBox(width: 80, height: 20)])
        column.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        column.axis = .vertical
        column.alignment = .leading
        column.distribution = .equalSpacing
        column.layoutIfNeeded()
        XCTAssertEqual(
            column.arrangedSubviews.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 40, height: 20),
                CGRect(x: 0, y: 80, width: 80, height: 20),
            ])
    }
}
