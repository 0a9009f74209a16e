/// The text of a label, text field, text view or button title, and how it is set.
public struct IBText: Hashable, Sendable {
    /// `text` (or a text view's `<string key="text">`), or the concatenated fragments of an
    /// attributed text.
    public var text: String?
    /// True when `text` came from an `<attributedString>`.
    public var isAttributed: Bool
    /// A text field's `placeholder`.
    public var placeholder: String?
    /// The font (`fontDescription`).
    public var font: IBFont?
    /// `numberOfLines` (a label's default is 1; 0 is unlimited).
    public var numberOfLines: Int?
    /// `lineBreakMode` (`tailTruncation`, `wordWrap`, ...).
    public var lineBreakMode: String?
    /// `textAlignment` (`natural` when absent).
    public var textAlignment: String?
    /// `adjustsFontSizeToFit`.
    public var adjustsFontSizeToFit: Bool?
    /// `minimumScaleFactor`.
    public var minimumScaleFactor: Double?
    /// `minimumFontSize` (older documents).
    public var minimumFontSize: Double?
    /// `preferredMaxLayoutWidth`, in points.
    public var preferredMaxLayoutWidth: Double?
    /// `baselineAdjustment`.
    public var baselineAdjustment: String?
    /// `adjustsFontForContentSizeCategory`.
    public var adjustsFontForContentSizeCategory: Bool?

    /// Text with every field nil unless given.
    public init(
        text: String? = nil, isAttributed: Bool = false, placeholder: String? = nil, font: IBFont? = nil,
        numberOfLines: Int? = nil, lineBreakMode: String? = nil, textAlignment: String? = nil,
        adjustsFontSizeToFit: Bool? = nil, minimumScaleFactor: Double? = nil, minimumFontSize: Double? = nil,
        preferredMaxLayoutWidth: Double? = nil, baselineAdjustment: String? = nil,
        adjustsFontForContentSizeCategory: Bool? = nil
    ) {
        self.text = text
        self.isAttributed = isAttributed
        self.placeholder = placeholder
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.textAlignment = textAlignment
        self.adjustsFontSizeToFit = adjustsFontSizeToFit
        self.minimumScaleFactor = minimumScaleFactor
        self.minimumFontSize = minimumFontSize
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.baselineAdjustment = baselineAdjustment
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
}
