/// A button sized by its title, as UIKit's system button (`UIButton(type: .system)` without a
/// configuration): the title on one line in `font` (15-point system font by default), rounded up
/// to whole points, plus `contentEdgeInsets`.
///
/// With zero `contentEdgeInsets` (the default) UIKit adds 6 points above and below the title
/// (a 15-point title makes a 30-point-high button, as Xcode shows it); any non-zero insets
/// replace that padding. A button without a title is 30 by 34 points (UIKit's empty system
/// button). Images are not modelled.
///
/// ```swift
/// let save = Button(name: "save", title: "Save")
/// // save.intrinsicContentSize.height == 30
/// save.contentEdgeInsets = EdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
/// // save.intrinsicContentSize.height == 26 (18 for the title, 8 for the insets)
/// ```
open class Button: View {
    /// The title for the normal state.
    public var title: String { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
    /// The title's font (UIKit's system button: the system font at 15 points).
    public var font: Font = .systemFont(ofSize: 15) { didSet { if font != oldValue { fontDidChange() } } }
    /// Space around the title; zero means UIKit's default 6 points above and below.
    public var contentEdgeInsets: EdgeInsets = .zero { didSet { if contentEdgeInsets != oldValue { fontDidChange() } } }
    /// What measures the title.
    public var measurer: any TextMeasurer { didSet { fontDidChange() } }

    /// Creates a button; it does not translate an autoresizing mask (it is laid out by constraints).
    public init(
        name: String? = nil, title: String = "", font: Font = .systemFont(ofSize: 15),
        measurer: any TextMeasurer = SystemFontTextMeasurer()
    ) {
        self.title = title
        self.font = font
        self.measurer = measurer
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
        fontDidChange()
    }

    private func fontDidChange() {
        let metrics = measurer.metrics(for: font)
        let padding = contentEdgeInsets == .zero ? 6 : contentEdgeInsets.top
        firstBaselineOffsetFromTop = padding + metrics.ascender
        lastBaselineOffsetFromBottom = (contentEdgeInsets == .zero ? 6 : contentEdgeInsets.bottom) + metrics.lineHeight - metrics.ascender
        invalidateIntrinsicContentSize()
    }

    /// The title's size rounded up to whole points, plus the insets (see the type's description).
    /// The intrinsic size (the current size on an axis without one), as UIKit's control does.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicSize(orElse: bounds.size) }

    open override var intrinsicContentSize: Size {
        guard !title.isEmpty else { return Size(width: 30, height: 34) }
        let text = measurer.size(of: title, in: font)
        let insets = contentEdgeInsets
        let vertical = insets == .zero ? 12 : insets.top + insets.bottom
        return Size(
            width: text.width.roundedUp(toScale: 1) + insets.left + insets.right,
            height: text.height.roundedUp(toScale: 1) + vertical)
    }
}
