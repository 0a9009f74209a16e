// Scrolling a table to a row: the content offset that shows it where asked, as UIKit computes
// it for `scrollToRow(at:at:animated:)`.

import Foundation

extension TableView {
    /// Where `scrollToRow(at:at:animated:)` puts the row, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable, CaseIterable {
        /// As little scrolling as shows the whole row (none when it is shown already).
        case none
        /// The row at the top of the visible area (below a floating section header in `.plain`).
        case top
        /// The row centred in the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// Scrolls so that the row at `indexPath` shows at `position`, as
    /// `UITableView.scrollToRow(at:at:animated:)`; `animated` is accepted and ignored here
    /// (a run loop's `scroll(_:to:duration:)` animates it). Does nothing for a row that does not
    /// exist.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let offset = contentOffset(forRowAt: indexPath, at: position) else { return }
        setContentOffset(offset, animated: animated)
    }

    /// The content offset that shows the row at `indexPath` at `position`: its rectangle (the
    /// row sized first if it was estimated) against the visible area (the bounds less the
    /// adjusted content inset, and in `.plain` less the section's floating header at the
    /// top), clamped to the content, as UIKit does not scroll past either end. Nil for a row
    /// that does not exist.
    public func contentOffset(forRowAt indexPath: IndexPath, at position: ScrollPosition) -> Point? {
        layoutIfNeeded()
        guard let i = rows.flatIndex(of: indexPath) else { return nil }
        if !rows.sized[i] {
            size(row: i)
            setNeedsLayout()
            layoutIfNeeded()
        }
        let row = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let pinned = style == .plain ? rows.headers[indexPath.section] : 0
        let visibleTop = inset.top + pinned
        let visibleHeight = bounds.height - visibleTop - inset.bottom
        let current = contentOffset.y
        var y: Double
        switch position {
        case .top: y = row.minY - visibleTop
        case .middle: y = row.midY - visibleHeight / 2 - visibleTop
        case .bottom: y = row.maxY - visibleHeight - visibleTop
        case .none:
            if row.minY < current + visibleTop {
                y = row.minY - visibleTop
            } else if row.maxY > current + visibleTop + visibleHeight {
                y = row.maxY - visibleHeight - visibleTop
            } else {
                y = current
            }
        }
        let lowest = -inset.top
        let highest = max(lowest, contentSize.height + inset.bottom - bounds.height)
        y = min(max(y, lowest), highest)
        return Point(x: contentOffset.x, y: y)
    }
}
