import XCTest

// Appearance code every screen has (colours, corner radii, shadows, images, alpha, hidden views):
// it compiles and leaves the frames to layout.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class AppearanceCompatibilityTests: XCTestCase {
    @MainActor func testAppearanceCompilesAndChangesNoFrame() async {
        let card = UIView(frame: CGRect(x: 16, y: 16, width: 200, height: 120))
        card.backgroundColor = .systemBackground
        card.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        card.backgroundColor = .secondarySystemBackground
        card.tintColor = .systemBlue
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 4
        card.layer.borderColor = UIColor.separator.cgColor
        card.layer.borderWidth = 1 / 3
        card.clipsToBounds = true
        card.isOpaque = false
        card.alpha = 0.5
        card.isUserInteractionEnabled = false
        card.contentMode = .scaleAspectFit
        card.accessibilityIdentifier = "card"
        XCTAssertEqual(card.frame, CGRect(x: 16, y: 16, width: 200, height: 120))
        XCTAssertEqual(card.alpha, 0.5)
        XCTAssertEqual(card.layer.cornerRadius, 12)
        XCTAssertTrue(card.clipsToBounds)
        XCTAssertEqual(UIColor.white.withAlphaComponent(0.5), UIColor(white: 1, alpha: 0.5))
        for color: UIColor in [
            .systemRed, .systemGreen, .systemGray, .systemGray6, .label, .secondaryLabel, .tertiaryLabel, .systemGroupedBackground, .systemFill,
            .link, .systemIndigo, .systemOrange, .systemYellow, .systemPink, .systemPurple, .systemTeal,
        ] {
            card.backgroundColor = color
        }
    }

    @MainActor func testImagesGiveTheirSizeToImageViews() async throws {
        let missing = UIImage(named: "AppLogo")
        let icon = UIImageView(image: missing)
        icon.contentMode = .scaleAspectFill
        icon.tintColor = .label
        XCTAssertEqual(icon.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let star = try XCTUnwrap(UIImage(systemName: "star.fill"))
        let configured = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .bold))
        XCTAssertNotNil(configured)
        let starView = UIImageView(image: star)
        XCTAssertEqual(starView.intrinsicContentSize, star.size)
        XCTAssertGreaterThan(star.size.width, 0)
        let templated = star.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(templated.size, star.size)
    }

    @MainActor func testHiddenAndTransparentViewsKeepTheirFrames() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        child.isHidden = true
        child.alpha = 0
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.layoutIfNeeded()
        XCTAssertEqual(child.bounds.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(child.center, CGPoint(x: 50, y: 50))
        XCTAssertEqual(child.frame, CGRect(x: 30, y: 30, width: 40, height: 40))
    }
}
