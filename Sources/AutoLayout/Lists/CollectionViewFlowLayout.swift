import Foundation

/// Items in lines, as `UICollectionViewFlowLayout` places them with vertical scrolling: each
/// section's items fill lines from its left inset, as many as fit with `minimumInteritemSpacing`
/// between them; a line's leftover width is shared out between its gaps (a line of one item
/// centres it), items are centred vertically on the line (as tall as its tallest item), lines
/// are `minimumLineSpacing` apart, and `sectionInset` surrounds each section.
///
/// Items are `itemSize`, or with an `estimatedItemSize` (or `automaticSize`) each cell's
/// preferred size (`CollectionViewCell.preferredSize(fitting:)`): self-sizing cells.
///
/// A section with a positive `headerReferenceSize` height has a header that wide as the
/// collection, above its top inset; `footerReferenceSize` puts a footer below the bottom inset
/// (with horizontal scrolling, their widths count and they are as tall as the collection).
/// `sectionHeadersPinToVisibleBounds` keeps a header at the top of the visible bounds while its
/// section is on screen, the next section pushing it away, as UIKit documents.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = Size(width: 100, height: 40)
/// layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
/// let frames = layout.frames(of: [[Size](repeating: layout.itemSize, count: 5)], width: 340)
/// print(frames[0].map(\.minX))  // [10.0, 120.0, 230.0, 10.0, 230.0]: a short line is spread too
/// ```
public final class CollectionViewFlowLayout: CollectionViewLayout {
    /// Asks each cell for its size, the estimate being UIKit's default for `automaticSize`, as
    /// `UICollectionViewFlowLayout.automaticSize`.
    public static let automaticSize = Size(width: -1, height: -1)
    /// The estimate a self-sizing cell is measured against with `automaticSize`.
    public static let automaticEstimate = Size(width: 50, height: 50)

    /// Every item's size when `estimatedItemSize` is zero (UIKit's default 50 by 50).
    public var itemSize = Size(width: 50, height: 50)
    /// Zero (the default) for `itemSize`; otherwise each item is its cell's preferred size, with
    /// this as the estimate (`automaticSize` for the default estimate).
    public var estimatedItemSize = Size.zero
    /// The least space between lines (default 10).
    public var minimumLineSpacing: Double = 10
    /// The least space between items of a line (default 10).
    public var minimumInteritemSpacing: Double = 10
    /// Space around each section's items (default zero).
    public var sectionInset = EdgeInsets.zero
    /// The axis the content scrolls along (default `.vertical`). Horizontal scrolling makes
    /// lines columns: the same placement with the axes swapped (items fill a column from the
    /// top inset; columns go left to right, `minimumLineSpacing` apart).
    public var scrollDirection = ScrollDirection.vertical

    /// The size of each section's header: its height when scrolling vertically, its width
    /// horizontally; zero (the default) for none.
    public var headerReferenceSize = Size.zero
    /// The size of each section's footer, as `headerReferenceSize`.
    public var footerReferenceSize = Size.zero
    /// Whether headers stay at the top of the visible bounds while their section is on screen
    /// (default false).
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom of the visible bounds while their section is on
    /// screen (default false).
    public var sectionFootersPinToVisibleBounds = false

    /// Per-section and per-item answers in place of the properties above, held weakly.
    public weak var delegate: (any CollectionViewFlowLayoutDelegate)?

