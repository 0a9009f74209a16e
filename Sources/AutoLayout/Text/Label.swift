/// A view that shows text, sized by it, as `UILabel`: its intrinsic size is the text measured in
/// `font` by `measurer`, rounded up to the pixel grid at `displayScale`.
///
/// A single-line label (`numberOfLines == 1`, the default) is as wide as its whole text. A
/// multi-line label (`numberOfLines` 0 for no limit, or more than 1) wraps at
/// `preferredMaxLayoutWidth` when it is set, and otherwise at the width layout gives it: the
/// engine lays out, shows the label its width, and lays out again with the wrapped height
/// (UIKit's automatic `preferredMaxLayoutWidth`), on the first layout, when the root resizes and
/// in every layout of an animation.
///
/// ```swift
/// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 375, height: 667))
/// let label = Label(name: "body", text: "Labels wrap by themselves at the width their constraints give them.")
/// label.numberOfLines = 0
/// root.addSubview(label)
/// try LayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
///     label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
///     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
/// ])
/// root.layoutIfNeeded()
/// // label.frame.width == 335; label.frame.height == 41 (two lines of 20.29 points, on the 2x grid)
/// ```
open class Label: View {
    /// The text; changing it invalidates the intrinsic size.
    public var text: String {
        didSet { if text != oldValue { textDidChange() } }
    }
    /// The font (UIKit's default: the system font at 17 points).
    public var font: Font = .label {
        didSet {
            if font != oldValue {
                updateBaselines()
                textDidChange()
            }
        }
    }
    /// What measures the text (by default the system-font model, ``SystemFontTextMeasurer``).
    public var measurer: any TextMeasurer {
        didSet {
            updateBaselines()
            textDidChange()
        }
    }
    /// The most lines shown; 0 means no limit, 1 (the default) means no wrapping.
    public var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }
    /// How lines break and where text that does not fit is cut (default `.byTruncatingTail`).
    /// Only `.byCharWrapping` changes where a multi-line label wraps.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }
    /// Where lines sit horizontally (default `.natural`); it does not change the size.
    public var textAlignment: TextAlignment = .natural
    /// The width multi-line text wraps at; 0 (the default) wraps at the laid-out width.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
    }
    /// Pixels per point: the intrinsic size is rounded up to a multiple of `1 / displayScale`
    /// (UIKit rounds to the screen's scale; default 2). Not positive: no rounding.
    public var displayScale: Double = 2 {
        didSet { if displayScale != oldValue { textDidChange() } }
    }

    var automaticWrap = AutomaticWrapWidth()
    /// The text measured in the font, made when first needed after a change.
    private var measuredText: MeasuredText?
    /// The last measurement: the wrap width it assumed and the rounded size.
    private var measured: (wrap: Double?, size: Size)?
    /// The one-line width, rounded (the first pass's width).
    private var naturalWidth: Double?
    /// The last few sizes `textSize(wrappingAt:)` gave, by wrap width (a fitting pass asks for
    /// the same widths many times); cleared with the measurement.
    private var sizesByWidth: [(width: Double?, size: Size)] = []

    /// Creates a label in the system font at 17 points; it does not translate an autoresizing
    /// mask (it is laid out by constraints).
    public init(
        name: String? = nil, text: String = "", font: Font = .label,
        measurer: any TextMeasurer = SystemFontTextMeasurer()
    ) {
        self.text = text
        self.font = font
        self.measurer = measurer
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
        updateBaselines()
    }

    private func updateBaselines() {
        let metrics = measurer.metrics(for: font)
        firstBaselineOffsetFromTop = metrics.ascender
        lastBaselineOffsetFromBottom = metrics.lineHeight - metrics.ascender
    }

    private func textDidChange() {
        automaticWrap = AutomaticWrapWidth()
        measuredText = nil
        measured = nil
        sizesByWidth = []
        naturalWidth = nil
        invalidateIntrinsicContentSize()
    }

    /// Whether the label wraps at the width layout gives it (multi-line, no preferred width).
    public var wrapsAtLaidOutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The width the text wraps at now: nil for one line.
    public var wrapWidth: Double? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticWrap.width
    }

    /// The text's size, wrapped at `width` (nil: one line per paragraph), limited to
    /// `numberOfLines`, rounded up to the pixel grid.
    public func textSize(wrappingAt width: Double?) -> Size {
        if let known = sizesByWidth.first(where: { $0.width == width }) { return known.size }
        let text = measuredText ?? MeasuredText.shared(self.text, in: font, by: measurer)
        measuredText = text
        let raw = text.size(maxWidth: width, numberOfLines: numberOfLines, anywhere: lineBreakMode == .byCharWrapping)
        let size = Size(width: raw.width.roundedUp(toScale: displayScale), height: raw.height.roundedUp(toScale: displayScale))
        if sizesByWidth.count == 4 { sizesByWidth.removeFirst() }
        sizesByWidth.append((width, size))
        return size
    }

    /// The measured text: one line unless `numberOfLines` allows wrapping at `wrapWidth`.
    open override var intrinsicContentSize: Size {
        let wrap = wrapWidth
        if let measured, measured.wrap == wrap { return measured.size }
        let size = textSize(wrappingAt: wrap)
        measured = (wrap, size)
        return size
    }

    override var dependsOnLaidOutWidth: Bool { true }

    override func adoptLaidOutWidth(_ width: Double, rootResized: Bool) -> Bool {
        guard wrapsAtLaidOutWidth, !text.isEmpty else { return false }
        let natural = naturalWidth ?? textSize(wrappingAt: nil).width
        naturalWidth = natural
        guard
            automaticWrap.adopt(
                laidOut: width, natural: natural, measured: intrinsicContentSize.width,
                rootResized: rootResized)
        else { return false }
        let before = measured?.size
        guard intrinsicContentSize != before else { return false }
        invalidateIntrinsicContentSize()
        return true
    }

    /// The text's size wrapped at `size.width` when the label has more than one line and the
    /// width is positive (else on one line per paragraph, or at `preferredMaxLayoutWidth` when
    /// set), as `UILabel.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard numberOfLines != 1 else { return textSize(wrappingAt: nil) }
        if preferredMaxLayoutWidth > 0 { return textSize(wrappingAt: preferredMaxLayoutWidth) }
        return textSize(wrappingAt: size.width > 0 ? size.width : nil)
    }

    override func fittingContentSize(laidOutWidth width: Double?) -> Size {
        guard wrapsAtLaidOutWidth, !text.isEmpty else { return intrinsicContentSize }
        let natural = textSize(wrappingAt: nil)
        guard let width, width < natural.width - 1e-6 else { return natural }
        return textSize(wrappingAt: width)
    }

    /// The view's description with its text: `<TYPE: name; frame = (x y; width height); text = 'TEXT'>`.
    public override var description: String { "<\(typeName): \(name); frame = \(frame); text = '\(text)'>" }
}

extension Double {
    /// Rounded up to a multiple of `1 / scale` (unchanged when `scale` is not positive), with a
    /// tolerance of a millionth of a pixel so that exact values stay put.
    func roundedUp(toScale scale: Double) -> Double {
        guard scale > 0 else { return self }
        return (self * scale - 1e-6).rounded(.up) / scale
    }
}
