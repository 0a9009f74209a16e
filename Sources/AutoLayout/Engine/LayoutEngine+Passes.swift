import Cassowary

// The layout cycle, as UIKit runs it: constraint updates bottom-up, one solve, frames read once,
// then `layoutSubviews()` top-down; repeated while hooks invalidate, at most
// `maximumLayoutPasses` times.

extension LayoutEngine {
    /// Runs constraint updates and layout passes until nothing is invalid (or the pass limit).
    public func layoutIfNeeded() {
        guard dirty || !pendingConstants.isEmpty, rootStorage != nil else { return }
        defer { checkAfterOperation("a layout pass") }
        for _ in 0..<max(maximumLayoutPasses, 1) {
            updateConstraintsPass()
            flushPendingConstants()
            resolveRootConflicts()
            readFrames()
            fitTextToLaidOutWidths()
            dirty = false
            if usesInsets { updateInsets() }
            keepScrollViewsAtRest()
            layoutSubviewsPass()
            passCount += 1
            if !dirty && pendingConstants.isEmpty && systemDirtyViews.isEmpty { return }
        }
        let stuck = orderedViews.filter { $0.view.needsLayoutFlag || $0.view.systemConstraintsDirty }.map(\.view.name)
        diagnose(
            "Layout did not settle after \(maximumLayoutPasses) passes: a layoutSubviews() or updateConstraints() "
                + "keeps invalidating layout" + (stuck.isEmpty ? "." : " (still invalid: \(stuck.joined(separator: ", "))).")
                + " Stopping here; frames are those of the last pass.")
        for entry in orderedViews { entry.view.needsLayoutFlag = false }
        layoutQueue = []
        dirty = false
    }

    /// Calls `updateConstraints()` bottom-up on views that asked, then syncs engine-made constraints.
    /// Only the views that asked are visited (plain `View`s and `Label`s, which do not override
    /// the hook, are not called).
    public func updateConstraintsPass() {
        ensureSlots()
        drain(\.updateQueue, flag: \.needsUpdateConstraintsFlag, bottomUp: true) { view, slot in
            if slots.hooks[slot].contains(.updateConstraints) { view.updateConstraints() }
        }
        syncSystemConstraints()
    }

    /// Calls `layoutSubviews()` top-down on views that asked or whose frames changed (see `readFrames()`).
    func layoutSubviewsPass() {
        drain(\.layoutQueue, flag: \.needsLayoutFlag, bottomUp: false) { view, slot in
            if slots.hooks[slot].contains(.layoutSubviews) {
                view.layoutSubviews()
            } else if !systemDirtyViews.isEmpty || !pendingConstants.isEmpty || solutionVersion != framesVersion {
                applyFrames(below: view)  // what the default `layoutSubviews()` does, without the call
            }
        }
    }

    /// Brings engine-made constraints up to date; their constant changes join the pending batch
    /// (a root resize changes width and height with one re-optimization).
    func syncSystemConstraints() {
        guard !systemDirtyViews.isEmpty else { return }
        batchDepth += 1
        defer { batchDepth -= 1 }
        while let entry = systemDirtyViews.popLast() {
            let view = entry.view
            // In this tree: its views point here (`collectDirtyViews`), a view that left does not
            // (`detach`); no walk to the root, which would make a deep chain quadratic.
            guard view.systemConstraintsDirty, view.engineCache === self else { continue }
            view.systemConstraintsDirty = false
            syncFrameConstraints(of: view)
            syncContentSizeConstraints(of: view)
        }
    }

    func installSystem(_ c: LayoutConstraint, on view: View) {
        do { try install(c, on: view) } catch { diagnose("Could not install \(c): \(error)") }
    }

