import XCTest

// A card with a headline and a body that wraps by itself: `numberOfLines = 0` and constraints on
// both sides, no `preferredMaxLayoutWidth` (UIKit sets it from the width layout gives the label).
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class ArticleCardView: UIView {
    let headline = UILabel()
    let body = UILabel()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        headline.font = .boldSystemFont(ofSize: 20)
        headline.text = "Hello"
        body.font = .systemFont(ofSize: 17, weight: .regular)
        body.numberOfLines = 0
        body.lineBreakMode = .byWordWrapping
        caption.font = .preferredFont(forTextStyle: .caption1)
        caption.text = "Caption"
        caption.textColor = .secondaryLabel
        caption.textAlignment = .right
        for label in [headline, body, caption] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        NSLayoutConstraint.activate([
            headline.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            headline.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            body.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            caption.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            caption.leadingAnchor.constraint(equalTo: body.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: body.trailingAnchor),
            caption.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class WrappingLabelCompatibilityTests: XCTestCase {
    @MainActor func testTheBodyWrapsAtTheWidthLayoutGivesIt() async throws {
        let card = ArticleCardView(frame: CGRect(x: 0, y: 0, width: 132, height: 400))
        card.body.text = Array(repeating: "Hello", count: 6).joined(separator: " ")
        card.layoutIfNeeded()
        let lineHeight = try XCTUnwrap(card.body.font).lineHeight
        // 100 points hold two words of "Hello" at 17 points (about 40 each, a 4.3-point space)
        // but not three: six words make three lines.
        XCTAssertEqual(card.body.frame.minX, 16)
        XCTAssertEqual(card.body.frame.width, 100)
        XCTAssertEqual(card.body.frame.height, 3 * lineHeight, accuracy: 1)
        XCTAssertEqual(card.caption.frame.minY, card.body.frame.maxY + 8)
        XCTAssertEqual(card.headline.frame.height, UIFont.boldSystemFont(ofSize: 20).lineHeight, accuracy: 1)
        XCTAssertEqual(card.headline.frame.minY, 16)
    }

    @MainActor func testAWiderCardTakesFewerLines() async throws {
        let card = ArticleCardView(frame: CGRect(x: 0, y: 0, width: 132, height: 400))
        card.body.text = Array(repeating: "Hello", count: 6).joined(separator: " ")
        card.layoutIfNeeded()
        let narrow = card.body.frame.height
        card.frame.size.width = 332
        card.layoutIfNeeded()
        // 300 points hold six words: one line.
        XCTAssertEqual(card.body.frame.height, try XCTUnwrap(card.body.font).lineHeight, accuracy: 1)
        XCTAssertLessThan(card.body.frame.height, narrow)
    }

    @MainActor func testFontsUIKitApps() async {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption1).pointSize, 12)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .title1).pointSize, 28)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .footnote).pointSize, 13)
        XCTAssertEqual(UIFont.systemFont(ofSize: 15, weight: .semibold).pointSize, 15)
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: UIFont.labelFontSize)
        label.adjustsFontForContentSizeCategory = true
        XCTAssertEqual(label.font.pointSize, 17)
    }
}
