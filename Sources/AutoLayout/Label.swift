/// A label-like view whose intrinsic size is its text measured by a `TextMeasurer`, wrapping at
/// `preferredMaxLayoutWidth` when `numberOfLines` is not 1 (as `UILabel` does).
open class Label: View {
    /// The text; changing it invalidates the intrinsic size.
    public var text: String {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The measurer (fixed advance and line height).
    public var measurer: TextMeasurer {
        didSet { if measurer != oldValue { updateBaselines(); invalidateIntrinsicContentSize() } }
    }
    /// The most lines shown; 0 means no limit, 1 (the default) means no wrapping.
    public var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width multi-line text wraps at (0: no wrapping); the two-pass pattern sets it from the frame.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates a label; by default it does not translate an autoresizing mask (it is laid out by constraints).
    public init(name: String, text: String = "", measurer: TextMeasurer = TextMeasurer()) {
        self.text = text
        self.measurer = measurer
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
        updateBaselines()
    }

    private func updateBaselines() {
        firstBaselineOffsetFromTop = measurer.ascender
        lastBaselineOffsetFromBottom = measurer.lineHeight - measurer.ascender
    }

    /// The measured text: one line unless `numberOfLines` allows wrapping at `preferredMaxLayoutWidth`.
    open override var intrinsicContentSize: Size {
        let wrapAt: Double? = numberOfLines == 1 ? nil : preferredMaxLayoutWidth
        return measurer.size(of: text, maxWidth: wrapAt, numberOfLines: numberOfLines)
    }

    /// The view's description with its text: `<TYPE: name; frame = (x y; width height); text = 'TEXT'>`.
    public override var description: String { "<\(typeName): \(name); frame = \(frame); text = '\(text)'>" }
}
