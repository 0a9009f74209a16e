// Measuring a view: Auto Layout's fitting size (`systemLayoutSizeFitting`) and the frame-based
// `sizeThatFits(_:)` / `sizeToFit()`, as UIKit names them.

extension View {
    /// The target size that asks for the smallest size the constraints allow (UIKit's
    /// `UIView.layoutFittingCompressedSize`, zero by zero).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// The target size that asks for the largest size the constraints allow (UIKit's
    /// `UIView.layoutFittingExpandedSize`, ten million points on each axis).
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it closest to `targetSize`, both axes at
    /// `LayoutPriority.fittingSizeLevel` (50), as `UIView.systemLayoutSizeFitting(_:)`.
    ///
    /// ```swift
    /// let card = View(name: "card")
    /// let title = Label(name: "title", text: "Hello")
    /// card.addSubview(title)
    /// try title.pinEdges(insets: EdgeInsets(all: 8))
    /// let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    /// print(size.width == title.intrinsicContentSize.width + 16)  // true
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are asked to equal
    /// `targetSize`'s at the given priorities, as
    /// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    /// A self-sizing cell asks for its height at a fixed width: `.required` horizontally,
    /// `.fittingSizeLevel` vertically, with `layoutFittingCompressedSize.height`.
    ///
    /// The view is measured as a root: the constraints of its subtree count (those installed on
    /// it and its descendants, with its subviews' intrinsic sizes and frames that translate into
    /// constraints); constraints to its superview and its own frame do not. Multi-line labels
    /// wrap at the width the measurement gives them. Measuring never changes the live layout: it
    /// solves in a solver of its own and moves no frame (UIKit: "does not actually change the
    /// size of the view").
    ///
    /// ```swift
    /// let cell = View(name: "cell")
    /// let body = Label(name: "body", text: "A long line of text that needs more than one line here")
    /// body.numberOfLines = 0
    /// cell.addSubview(body)
    /// try body.pinEdges()
    /// let size = cell.systemLayoutSizeFitting(Size(width: 120, height: 0),
    ///                                         withHorizontalFittingPriority: .required,
    ///                                         verticalFittingPriority: .fittingSizeLevel)
    /// print(size.width, size.height > body.intrinsicContentSize.height)  // 120.0 true
    /// ```
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size {
        let measurement = FittingMeasurement(
            view: self, target: targetSize, horizontal: horizontalFittingPriority,
            vertical: verticalFittingPriority)
        return measurement.measure()
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin, as `UIView.sizeToFit()`.
    ///
    /// ```swift
    /// let label = Label(name: "label", text: "Fits")
    /// label.sizeToFit()
    /// print(label.frame.size == label.intrinsicContentSize)  // true
    /// ```
    public func sizeToFit() {
        let f = untransformedFrame
        untransformedFrame = Rect(origin: f.origin, size: sizeThatFits(f.size))
    }

    /// `intrinsicContentSize` with each missing axis taken from `fallback`.
    func intrinsicSize(orElse fallback: Size) -> Size {
        let s = intrinsicContentSize
        return Size(
            width: s.width == View.noIntrinsicMetric ? fallback.width : s.width,
            height: s.height == View.noIntrinsicMetric ? fallback.height : s.height)
    }
}
