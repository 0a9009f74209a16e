// A scroll view at rest at the top of its content stays there when its adjusted content inset
// changes, as UIKit's does: a table placed under a navigation bar starts with its first row
// below the bar (`contentOffset.y == -adjustedContentInset.top`), and keeps it there when the
// bar's height or the safe area changes (a rotation, a bar hidden).

extension ScrollView {
    /// Moves the content offset along with a change of `adjustedContentInset` when it rests at
    /// the inset's edge: an offset at `-top` (the content's top showing below the inset) becomes
    /// the new `-top`, and likewise an offset at `-left`; an offset anywhere else is kept (the
    /// user scrolled). The first layout sees the change from a zero inset, so a scroll view at
    /// its initial offset of zero starts at `-adjustedContentInset.top`. Calls
    /// `adjustedContentInsetDidChange()` after any change. Returns whether the inset changed.
    @discardableResult
    func keepOffsetAtRest() -> Bool {
        let adjusted = adjustedContentInset
        let previous = restingInset
        guard adjusted != previous else { return false }
        restingInset = adjusted
        var offset = contentOffset
        if offset.y == -previous.top { offset.y = -adjusted.top }
        if offset.x == -previous.left { offset.x = -adjusted.left }
        if offset != contentOffset { contentOffset = offset }
        adjustedContentInsetDidChange()
        return true
    }
}

extension LayoutEngine {
    /// After the frames and safe areas of a pass: each scroll view resting at the edge of its
    /// adjusted content inset follows a change of that inset (`ScrollView.keepOffsetAtRest()`).
    /// A moved offset marks the engine dirty, so the pass runs again with the new bounds origin.
    func keepScrollViewsAtRest() {
        for slot in scrollViewSlots where slot < slots.count {
            guard let scroll = slots.views[slot].view as? ScrollView else { continue }
            scroll.keepOffsetAtRest()
        }
    }
}
