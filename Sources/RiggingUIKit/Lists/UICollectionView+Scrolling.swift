import AutoLayout

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts the item (UIKit's `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leaves the offset as it is.
        public static let none = ScrollPosition([])
        /// The item's top at the visible top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the visible bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's leading edge at the visible left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's trailing edge at the visible right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition`. In an orthogonally
    /// scrolling section of a compositional layout this scrolls the section itself: its offset
    /// along its own axis puts the item's start at the section's leading inset (`.left`, or
    /// `.top` for a horizontal layout), centred, or its end at the trailing edge, then comes to
    /// rest as the section's behaviour pages (see `NSCollectionLayoutSection.orthogonalScrollingBehavior`);
    /// the change is made at once (the section's own scrolling is not animated here). Elsewhere
    /// the collection's content offset moves along the scrolling axis, within the content
    /// (animated as `setContentOffset(_:animated:)` animates).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let horizontal = collectionViewLayout.placing.scrollDirection == .horizontal
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout,
            let line = compositional.orthogonalSections[indexPath.section]
        {
            // Along the section's own axis (across the layout's), before its offset.
            let start = (horizontal ? frame.minY : frame.minX) + line.offset
            let length = horizontal ? frame.height : frame.width
            let leading: ScrollPosition = horizontal ? .top : .left
            let centred: ScrollPosition = horizontal ? .centeredVertically : .centeredHorizontally
            let trailing: ScrollPosition = horizontal ? .bottom : .right
            let target: Double
            if scrollPosition.contains(leading) {
                target = start - line.leadingInset
            } else if scrollPosition.contains(centred) {
                target = start + length / 2 - line.visibleLength / 2
            } else if scrollPosition.contains(trailing) {
                target = start + length - line.visibleLength
            } else {
                return
            }
            compositional.setOrthogonalOffset(CGFloat(target), forSection: indexPath.section)
            layoutIfNeeded()
            return
        }
        let inset = adjustedContentInset
        let visible = bounds.size
        var offset = contentOffset
        if horizontal {
            if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
            if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - visible.width / 2 }
            if scrollPosition.contains(.right) { offset.x = frame.maxX - visible.width + inset.right }
            offset.x = min(max(offset.x, -inset.left), max(contentSize.width - visible.width + inset.right, -inset.left))
        } else {
            if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
            if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - visible.height / 2 }
            if scrollPosition.contains(.bottom) { offset.y = frame.maxY - visible.height + inset.bottom }
            offset.y = min(max(offset.y, -inset.top), max(contentSize.height - visible.height + inset.bottom, -inset.top))
        }
        setContentOffset(offset, animated: animated)
    }
}
