// The engine's per-view slots (`ViewSlots`) and the queues of views that asked for a hook.
//
// Slots are built lazily from the tree and dropped (`invalidateSlots()`) before any change to
// the tree: a view that leaves the tree, or a tree that is rebuilt, first gets its solved frame
// written back into the view (`storedFrame`), so that `View.frame` reads the same afterwards.
// The queues hold exactly the views whose flag is set while the slots are valid; while they are
// not, only the flags are set, and the next build collects the queues from them.

extension LayoutEngine {
    /// Builds the slots if the tree changed since they were last built.
    func ensureSlots() {
        guard !slotsValid, let root = rootStorage else { return }
        slots = ViewSlots(root: root)
        slots.pixelScale = effectivePixelScale
        slotsValid = true
        viewListVersion &+= 1
        needsFullRead = true
        layoutQueue = slots.views.filter { $0.view.needsLayoutFlag }
        updateQueue = slots.views.filter { $0.view.needsUpdateConstraintsFlag }
        widthDependentSlots = []
        scrollViewSlots = []
        for slot in slots.views.indices {
            let view = slots.views[slot].view
            if view.dependsOnLaidOutWidth { widthDependentSlots.append(slot) }
            if view is ScrollView { scrollViewSlots.append(slot) }
        }
    }

    /// Writes each view's solved frame and alignment rectangle back into the view, then drops the slots.
    func invalidateSlots() {
        guard slotsValid else { return }
        for slot in 0..<slots.count {
            let view = slots.views[slot].view
            if slots.stamps[slot] > view.frameStamp {
                view.storedFrame =
                    slot == 0
                    ? Rect(origin: view.storedFrame.origin, size: slots.frames[0].size)
                    : slots.frameInSuperview(slot)
                if slot > 0 { view.storedFrameBasis = slots.frames[slots.parents[slot]].size }
            }
            let a = slots.alignment[slot]
            view.solvedAlignmentRect = a.minX.isNaN ? nil : a
            view.frameStamp = Int.min
            view.orderIndex = -1
        }
        slots = ViewSlots()
        slots.pixelScale = effectivePixelScale
        slotsValid = false
        widthDependentSlots = []
        scrollViewSlots = []
        layoutQueue = []
        updateQueue = []
    }

    /// Asks for `view.layoutSubviews()` in the next pass.
    func setNeedsLayout(_ view: View) {
        dirty = true
        guard !view.needsLayoutFlag else { return }
        view.needsLayoutFlag = true
        if slotsValid { layoutQueue.append(UnownedView(view)) }
    }

    /// Asks for `view.updateConstraints()` before the next pass.
    func setNeedsUpdateConstraints(_ view: View) {
        dirty = true
        guard !view.needsUpdateConstraintsFlag else { return }
        view.needsUpdateConstraintsFlag = true
        if slotsValid { updateQueue.append(UnownedView(view)) }
    }

    /// The alignment insets of `view` changed: its frame follows at the next pass.
    func insetsChanged(of view: View) {
        let slot = view.orderIndex
        guard slotsValid, slot >= 0, slot < slots.count else { return }
        slots.insets[slot] = view.alignmentRectInsets
        if view.alignmentRectInsets != .zero { slots.hasInsets = true }
        slots.alignment[slot] = ViewSlots.unread
        slots.local[slot] = ViewSlots.unread
        needsFullRead = true
    }

    /// The bounds origin of `view` changed (a scroll): its descendants' rectangles in root
    /// coordinates follow at the next pass, which reads every slot again (no solve: the
    /// constraints are in content coordinates and did not change). The view is asked for
    /// `layoutSubviews()`, as UIKit lays a scroll view out on every scroll.
    func boundsOriginChanged(of view: View) {
        let slot = view.orderIndex
        if slotsValid, slot >= 0, slot < slots.count {
            slots.boundsOrigins[slot] = view.boundsOrigin
            if view.boundsOrigin != .zero { slots.hasBoundsOrigins = true }
            needsFullRead = true
        }
        markDirty()
        setNeedsLayout(view)
    }

    /// Calls `body` once on each queued view whose flag is still set, in slot order (ascending,
    /// or descending for `bottomUp`), clearing the flag first. Views queued while it runs are
    /// taken in the same call when they come later in that order; the others (and all of them
    /// if the tree changes) stay queued for the next call.
    func drain(
        _ queue: ReferenceWritableKeyPath<LayoutEngine, [UnownedView]>,
        flag: ReferenceWritableKeyPath<View, Bool>, bottomUp: Bool, _ body: (View, Int) -> Void
    ) {
        guard !self[keyPath: queue].isEmpty else { return }
        func order(_ a: UnownedView, _ b: UnownedView) -> Bool {
            bottomUp ? a.view.orderIndex > b.view.orderIndex : a.view.orderIndex < b.view.orderIndex
        }
        self[keyPath: queue].sort(by: order)
        var sortedCount = self[keyPath: queue].count
        var index = 0
        var last = -1
        var carried: [UnownedView] = []
        while index < self[keyPath: queue].count {
            if index >= sortedCount || self[keyPath: queue].count > sortedCount {
                self[keyPath: queue][index...].sort(by: order)
                sortedCount = self[keyPath: queue].count
            }
            let view = self[keyPath: queue][index].view
            index += 1
            guard view[keyPath: flag] else { continue }
            let slot = view.orderIndex
            let inOrder = last < 0 || (bottomUp ? slot < last : slot > last)
            guard slotsValid, slot >= 0, inOrder else {
                carried.append(UnownedView(view))
                continue
            }
            last = slot
            view[keyPath: flag] = false
            body(view, slot)
        }
        // While the slots are invalid the next build collects the queue from the flags.
        self[keyPath: queue] = slotsValid ? carried : []
    }
}