    func syncFrameConstraints(of view: View) {
        if view === root {
            // The root's origin is not a solver variable (see View+Attributes.swift): only its size is pinned.
            if view.rootConstraints.isEmpty {
                let specs: [(LayoutAttribute, String, Double)] = [
                    (.width, "Width", view.untransformedFrame.width), (.height, "Height", view.untransformedFrame.height),
                ]
                view.rootConstraints = specs.map { attribute, suffix, value in
                    let c = LayoutConstraint(
                        item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
                        attribute: .notAnAttribute, multiplier: 1, constant: value,
                        priority: .required, kind: .rootFrame)
                    c.identifier = "Rigging-Root-\(suffix)"
                    return c
                }
                for c in view.rootConstraints { installSystem(c, on: view) }
            } else {
                let size = view.untransformedFrame.size
                if view.rootConstraints[0].constant != size.width || view.rootConstraints[1].constant != size.height {
                    rootResizedSinceTextFit = true
                }
                view.rootConstraints[0].constant = size.width
                view.rootConstraints[1].constant = size.height
            }
            return
        }
        let slot = view.orderIndex
        let hasSlot = slotsValid && slot > 0 && slot < slots.count
        guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview else {
            if hasSlot { slots.handSet[slot] = ViewSlots.unread }
            for c in view.autoresizingConstraints { c.deactivate() }
            view.autoresizingConstraints = []
            return
        }
        if hasSlot {
            // The frame set by hand, which the mask's constraints hold and the pixel grid leaves alone.
            slots.handSet[slot] =
                view.isPlacedByLayout
                ? ViewSlots.unread
                : ViewSlots.handSetRelative(view.untransformedFrame, insets: view.alignmentRectInsets, parentInsets: parent.alignmentRectInsets)
        }
        let specs = Self.autoresizingSpecs(view, parent)
        let existing = view.autoresizingConstraints
        let same =
            existing.count == specs.count
            && zip(existing, specs).allSatisfy { c, s in
                c.firstAttribute == s.attribute && c.secondAttribute == s.parentAttribute && c.multiplier == s.multiplier
                    && (c.firstView === view) == s.viewFirst
            }
        if same {
            for (c, s) in zip(existing, specs) { c.constant = s.constant }
            return
        }
        for c in existing { c.deactivate() }
        view.autoresizingConstraints = specs.map { s in
            let c =
                s.viewFirst
                ? LayoutConstraint(
                    item: view, attribute: s.attribute, relatedBy: .equal, toItem: s.parentAttribute == .notAnAttribute ? nil : parent,
                    attribute: s.parentAttribute, multiplier: s.multiplier, constant: s.constant,
                    priority: .required, kind: .autoresizingMask)
                : LayoutConstraint(
                    item: parent, attribute: s.parentAttribute, relatedBy: .equal, toItem: view,
                    attribute: s.attribute, multiplier: 1, constant: s.constant,
                    priority: .required, kind: .autoresizingMask)
            return c
        }
        for c in view.autoresizingConstraints { installSystem(c, on: parent) }
    }

    struct AutoresizingSpec {
        var attribute: LayoutAttribute
        var parentAttribute: LayoutAttribute
        var multiplier: Double
        var constant: Double
        /// `view.attribute == parent.parentAttribute * m + c`; false: `parent.attr == view.attr + c`.
        var viewFirst = true
    }

    /// Two constraints per axis from the frame and the mask, against the superview's size the
    /// frame was given or laid out against (`View.autoresizingBasis`); a flexible size with a
    /// flexible margin takes UIKit's share of a change (`AutoresizingMask.flexibleSize`). See the
    /// departures in LayoutEngine.swift.
    static func autoresizingSpecs(_ view: View, _ parent: View) -> [AutoresizingSpec] {
        let f = view.untransformedFrame
        let i = view.alignmentRectInsets
        let pi = parent.alignmentRectInsets
        let mask = view.autoresizingMask
        let parentSize = view.autoresizingBasis
        var specs: [AutoresizingSpec] = []
        for axis in LayoutAxis.allCases {
            let h = axis == .horizontal
            let flexLow = mask.contains(h ? .flexibleLeftMargin : .flexibleTopMargin)
            let flexSize = mask.contains(h ? .flexibleWidth : .flexibleHeight)
            let flexHigh = mask.contains(h ? .flexibleRightMargin : .flexibleBottomMargin)
            let low: LayoutAttribute = h ? .left : .top
            let high: LayoutAttribute = h ? .right : .bottom
            let size: LayoutAttribute = h ? .width : .height
            let center: LayoutAttribute = h ? .centerX : .centerY
            let origin = h ? f.minX : f.minY
            let extent = h ? f.width : f.height
            let inLow = h ? i.left : i.top
            let inHigh = h ? i.right : i.bottom
            let pInLow = h ? pi.left : pi.top
            let pInHigh = h ? pi.right : pi.bottom
            let parentExtent = h ? parentSize.width : parentSize.height
            let lowSpec = AutoresizingSpec(attribute: low, parentAttribute: low, multiplier: 1, constant: origin + inLow - pInLow)
            let fixedSize = AutoresizingSpec(attribute: size, parentAttribute: .notAnAttribute, multiplier: 1, constant: extent - inLow - inHigh)
            let highMargin = parentExtent - (origin + extent)
            let highSpec = AutoresizingSpec(
                attribute: high, parentAttribute: high, multiplier: 1,
                constant: highMargin + inHigh - pInHigh, viewFirst: false)
            let share = AutoresizingMask.flexibleSize(
                origin: origin, extent: extent, superview: parentExtent, flexibleLow: flexLow, flexibleHigh: flexHigh)
            let proportional = AutoresizingSpec(
                attribute: size, parentAttribute: size, multiplier: share.multiplier, constant: share.constant)
            let centerSpec = AutoresizingSpec(
                attribute: center, parentAttribute: center, multiplier: 1,
                constant: origin + extent / 2 - parentExtent / 2 + (inLow - inHigh) / 2 - (pInLow - pInHigh) / 2)
            switch (flexLow, flexSize, flexHigh) {
            case (false, false, _): specs += [lowSpec, fixedSize]
            case (false, true, false): specs += [lowSpec, highSpec]
            case (true, false, false): specs += [fixedSize, highSpec]
            case (false, true, true): specs += [lowSpec, proportional]
            case (true, true, false): specs += [proportional, highSpec]
            case (true, false, true): specs += [centerSpec, fixedSize]
            case (true, true, true): specs += [centerSpec, proportional]
            }
        }
        return specs
    }

