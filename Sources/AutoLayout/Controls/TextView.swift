/// A multi-line text view, as `UITextView`: with scrolling enabled (the default) it has no
/// intrinsic size; with `isScrollEnabled` false it is sized by its text, wrapped at the width
/// layout gives it, as UIKit's non-scrolling text view is.
///
/// The text sits in a text container inset by `textContainerInset` (UIKit's default 8 points
/// above and below) with `lineFragmentPadding` (5 points) on each side of every line, so its
/// intrinsic size is the text's plus 10 points wide and 16 high. Empty text still has one line.
///
/// ```swift
/// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let notes = TextView(name: "notes", text: "Short note")
/// notes.isScrollEnabled = false
/// root.addSubview(notes)
/// try LayoutConstraint.activate([
///     notes.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
///     notes.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
///     notes.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
/// ])
/// root.layoutIfNeeded()
/// // notes.frame.height == 30.5 (one 12-point line of 14.32 points and 16 of insets, on the 2x grid)
/// ```
open class TextView: View {
    /// The text; changing it invalidates the intrinsic size.
    public var text: String { didSet { if text != oldValue { textDidChange() } } }
    /// The font (UIKit's text view default: the system font at 12 points).
    public var font: Font = .systemFont(ofSize: 12) { didSet { if font != oldValue { textDidChange() } } }
    /// Whether the view scrolls its text (then it has no intrinsic size); default true.
    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { textDidChange() } } }
    /// Space around the text container (UIKit's default: 8 above and below).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textDidChange() } }
    }
    /// Space at each end of every line inside the container (UIKit's default 5).
    public var lineFragmentPadding: Double = 5 { didSet { if lineFragmentPadding != oldValue { textDidChange() } } }
    /// What measures the text.
    public var measurer: any TextMeasurer { didSet { textDidChange() } }
    /// Pixels per point for rounding (default 2).
    public var displayScale: Double = 2 { didSet { if displayScale != oldValue { textDidChange() } } }

    var automaticWrap = AutomaticWrapWidth()
    /// The text measured in the font, made when first needed after a change.
    private var measuredText: MeasuredText?

    /// Creates a text view; it does not translate an autoresizing mask (it is laid out by constraints).
    public init(
        name: String? = nil, text: String = "", font: Font = .systemFont(ofSize: 12),
        measurer: any TextMeasurer = SystemFontTextMeasurer()
    ) {
        self.text = text
        self.font = font
        self.measurer = measurer
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
    }

    private func textDidChange() {
        automaticWrap = AutomaticWrapWidth()
        measuredText = nil
        invalidateIntrinsicContentSize()
    }

    private var horizontalChrome: Double { textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding }

    /// The size of the text wrapped at `width` of text (nil: one line per paragraph), with the
    /// container's insets and padding, rounded up to the pixel grid.
    public func contentSize(wrappingTextAt width: Double?) -> Size {
        let measured = measuredText ?? MeasuredText(text.isEmpty ? " " : text, in: font, by: measurer)
        measuredText = measured
        let raw = measured.size(maxWidth: width, numberOfLines: 0, anywhere: false)
        let height = raw.height + textContainerInset.top + textContainerInset.bottom
        return Size(
            width: (raw.width + horizontalChrome).roundedUp(toScale: displayScale),
            height: height.roundedUp(toScale: displayScale))
    }

    /// No intrinsic size while scrolling is enabled; else the text's, wrapped at the laid-out width.
    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return contentSize(wrappingTextAt: automaticWrap.width.map { $0 - horizontalChrome })
    }

    /// The text's size wrapped at `size.width` (less the insets and padding; unlimited when it
    /// is 0 or less), with the container's insets, as `UITextView.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: Size) -> Size {
        contentSize(wrappingTextAt: size.width > 0 ? max(size.width - horizontalChrome, 0) : nil)
    }

    override func fittingContentSize(laidOutWidth width: Double?) -> Size {
        guard !isScrollEnabled else { return intrinsicContentSize }
        let natural = contentSize(wrappingTextAt: nil)
        guard let width, width < natural.width - 1e-6 else { return natural }
        return contentSize(wrappingTextAt: max(width - horizontalChrome, 0))
    }

    override var dependsOnLaidOutWidth: Bool { true }

    override func adoptLaidOutWidth(_ width: Double, rootResized: Bool) -> Bool {
        guard !isScrollEnabled else { return false }
        let before = intrinsicContentSize
        guard
            automaticWrap.adopt(
                laidOut: width, natural: contentSize(wrappingTextAt: nil).width,
                measured: before.width, rootResized: rootResized)
        else { return false }
        guard intrinsicContentSize != before else { return false }
        invalidateIntrinsicContentSize()
        return true
    }
}