    /// The axis a flow layout's content scrolls along, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Sendable, CaseIterable {
        /// Lines are rows, stacked downwards.
        case vertical
        /// Lines are columns, placed rightwards.
        case horizontal
    }

    /// Creates a layout with UIKit's defaults.
    public init() {}

    /// Whether items size themselves (`estimatedItemSize` is not zero).
    public var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The frames of items of `sizes` (per section) in a collection `width` wide, in content
    /// coordinates.
    public func frames(of sizes: [[Size]], width: Double) -> [[Rect]] { layout(sizes, width: width).frames }

    /// Sizes the items (self-sizing ones through `context.sizeItem` against the estimate) and
    /// places them with the sections' headers and footers.
    public func placement(in context: CollectionLayoutContext) -> CollectionLayoutPlacement {
        let estimate = estimatedItemSize == Self.automaticSize ? Self.automaticEstimate : estimatedItemSize
        let sizes = context.itemCounts.enumerated().map { section, count in
            (0..<count).map { item in
                let path = IndexPath(item: item, section: section)
                return isSelfSizing ? context.sizeItem(path, estimate, false, false) : delegate?.sizeForItem(at: path) ?? itemSize
            }
        }
        let horizontal = scrollDirection == .horizontal
        let placed = layout(sizes, width: horizontal ? context.size.height : context.size.width)
        let extent = horizontal ? context.size.height : context.size.width
        return CollectionLayoutPlacement(
            itemFrames: placed.frames, supplementaries: placed.supplementaries,
            contentSize: horizontal ? Size(width: placed.height, height: extent) : Size(width: extent, height: placed.height))
    }

    /// The frames per section, the headers and footers, and the content's extent along the
    /// scrolling axis, `width` being the extent across it (the height for horizontal scrolling).
    func layout(_ sizes: [[Size]], width: Double) -> (frames: [[Rect]], supplementaries: [CollectionSupplementaryPlacement], height: Double) {
        let horizontal = scrollDirection == .horizontal
        // Each section's metrics in the vertical frame of reference.
        let metrics = sizes.indices.map { section in
            let inset = delegate?.insetForSection(at: section) ?? sectionInset
            let header = delegate?.referenceSizeForHeader(inSection: section) ?? headerReferenceSize
            let footer = delegate?.referenceSizeForFooter(inSection: section) ?? footerReferenceSize
            return SectionMetrics(
                inset: horizontal ? EdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom) : inset,
                lineSpacing: delegate?.minimumLineSpacingForSection(at: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.minimumInteritemSpacingForSection(at: section) ?? minimumInteritemSpacing,
                header: horizontal ? header.width : header.height, footer: horizontal ? footer.width : footer.height)
        }
        guard horizontal else { return rows(sizes, width: width, metrics: metrics) }
        let swapped = sizes.map { $0.map { Size(width: $0.height, height: $0.width) } }
        let placed = rows(swapped, width: width, metrics: metrics)
        let transpose = { (r: Rect) in Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
        let supplementaries = placed.supplementaries.map {
            CollectionSupplementaryPlacement(kind: $0.kind, indexPath: $0.indexPath, frame: transpose($0.frame), pinning: $0.pinning)
        }
        return (placed.frames.map { $0.map(transpose) }, supplementaries, placed.height)
    }

    /// A section's insets, spacings and header and footer extents along the scrolling axis.
    private struct SectionMetrics {
        var inset: EdgeInsets
        var lineSpacing: Double
        var interitemSpacing: Double
        var header: Double
        var footer: Double
    }

    /// The vertical placement: lines as rows across `width`, each section between its header
    /// (none when its extent is zero) and its footer.
    private func rows(
        _ sizes: [[Size]], width: Double, metrics: [SectionMetrics]
    ) -> (frames: [[Rect]], supplementaries: [CollectionSupplementaryPlacement], height: Double) {
        var y = 0.0
        var all: [[Rect]] = []
        var supplementaries: [CollectionSupplementaryPlacement] = []
        for (index, section) in sizes.enumerated() {
            let metric = metrics[index]
            let sectionInset = metric.inset
            let (header, footer) = (metric.header, metric.footer)
            let minimumLineSpacing = metric.lineSpacing
            let minimumInteritemSpacing = metric.interitemSpacing
            let available = width - sectionInset.left - sectionInset.right
            let sectionStart = y
            let headerAt = supplementaries.count
            if header > 0 {
                supplementaries.append(
                    CollectionSupplementaryPlacement(
                        kind: CollectionView.elementKindSectionHeader, indexPath: IndexPath(item: 0, section: index),
                        frame: Rect(x: 0, y: y, width: width, height: header)))
                y += header
            }
            var frames: [Rect] = []
            y += sectionInset.top
            var start = 0
            var firstLine = true
            while start < section.count {
                // As many items as fit with the minimum spacing; at least one.
                var end = start + 1
                var used = section[start].width
                while end < section.count, used + minimumInteritemSpacing + section[end].width <= available + 1e-9 {
                    used += minimumInteritemSpacing + section[end].width
                    end += 1
                }
                if !firstLine { y += minimumLineSpacing }
                firstLine = false
                let line = section[start..<end]
                let height = line.map(\.height).max() ?? 0
                let count = line.count
                if count == 1 {
                    let s = line[start]
                    frames.append(
                        Rect(
                            x: sectionInset.left + (available - s.width) / 2, y: y + (height - s.height) / 2,
                            width: s.width, height: s.height))
                } else {
                    let widths = line.map(\.width).reduce(0, +)
                    let gap = max((available - widths) / Double(count - 1), minimumInteritemSpacing)
                    var x = sectionInset.left
                    for s in line {
                        frames.append(Rect(x: x, y: y + (height - s.height) / 2, width: s.width, height: s.height))
                        x += s.width + gap
                    }
                }
                y += height
                start = end
            }
            y += sectionInset.bottom
            if footer > 0 {
                supplementaries.append(
                    CollectionSupplementaryPlacement(
                        kind: CollectionView.elementKindSectionFooter, indexPath: IndexPath(item: 0, section: index),
                        frame: Rect(x: 0, y: y, width: width, height: footer)))
                y += footer
            }
            // A pinned header or footer stays within its whole section, so the next section's
            // header pushes the pinned one away.
            for at in headerAt..<supplementaries.count {
                let isHeader = supplementaries[at].kind == CollectionView.elementKindSectionHeader
                if isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
                    supplementaries[at].pinning = .init(toLeadingEdge: isHeader, lowerBound: sectionStart, upperBound: y)
                }
            }
            all.append(frames)
        }
        return (all, supplementaries, y)
    }
}