    func syncContentSizeConstraints(of view: View) {
        let size = view.intrinsicContentSize
        for (a, axis) in LayoutAxis.allCases.enumerated() {
            let value = size[axis]
            let wants = value != View.noIntrinsicMetric && value.isFinite && value >= 0
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let specs: [(LayoutRelation, LayoutPriority)] = [
                (.lessThanOrEqual, view.contentHuggingPriority(for: axis)),
                (.greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
            ]
            for (k, spec) in specs.enumerated() {
                let slot = 2 * a + k
                let existing = view.contentSizeConstraints[slot]
                guard wants else {
                    existing?.deactivate()
                    view.contentSizeConstraints[slot] = nil
                    continue
                }
                if let c = existing, c.storedPriority.isRequired == spec.1.isRequired {
                    c.constant = value
                    if c.storedPriority != spec.1 { c.priority = spec.1 }
                    continue
                }
                existing?.deactivate()
                let c = LayoutConstraint(
                    item: view, attribute: attribute, relatedBy: spec.0, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: value,
                    priority: spec.1, kind: .contentSize)
                view.contentSizeConstraints[slot] = c
                installSystem(c, on: view)
            }
        }
    }

    /// Reads the solution into the slots (every view's frame in root coordinates), when it
    /// changed since the last read. A view whose class overrides `layoutSubviews()` is queued for
    /// it when its size changed or a subview's frame changed (UIKit marks the superview of a view
    /// the engine moves); other views are not visited again (departure: see LayoutEngine.swift).
    func readFrames() {
        ensureSlots()
        guard needsFullRead || solutionVersion != framesVersion else { return }
        passStamp += 1
        slots.readAll(from: solver, stamp: passStamp, marking: &markedSlots)
        framesVersion = solutionVersion
        needsFullRead = false
        framesSetSincePass = false
        queueMarkedSlots()
    }

    func queueMarkedSlots() {
        guard !markedSlots.isEmpty else { return }
        for slot in markedSlots { setNeedsLayout(slots.views[slot].view) }
        markedSlots.removeAll(keepingCapacity: true)
    }

    /// What `View.layoutSubviews()` does by default: bring pending intrinsic sizes and constants
    /// into the solution, then apply the solved frames to the view's subtree.
    func applyFrames(below view: View) {
        syncSystemConstraints()
        flushPendingConstants()
        resolveRootConflicts()
        guard solutionVersion != framesVersion else { return }
        dirty = true
        let slot = view.orderIndex
        guard slotsValid, slot >= 0, slot < slots.count else { return }
        passStamp += 1
        slots.read((slot + 1)..<slots.subtreeEnds[slot], from: solver, stamp: passStamp, marking: &markedSlots)
        queueMarkedSlots()
    }
}
