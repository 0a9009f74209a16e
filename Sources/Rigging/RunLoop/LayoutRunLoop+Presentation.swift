import AutoLayout

/// Core-Animation-style animations of layout changes: how shown frames follow model frames.
///
/// An animation of a layout change holds, per view, the change's delta `old - new` (frames in root
/// coordinates) and a progress p from 0 to 1 (its timing at the time since it began, or a
/// property animator's fraction). Shown frames are
///
///     shown = model + Σ delta_i * (1 - f_i(p_i))
///
/// over the additive animations (UIKit's model since iOS 8: an animation that interrupts another
/// adds on top, so the view keeps its velocity), on top of at most one non-additive
/// (`beginFromCurrentState`) animation, which interpolates from the frames shown when it began to
/// the model: `from + (model - from) * f(p)`, following the model if it moves meanwhile. A
/// non-additive animation replaces every animation running when it begins (their completions are
/// told they did not finish). Frames are in root coordinates: a view's shown frame includes its
/// ancestors' animations, as a layer's does.
extension LayoutRunLoop {
    struct BaseLayer {
        var from: ViewFrames
        var start: Double
        var timing: LayoutAnimationTiming
        var completion: ((Bool) -> Void)?
    }

    /// One view's change in an additive animation: `old - new` of the rectangle's components,
    /// of the transform's components (nil when the transform did not change) and of its own alpha.
    struct FrameDelta {
        var rect: Rect
        var transform: Transform2D.Components?
        var alpha: Double

        init(old o: ViewFrame, new n: ViewFrame) {
            rect = Rect(
                x: o.rect.x - n.rect.x, y: o.rect.y - n.rect.y, width: o.rect.width - n.rect.width,
                height: o.rect.height - n.rect.height)
            transform = o.transform == n.transform ? nil : n.transform.decomposed.difference(to: o.transform.decomposed)
            alpha = o.alpha - n.alpha
        }

        /// View `slot` of `frames` moved by `remaining` of the delta; a transform moves by its
        /// components (additive transform animations add component-wise on top of the model's).
        func add(_ remaining: Double, to frames: inout ViewFrames, at slot: Int) {
            frames.rects[slot].x += rect.x * remaining
            frames.rects[slot].y += rect.y * remaining
            frames.rects[slot].width += rect.width * remaining
            frames.rects[slot].height += rect.height * remaining
            if let t = transform {
                let model = frames.transforms[slot].decomposed.values
                frames.transforms[slot] = Transform2D(Transform2D.Components(values: zip(model, t.values).map { $0 + $1 * remaining }))
            }
            // Opacity adds linearly, as Core Animation's additive `opacity` animations do.
            if alpha != 0 { frames.alphas[slot] += alpha * remaining }
        }
    }

    struct Layer {
        /// The views that moved (slots in the backend's view order) and their deltas.
        var slots: [Int]
        var deltas: [FrameDelta]
        var clock: LayerClock
        var completion: ((Bool) -> Void)?
        /// For `.held`: each view's model frame when the hold began; a view whose model frame
        /// changes leaves the hold (a layout pass moves a frame set by hand, as in UIKit).
        var heldModel: [ViewFrame] = []
    }

    enum LayerClock {
        /// Progress from a timing, counted from `start` seconds.
        case timed(start: Double, timing: LayoutAnimationTiming)
        /// Progress read from a property animator, rescaled to start at its value progress `offset`
        /// (animations added while it runs finish with it).
        case driven(LayoutPropertyAnimator, offset: Double)
        /// A fixed share of the delta, kept until the views' model frames change.
        case held(remaining: Double)
        /// The whole delta until `end` seconds, then none (a discrete keyframe: the change shows
        /// at once at `end`).
        case until(end: Double)
    }

    /// A scene transition: its changes apply at a tick, and the delta is that tick's layout change.
    struct PendingTransition {
        var timing: LayoutAnimationTiming
        var additive: Bool
        var start: Double
    }

    /// A snapshot of frames with the identities of the views they belong to (nil for a scene).
    struct FrameSnapshot {
        var frames: ViewFrames
        var views: [ObjectIdentifier]?
    }

    /// The frames as laid out now, without a layout pass.
    func snapshotModel() -> FrameSnapshot {
        guard let tree else { return FrameSnapshot(frames: model, views: nil) }
        let frames = tree.currentFrames()
        return FrameSnapshot(frames: frames, views: tree.views.map(ObjectIdentifier.init))
    }

    /// The model frames as laid out now, without a layout pass (the last pass's for a scene).
    func currentModel() -> ViewFrames { tree?.currentFrames() ?? model }

    /// Queues a scene transition: its delta is taken after the tick's layout pass (a later event
    /// of the same tick replaces it).
    func queueTransition(_ timing: LayoutAnimationTiming, additive: Bool, start: Double) {
        pendingTransition = PendingTransition(timing: timing, additive: additive, start: start)
    }

