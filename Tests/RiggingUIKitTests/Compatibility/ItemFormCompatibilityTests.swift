import XCTest

// A badge and a photo laid out with the item form of NSLayoutConstraint (the form older apps and
// code generators write), with multipliers and a constant-only height.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class PhotoCard: UIView {
    let photo = UIView()
    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        photo.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(photo)
        addSubview(badge)
        addConstraints([
            NSLayoutConstraint(item: photo, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1, constant: 12),
            NSLayoutConstraint(
                item: photo, attribute: .trailing, relatedBy: .equal, toItem: self, attribute: .trailing, multiplier: 1, constant: -12),
            NSLayoutConstraint(item: photo, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 12),
            // A 4:3 photo: height = width * 3 / 4.
            NSLayoutConstraint(item: photo, attribute: .height, relatedBy: .equal, toItem: photo, attribute: .width, multiplier: 0.75, constant: 0),
        ])
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: badge, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 24),
            NSLayoutConstraint(item: badge, attribute: .height, relatedBy: .equal, toItem: badge, attribute: .width, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: badge, attribute: .centerX, relatedBy: .equal, toItem: photo, attribute: .trailing, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: badge, attribute: .centerY, relatedBy: .equal, toItem: photo, attribute: .top, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: self, attribute: .bottom, relatedBy: .greaterThanOrEqual, toItem: photo, attribute: .bottom, multiplier: 1, constant: 12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ItemFormCompatibilityTests: XCTestCase {
    @MainActor func testItemFormConstraintsGiveUIKitsFrames() async {
        let card = PhotoCard(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        card.layoutIfNeeded()
        XCTAssertEqual(card.photo.frame, CGRect(x: 12, y: 12, width: 296, height: 222))
        XCTAssertEqual(card.badge.frame, CGRect(x: 296, y: 0, width: 24, height: 24))
        // `addConstraints` installs on the receiver (the card: the aspect ratio too, though it
        // names the photo alone); `activate` on the items' nearest common ancestor (the badge's
        // size on the badge; its centre and the card's bottom on the card: 4 + 3).
        XCTAssertEqual(card.badge.constraints.count, 2)
        XCTAssertEqual(card.constraints.count, 7)
        XCTAssertTrue(card.photo.constraints.isEmpty)
        let aspect = card.photo.constraintsAffectingLayout(for: .vertical).first { $0.firstAttribute == .height && $0.secondAttribute == .width }
        XCTAssertEqual(aspect?.multiplier, 0.75)
        XCTAssertTrue(aspect?.firstItem === card.photo)
    }

    /// UIKit: "When added to a view, the constraint's items must be descendants of that view
    /// (or the view itself)"; otherwise the hierarchy is not prepared for the constraint and
    /// UIKit raises. Rigging leaves the constraint inactive and reports why.
    @MainActor func testAConstraintAddedOutsideItsItemsSubtreeStaysInactive() async {
        let card = PhotoCard(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let outside = NSLayoutConstraint(
            item: card.photo, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: card.badge, attribute: .width, multiplier: 2,
            constant: 0)
        card.badge.addConstraint(outside)
        XCTAssertFalse(outside.isActive)
        XCTAssertFalse(card.badge.constraints.contains(outside))
        card.layoutIfNeeded()
        XCTAssertEqual(card.photo.frame.width, 296)
        card.addConstraint(outside)
        XCTAssertTrue(outside.isActive)
        XCTAssertTrue(card.constraints.contains(outside))
    }

    @MainActor func testChangingAConstantMovesTheView() async {
        let card = PhotoCard(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let leading = card.constraints.first { $0.firstAttribute == .leading }
        leading?.constant = 40
        card.setNeedsLayout()
        card.layoutIfNeeded()
        XCTAssertEqual(card.photo.frame, CGRect(x: 40, y: 12, width: 268, height: 201))
    }
}
