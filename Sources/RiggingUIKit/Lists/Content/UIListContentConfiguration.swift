/// UIKit's `UIListContentConfiguration`, as far as layout goes: a list row's text, secondary text
/// and image, their fonts and line counts, the margins and paddings between them. Apple publishes
/// none of the standard configurations' figures; these are Rigging's, matching its standard table
/// cells: 11 points above and below and 16 at the sides, the text in the 17-point system font, an
/// image column followed by 16 points, the row at least 44 points tall.
///
/// ```swift
/// var content = UIListContentConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// let row = content.makeContentView()
/// row.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
/// row.layoutIfNeeded()
/// // (row as? UIListContentView)?.textLayoutFrame.minX is 16, secondaryTextLayoutFrame.maxX 304
/// ```
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text of the configuration is drawn, as far as its size goes.
    public struct TextProperties: Sendable {
        /// The font.
        public var font: UIFont
        /// The most lines (0: as many as the text needs, UIKit's default).
        public var numberOfLines = 0
        /// The alignment inside the text's frame.
        public var alignment = NSTextAlignment.natural
    }

    /// How the image is sized.
    public struct ImageProperties: Sendable {
        /// The largest size the image is shown at, keeping its aspect ratio (zero: no limit on an
        /// axis).
        public var maximumSize = CGSize.zero
        /// The width the image column takes at least (the image centred in it) and the height the
        /// row keeps for it (zero: the image's own).
        public var reservedLayoutSize = CGSize.zero
    }

    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image at the leading side.
    public var image: UIImage?
    /// The primary text's properties.
    public var textProperties: TextProperties
    /// The secondary text's properties.
    public var secondaryTextProperties: TextProperties
    /// The image's properties.
    public var imageProperties = ImageProperties()
    /// The margins around the content (11 above and below, 16 at the sides).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The space between the image column and the texts (16).
    public var imageToTextPadding: CGFloat = 16
    /// The space between the texts stacked (0).
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The least space between the texts side by side (8).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the secondary text sits at the trailing side of the text's line (`valueCell()`)
    /// rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false

    /// The least height of a row: 44 points.
    public static let minimumRowHeight: CGFloat = 44

    private init(secondaryFont: UIFont, secondaryAlignment: NSTextAlignment = .natural, sideBySide: Bool = false) {
        textProperties = TextProperties(font: .systemFont(ofSize: 17))
        secondaryTextProperties = TextProperties(font: secondaryFont, alignment: secondaryAlignment)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// A plain row: the text, and any secondary text under it in the same font size.
    public static func cell() -> Self { Self(secondaryFont: .systemFont(ofSize: 17)) }
    /// A row with the secondary text under the text in the 15-point system font (the subheadline size).
    public static func subtitleCell() -> Self { Self(secondaryFont: .systemFont(ofSize: 15)) }
    /// A row with the secondary text at the trailing side of the text's line, right-aligned.
    public static func valueCell() -> Self { Self(secondaryFont: .systemFont(ofSize: 17), secondaryAlignment: .right, sideBySide: true) }

    /// A `UIListContentView` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The size the image is shown at: its size within `maximumSize`, the aspect ratio kept.
    var imageSize: CGSize {
        guard let size = image?.size, size.width > 0, size.height > 0 else { return .zero }
        let limit = imageProperties.maximumSize
        var scale: CGFloat = 1
        if limit.width > 0 { scale = min(scale, limit.width / size.width) }
        if limit.height > 0 { scale = min(scale, limit.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }
}