    /// Starts the tick's scene transition, if one is queued (a tick's events animate one layout
    /// change; the last event's transition times it).
    func resolvePendingTransition(previousModel: ViewFrames) {
        guard let transition = pendingTransition else { return }
        pendingTransition = nil
        addTransition(
            old: FrameSnapshot(frames: previousModel, views: nil), new: model,
            clock: .timed(start: transition.start, timing: transition.timing),
            additive: transition.additive, completion: nil)
    }

    /// Starts an animation from `old` to `new` (the frames now, in the current view order).
    /// A non-additive one begins from the frames shown at its start time.
    func addTransition(
        old: FrameSnapshot, new: ViewFrames, clock: LayerClock, additive: Bool,
        completion: ((Bool) -> Void)?
    ) {
        remapIfViewsChanged()
        let oldFrames = aligned(old, to: new)
        if additive {
            var layer = Layer(slots: [], deltas: [], clock: clock, completion: completion)
            for i in new.indices {
                let o = oldFrames[i]
                let n = new[i]
                guard o != n else { continue }
                layer.slots.append(i)
                layer.deltas.append(FrameDelta(old: o, new: n))
            }
            layers.append(layer)
        } else {
            let start: Double
            if case .timed(let s, _) = clock { start = s } else { start = time }
            let from = evaluate(model: oldFrames, at: start)
            cancelAll()
            guard case .timed(let s, let timing) = clock else { return }
            base = BaseLayer(from: from, start: s, timing: timing, completion: completion)
        }
    }

    /// `old`'s frames in the current view order (views new since then start at their new frame).
    private func aligned(_ old: FrameSnapshot, to new: ViewFrames) -> ViewFrames {
        if let oldViews = old.views, let tree {
            let current: [ObjectIdentifier] = tree.views.map(ObjectIdentifier.init)
            if oldViews != current {
                var index: [ObjectIdentifier: Int] = [:]
                for (i, id) in oldViews.enumerated() { index[id] = i }
                var frames = new
                for (i, id) in current.enumerated() {
                    if let j = index[id] { frames[i] = old.frames[j] }
                }
                return frames
            }
        }
        if old.frames.count == new.count { return old.frames }
        var frames = new
        for i in frames.indices where i < old.frames.count { frames[i] = old.frames[i] }
        return frames
    }

    /// Ends every running animation of layout changes without finishing it.
    func cancelAll() {
        if let completion = base?.completion { dueCompletions.append { completion(false) } }
        base = nil
        for layer in layers {
            if case .driven = layer.clock { continue }
            if let completion = layer.completion { dueCompletions.append { completion(false) } }
        }
        layers.removeAll { layer in
            if case .driven = layer.clock { return false }
            return true
        }
    }

    /// Shown frames for `model` at time `now`, without removing finished animations.
    func evaluate(model: ViewFrames, at now: Double) -> ViewFrames {
        var frames = model
        if let b = base, b.from.count == frames.count,
            let p = b.timing.progress(atElapsed: max(0, now - b.start))
        {
            for i in frames.indices { frames.rects[i] = b.from.rects[i].interpolated(to: frames.rects[i], progress: p) }
            // Views without a transform in either stay untransformed.
            let transformed = Set(b.from.transforms.entries.map(\.view) + model.transforms.entries.map(\.view)).sorted()
            for i in transformed where i < frames.count {
                frames.transforms[i] = b.from.transforms[i].interpolated(to: model.transforms[i], progress: p)
            }
            if !b.from.alphas.isEmpty || !model.alphas.isEmpty {
                for i in frames.indices {
                    let from = b.from.alphas[i]
                    let to = model.alphas[i]
                    if from != to { frames.alphas[i] = from + (to - from) * p }
                }
            }
        }
        for layer in layers {
            guard let remaining = remaining(of: layer, at: now), remaining != 0 else { continue }
            for (j, slot) in layer.slots.enumerated() where slot < frames.count {
                layer.deltas[j].add(remaining, to: &frames, at: slot)
            }
        }
        return frames
    }

    /// `1 - f(p)` of a layer at `now`, or nil once it has ended.
    private func remaining(of layer: Layer, at now: Double) -> Double? {
        switch layer.clock {
        case .timed(let start, let timing):
            return timing.progress(atElapsed: max(0, now - start)).map { 1 - $0 }
        case .driven(let animator, let offset):
            return offset < 1 ? 1 - (animator.valueProgress - offset) / (1 - offset) : 0
        case .held(let remaining):
            return remaining
        case .until(let end):
            return now < end - LayoutAnimationTiming.endTolerance * max(1, end) ? 1 : nil
        }
    }

