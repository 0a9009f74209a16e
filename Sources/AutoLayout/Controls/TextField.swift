/// A one-line text field sized by its text (or its placeholder when that is wider), as
/// `UITextField`.
///
/// Heights follow the frames Xcode gives text fields: a rounded-rect field is at least 34 points
/// high (taller fonts: their line height rounded up to whole points); a field without a border
/// is its line height plus 1.2 points, rounded up to the pixel grid; a line or bezel field adds
/// 2 points of border on each side to that and is at least 30 points high. Widths are the text's
/// plus 7 points of padding on each side for a rounded rect, 2 for a line or bezel, none without
/// a border. These are a model of UIKit's text insets, stated here, not read from UIKit.
///
/// ```swift
/// let email = TextField(name: "email", placeholder: "you@example.com")
/// email.borderStyle = .roundedRect
/// // email.intrinsicContentSize.height == 34
/// ```
open class TextField: View {
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Hashable, Sendable, CaseIterable {
        /// No border (UIKit's default in code).
        case none = 0
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle (Interface Builder's default).
        case roundedRect
    }

    /// The text.
    public var text: String { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// The placeholder shown while the text is empty; it sizes the field too.
    public var placeholder: String { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (default: the system font at 17 points).
    public var font: Font = .label { didSet { if font != oldValue { fontDidChange() } } }
    /// The border (default `.none`, as UIKit's in code).
    public var borderStyle: BorderStyle = .none { didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } } }
    /// What measures the text.
    public var measurer: any TextMeasurer { didSet { fontDidChange() } }
    /// Pixels per point for rounding (default 2).
    public var displayScale: Double = 2 { didSet { if displayScale != oldValue { invalidateIntrinsicContentSize() } } }

    /// Creates a text field; it does not translate an autoresizing mask (it is laid out by constraints).
    public init(
        name: String? = nil, text: String = "", placeholder: String = "", font: Font = .label,
        measurer: any TextMeasurer = SystemFontTextMeasurer()
    ) {
        self.text = text
        self.placeholder = placeholder
        self.font = font
        self.measurer = measurer
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
        fontDidChange()
    }

    private func fontDidChange() {
        firstBaselineOffsetFromTop = nil
        invalidateIntrinsicContentSize()
    }

    /// The wider of the text and the placeholder, with the border's padding (see the type's description).
    /// The intrinsic size (the current size on an axis without one), as UIKit's control does.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicSize(orElse: bounds.size) }

    open override var intrinsicContentSize: Size {
        let width = max(measurer.width(of: text, in: font), measurer.width(of: placeholder, in: font))
        let lineHeight = measurer.metrics(for: font).lineHeight
        let bare = (lineHeight + 1.2).roundedUp(toScale: displayScale)
        switch borderStyle {
        case .none:
            return Size(width: width.roundedUp(toScale: displayScale), height: bare)
        case .line, .bezel:
            return Size(width: width.roundedUp(toScale: displayScale) + 4, height: max(30, bare + 4))
        case .roundedRect:
            return Size(width: width.roundedUp(toScale: displayScale) + 14, height: max(34, lineHeight.roundedUp(toScale: 1)))
        }
    }
}
