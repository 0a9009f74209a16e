import AutoLayout
import Motion

/// Constraint-driven transform animations: the transform steps over ticks on the same
/// `ValueAnimator`s that move constants, so every tick's model frame carries the transform of
/// that tick. (The CA-style way is `animate(withDuration:) { view.transform = t }`: the shown
/// transform then moves by its components, as Core Animation interpolates transforms.)
extension LayoutRunLoop {
    /// What a transform animation moves: a view of the loop's tree, or a backend's view index.
    enum TransformTarget {
        case view(View)
        case index(Int)

        func same(as other: TransformTarget) -> Bool {
            switch (self, other) {
            case (.view(let a), .view(let b)): return a === b
            case (.index(let a), .index(let b)): return a == b
            default: return false
            }
        }
    }

    /// One transform animation: the animator's value is the progress from `from` to `to`.
    struct TransformBinding {
        let target: TransformTarget
        var from: Transform2D
        var to: Transform2D
        let animator: ValueAnimator
    }

    /// Animates `view`'s transform to `transform` over ticks, constraint-driven: each tick sets
    /// the model transform `from.interpolated(to:progress:)`, the progress moving from 0 to 1
    /// along `curve`. nil is the exponential approach at its standard factor (0.234 per 30 Hz
    /// tick), unfloored, snapping within 0.1% of the way; an exponential curve is used the same
    /// way with its factor (its point threshold and floor apply to points, not progress). A call
    /// while one runs starts from the transform of the last tick. A transform with an entry that
    /// is not finite throws `.motion(.invalidTarget(_:))`, having changed nothing.
    ///
    /// ```swift
    /// import AutoLayout
    /// import Motion
    /// import Rigging
    ///
    /// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 300, height: 200))
    /// let box = View(name: "box", frame: Rect(x: 100, y: 50, width: 100, height: 100))
    /// root.addSubview(box)
    /// let loop = try LayoutRunLoop(root: root)
    /// try loop.animateTransform(of: box, to: Transform2D(scaleX: 0.5, y: 0.5), curve: .timed(.linear, duration: 1))
    /// try loop.run(until: 0.5)   // box.transform scales by 0.75; box.frame is (112.5 62.5; 75 75)
    /// try loop.run(until: 1)     // box.transform scales by 0.5
    /// ```
    public func animateTransform(of view: View, to transform: Transform2D, curve: Curve? = nil) throws(LayoutAnimationError) {
        try animateTransform(.view(view), to: transform, curve: curve)
    }

    /// Animates the transform of the backend's view at `index` (a scene's event).
    func animateTransform(_ target: TransformTarget, to transform: Transform2D, curve: Curve?) throws(LayoutAnimationError) {
        if let bad = transform.components.first(where: { !$0.isFinite }) { throw .motion(.invalidTarget(bad)) }
        let current = currentTransform(of: target)
        let progressCurve = try Self.progressCurve(curve)
        let animator: ValueAnimator
        if let i = transformBindings.firstIndex(where: { $0.target.same(as: target) }) {
            transformBindings[i].from = current
            transformBindings[i].to = transform
            animator = transformBindings[i].animator
        } else {
            do {
                animator = try ValueAnimator(value: 0, hz: hz, name: "transform")
            } catch {
                throw .motion(error)
            }
            transformBindings.append(TransformBinding(target: target, from: current, to: transform, animator: animator))
        }
        do {
            try animator.animate(from: 0, to: 1, curve: progressCurve)
        } catch {
            throw .motion(error)
        }
    }

    /// Sets the transform at once, ending its constraint-driven animation if one runs (a scene
    /// event with a transition, which then shows the change CA-style).
    func jumpTransform(_ target: TransformTarget, to transform: Transform2D) {
        transformBindings.removeAll { $0.target.same(as: target) }
        setTransform(transform, of: target)
    }

    /// The curve that moves a progress from 0 to 1 as `curve` moves points.
    static func progressCurve(_ curve: Curve?) throws(LayoutAnimationError) -> Curve {
        let factor: Double
        switch curve {
        case nil: factor = ExponentialApproach.standard.factor
        case .exponential(let approach)?: factor = approach.factor
        case let other?: return other
        }
        do {
            return .exponential(try ExponentialApproach(factor: factor, threshold: 0.001, quantization: .none))
        } catch {
            throw .motion(error)
        }
    }

    func currentTransform(of target: TransformTarget) -> Transform2D {
        switch target {
        case .view(let view): return view.transform
        case .index(let index): return backend.transform(ofView: index)
        }
    }

    func setTransform(_ transform: Transform2D, of target: TransformTarget) {
        switch target {
        case .view(let view): view.transform = transform
        case .index(let index): backend.setTransform(transform, ofView: index)
        }
    }

    /// Steps every transform animation to tick `k` and sets the transforms that changed; an
    /// animation that reached its end is dropped.
    func stepTransforms(tick k: Int) {
        guard !transformBindings.isEmpty else { return }
        var kept: [TransformBinding] = []
        for binding in transformBindings {
            let step = binding.animator.step(tick: k)
            if step.changed {
                setTransform(binding.from.interpolated(to: binding.to, progress: step.value), of: binding.target)
            }
            if step.isRunning || binding.animator.hasPendingCommands { kept.append(binding) }
        }
        transformBindings = kept
    }
}
