/// A segmented control sized by its segment titles, as `UISegmentedControl` (iOS 13 and later):
/// segments of equal width, each the widest title in the selected segment's semibold face plus
/// 17 points, the total rounded up to whole points, 32 points high (more when the font's line
/// needs it). The padding is fitted to the segmented controls Xcode sizes from their titles.
///
/// ```swift
/// let mode = SegmentedControl(name: "mode", titles: ["Solid", "Gradient"])
/// // mode.intrinsicContentSize == Size(width: 145, height: 32)
/// ```
open class SegmentedControl: View {
    /// The segments' titles, in order.
    public var titles: [String] { didSet { if titles != oldValue { invalidateIntrinsicContentSize() } } }
    /// The titles' font (UIKit's: the system font at 13 points).
    public var font: Font = .systemFont(ofSize: 13) { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// What measures the titles.
    public var measurer: any TextMeasurer { didSet { invalidateIntrinsicContentSize() } }

    /// The number of segments (UIKit's `numberOfSegments`).
    public var numberOfSegments: Int { titles.count }

    /// Creates a segmented control; it does not translate an autoresizing mask.
    public init(
        name: String? = nil, titles: [String] = [], font: Font = .systemFont(ofSize: 13),
        measurer: any TextMeasurer = SystemFontTextMeasurer()
    ) {
        self.titles = titles
        self.font = font
        self.measurer = measurer
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Equal segments as wide as the widest title plus padding (see the type's description).
    /// The intrinsic size (the current size on an axis without one), as UIKit's control does.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicSize(orElse: bounds.size) }

    open override var intrinsicContentSize: Size {
        var selected = font
        selected.weight = max(font.weight, .semibold)
        let widest = titles.map { measurer.width(of: $0, in: selected) }.max() ?? 0
        let width = titles.isEmpty ? 0 : (Double(titles.count) * (widest + 17)).roundedUp(toScale: 1)
        return Size(width: width, height: max(32, (measurer.metrics(for: font).lineHeight + 14).roundedUp(toScale: 1)))
    }
}
