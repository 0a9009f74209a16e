import XCTest

// A view that lays out its subviews by hand in `layoutSubviews` with Core Graphics' rectangle
// helpers, edge insets and CGFloat arithmetic, the way list rows and chart views are written.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class MessageRowView: UIView {
    let avatar = UIView()
    let bubble = UIView()
    let timestamp = UIView()
    var contentInsets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatar)
        addSubview(bubble)
        addSubview(timestamp)
        bubble.layer.cornerRadius = 16
        bubble.layer.masksToBounds = true
        bubble.clipsToBounds = true
        avatar.layer.borderWidth = 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        let content = bounds.inset(by: contentInsets)
        let (avatarSlice, rest) = content.divided(atDistance: 40, from: .minXEdge)
        avatar.frame = CGRect(x: avatarSlice.minX, y: avatarSlice.minY, width: 40, height: 40)
        let (stamp, bubbleArea) = rest.divided(atDistance: 16, from: .maxYEdge)
        timestamp.frame = stamp.insetBy(dx: 8, dy: 0).offsetBy(dx: 8, dy: 0)
        let width = (bubbleArea.width - 8) * 0.75
        bubble.frame = CGRect(x: bubbleArea.minX + 8, y: bubbleArea.minY, width: width, height: bubbleArea.height).integral
    }
}

final class ManualLayoutCompatibilityTests: XCTestCase {
    @MainActor func testLayoutSubviewsPlacesTheRow() async {
        let row = MessageRowView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        row.layoutIfNeeded()
        XCTAssertEqual(row.avatar.frame, CGRect(x: 12, y: 8, width: 40, height: 40))
        XCTAssertEqual(row.timestamp.frame, CGRect(x: 68, y: 56, width: 295, height: 16))
        // (311 - 8) * 0.75 = 227.25, made integral: 228 wide.
        XCTAssertEqual(row.bubble.frame, CGRect(x: 60, y: 8, width: 228, height: 48))
        XCTAssertEqual(row.bubble.frame.maxX, 288)
        XCTAssertEqual(row.bubble.frame.midY, 32)
        XCTAssertEqual(row.layer.cornerRadius, 0)
        XCTAssertEqual(row.bubble.layer.cornerRadius, 16)
    }

    @MainActor func testSetNeedsLayoutAndResizingRunLayoutSubviews() async {
        let row = MessageRowView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        row.layoutIfNeeded()
        let count = row.layoutCount
        row.layoutIfNeeded()
        XCTAssertEqual(row.layoutCount, count)
        row.contentInsets = .zero
        row.setNeedsLayout()
        row.setNeedsLayout()
        row.layoutIfNeeded()
        XCTAssertGreaterThan(row.layoutCount, count)
        XCTAssertEqual(row.avatar.frame.origin, .zero)
        let resized = row.layoutCount
        row.frame.size.height = 100
        row.layoutIfNeeded()
        XCTAssertGreaterThan(row.layoutCount, resized)
        XCTAssertEqual(row.timestamp.frame.minY, 84)
    }

    @MainActor func testGeometryHelpers() async {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(rect.insetBy(dx: 10, dy: 5), CGRect(x: 20, y: 25, width: 80, height: 40))
        XCTAssertEqual(rect.offsetBy(dx: -10, dy: 5).origin, CGPoint(x: 0, y: 25))
        XCTAssertEqual(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)), CGRect(x: 20, y: 25, width: 70, height: 30))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(insets.left + insets.right, 6)
        XCTAssertNotEqual(insets, .zero)
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets())
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(directional.leading + directional.trailing, 6)
        XCTAssertEqual(CGRect(x: 0.4, y: 0.6, width: 10.2, height: 3).integral, CGRect(x: 0, y: 0, width: 11, height: 4))
        let half: CGFloat = 375 / 2
        XCTAssertEqual(half.rounded(.down), 187)
        XCTAssertEqual(max(CGFloat(3), 4.5), 4.5)
        XCTAssertEqual(CGSize(width: 2, height: 3).width * 2, 4)
        XCTAssertEqual(CGPoint.zero, CGPoint(x: 0, y: 0))
    }
}
