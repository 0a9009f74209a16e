import XCTest

// Sizing a self-sizing cell's content by hand, as apps do for headers and for cells of known
// width: `systemLayoutSizeFitting` with and without fitting priorities.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class ProfileHeaderView: UIView {
    let avatar = UIView()
    let bio = UIView()
    var bioHeight: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        bio.translatesAutoresizingMaskIntoConstraints = false
        addSubview(avatar)
        addSubview(bio)
        bioHeight = bio.heightAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalToConstant: 64),
            bio.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
            bio.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            bio.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            bio.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            bioHeight,
            bio.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FittingCompatibilityTests: XCTestCase {
    @MainActor func testTheCompressedSizeIsTheSmallestTheConstraintsAllow() async {
        let header = ProfileHeaderView()
        let size = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size, CGSize(width: 132, height: 156))
        XCTAssertEqual(UIView.layoutFittingCompressedSize, CGSize(width: 0, height: 0))
    }

    @MainActor func testAFixedWidthAndAFittedHeight() async {
        let header = ProfileHeaderView()
        header.bioHeight.constant = 90
        let size = header.systemLayoutSizeFitting(
            CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, CGSize(width: 375, height: 186))
    }

    @MainActor func testFittingLeavesTheFrameAlone() async {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        _ = header.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 10))
        header.frame.size = header.systemLayoutSizeFitting(
            CGSize(width: header.bounds.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .defaultLow)
        header.layoutIfNeeded()
        XCTAssertEqual(header.bio.frame, CGRect(x: 16, y: 84, width: 288, height: 60))
    }
}