    /// Shown frames at tick time `now`: removes the animations that ended (their completions are
    /// told they finished), then evaluates the rest on the model and updates the views'
    /// presentation frames.
    func presentation(at now: Double) -> ViewFrames {
        remapIfViewsChanged()
        if let b = base, b.timing.timeFraction(atElapsed: max(0, now - b.start)) == nil {
            if let completion = b.completion { dueCompletions.append { completion(true) } }
            base = nil
        }
        var kept: [Layer] = []
        kept.reserveCapacity(layers.count)
        for var layer in layers {
            switch layer.clock {
            case .timed, .until:
                if remaining(of: layer, at: now) == nil {
                    if let completion = layer.completion { dueCompletions.append { completion(true) } }
                    continue
                }
            case .held:
                var slots: [Int] = []
                var deltas: [FrameDelta] = []
                var held: [ViewFrame] = []
                for (j, slot) in layer.slots.enumerated() where slot < model.count && model[slot] == layer.heldModel[j] {
                    slots.append(slot)
                    deltas.append(layer.deltas[j])
                    held.append(layer.heldModel[j])
                }
                if slots.isEmpty { continue }
                layer.slots = slots
                layer.deltas = deltas
                layer.heldModel = held
            case .driven:
                break
            }
            kept.append(layer)
        }
        layers = kept
        let frames = base == nil && layers.isEmpty ? model : evaluate(model: model, at: now)
        refreshPresentationFrames(frames)
        return frames
    }

    /// Whether an animation of layout changes is running (or holding frames).
    public var isAnimatingLayout: Bool { base != nil || !layers.isEmpty }

    /// Sets each view's `presentationFrame` (in its superview's coordinates) and
    /// `presentationTransform` where they differ from the model's; clears them once nothing
    /// animates. A shown transform is the frame's transform in root coordinates, so a view whose
    /// ancestors have transforms shows its own as the part that differs from the model's.
    func refreshPresentationFrames(_ presented: ViewFrames) {
        guard let tree else { return }
        guard isAnimatingLayout else {
            if presentationOverridesSet {
                for view in tree.views {
                    view.presentationOverride = nil
                    view.presentationTransformOverride = nil
                    view.presentationAlphaOverride = nil
                }
                presentationOverridesSet = false
            }
            return
        }
        presentationOverridesSet = true
        let shown = presented.rects
        let model = self.model.rects
        let shownTransforms = presented.transforms
        let modelTransforms = self.model.transforms
        let shownAlphas = presented.alphas
        let modelAlphas = self.model.alphas
        for (i, view) in tree.views.enumerated() where i < shown.count {
            let shownAlpha = shownAlphas[i]
            view.presentationAlphaOverride = shownAlpha == modelAlphas[i] ? nil : shownAlpha
            let parent = tree.parentSlots[i]
            let s: Rect = shown[i]
            let m: Rect = model[i]
            var shownParentX = 0.0
            var shownParentY = 0.0
            var modelParentX = 0.0
            var modelParentY = 0.0
            if parent >= 0 {
                shownParentX = shown[parent].x
                shownParentY = shown[parent].y
                modelParentX = model[parent].x
                modelParentY = model[parent].y
            }
            let dx: Double = (s.x - shownParentX) - (m.x - modelParentX)
            let dy: Double = (s.y - shownParentY) - (m.y - modelParentY)
            if dx == 0 && dy == 0 && s.width == m.width && s.height == m.height {
                view.presentationOverride = nil
            } else {
                let frame = view.untransformedFrame
                view.presentationOverride = Rect(x: frame.minX + dx, y: frame.minY + dy, width: s.width, height: s.height)
            }
            // An empty table answers the identity at once.
            let st = shownTransforms[i]
            let mt = modelTransforms[i]
            if st == mt {
                view.presentationTransformOverride = nil
            } else if let ownInverse = view.transform.inverted(),
                let ancestorsInverse = ownInverse.concatenating(mt).inverted()
            {
                // The model's root transform is own · ancestors (both about the frame's centre):
                // the shown own transform is the shown root transform with the ancestors taken off.
                view.presentationTransformOverride = st.concatenating(ancestorsInverse)
            } else {
                view.presentationTransformOverride = st
            }
        }
    }

    /// The slots of views the animations name, re-read when the tree's view list changed.
    private func remapIfViewsChanged() {
        guard let tree else { return }
        let before = slotIdentities
        tree.refreshViews()
        guard tree.viewVersion != slotVersion else { return }
        slotVersion = tree.viewVersion
        let after = tree.views.map(ObjectIdentifier.init)
        slotIdentities = after
        guard before != after, isAnimatingLayout else { return }
        var newSlot: [ObjectIdentifier: Int] = [:]
        for (i, id) in after.enumerated() { newSlot[id] = i }
        let map = before.map { newSlot[$0] }
        for l in layers.indices {
            var slots: [Int] = []
            var deltas: [FrameDelta] = []
            var held: [ViewFrame] = []
            for (j, slot) in layers[l].slots.enumerated() {
                guard slot < map.count, let s = map[slot] else { continue }
                slots.append(s)
                deltas.append(layers[l].deltas[j])
                if j < layers[l].heldModel.count { held.append(layers[l].heldModel[j]) }
            }
            layers[l].slots = slots
            layers[l].deltas = deltas
            layers[l].heldModel = held
        }
        if var b = base {
            var from = tree.currentFrames()
            for (old, slot) in map.enumerated() { if let slot, old < b.from.count, slot < from.count { from[slot] = b.from[old] } }
            b.from = from
            base = b
        }
    }
}
