import AutoLayout

extension UIView {
    /// The smallest size the constraints allow (the target of `systemLayoutSizeFitting`).
    public static let layoutFittingCompressedSize = CGSize(View.layoutFittingCompressedSize)
    /// The largest size the constraints allow (the target of `systemLayoutSizeFitting`).
    public static let layoutFittingExpandedSize = CGSize(View.layoutFittingExpandedSize)

    /// The size the view's constraints give it nearest `targetSize`, at the fitting priority
    /// along both axes (a cell's content view sized by its content).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(layoutView.systemLayoutSizeFitting(targetSize.layoutSize))
    }

    /// The size the view's constraints give it nearest `targetSize`, holding each axis to it at
    /// a priority (`.required` holds the width of a table cell).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(
            layoutView.systemLayoutSizeFitting(
                targetSize.layoutSize,
                withHorizontalFittingPriority: horizontalFittingPriority.layoutPriority,
                verticalFittingPriority: verticalFittingPriority.layoutPriority))
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    public func sizeToFit() { layoutView.sizeToFit() }
}
