import AutoLayout
import Motion

/// Options of `LayoutRunLoop.animate(withDuration:...)`, with UIKit's names and bit values
/// (`UIView.AnimationOptions`). The curve options are a 2-bit field: at most one applies, and
/// `curveEaseInOut` (0) is the default.
public struct ViewAnimationOptions: OptionSet, Sendable, Hashable {
    /// The option bits, with `UIView.AnimationOptions`' values.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Start from the frames shown now and replace running animations, instead of adding on top
    /// (the default: additive, as UIKit's animations are since iOS 8).
    public static let beginFromCurrentState = ViewAnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = ViewAnimationOptions(rawValue: 1 << 3)
    /// Play each iteration forwards, then backwards.
    public static let autoreverse = ViewAnimationOptions(rawValue: 1 << 4)
    /// Ease in and out (the default).
    public static let curveEaseInOut = ViewAnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = ViewAnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = ViewAnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = ViewAnimationOptions(rawValue: 3 << 16)

    /// The timing function the curve field names.
    var timingFunction: TimingFunction {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInEaseOut
        }
    }
}

extension LayoutRunLoop {
    /// Animates the layout changes `animations` makes, as `UIView.animate` does: change
    /// constraints in the block and call `layoutIfNeeded()` there; each view's shown frame
    /// (`View.presentationFrame`) then moves from where it was to its new frame over `duration`
    /// seconds, after `delay`, along the curve the options name (ease in and out by default).
    ///
    /// The animation begins at the loop's current `time`. It is additive: one that interrupts
    /// another adds on top, so views keep moving smoothly (`.beginFromCurrentState` starts from
    /// the frames shown now and replaces running animations instead). Changes laid out inside
    /// the block animate, and so do frames set directly in it (`view.frame = ...`, the view's
    /// subviews moving with it), as UIKit's frame setter animates there; a constraint change the
    /// block does not lay out animates nothing (it shows at the next tick without animation), as
    /// in UIKit. `completion` runs on the loop's thread at the end of the tick the animation
    /// ends on, told whether it ran to its end (false when a `.beginFromCurrentState` animation
    /// replaced it); never for `.repeat`.
    ///
    /// ```swift
    /// import AutoLayout
    /// import Rigging
    ///
    /// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
    /// let box = View(name: "box")
    /// box.translatesAutoresizingMaskIntoConstraints = false
    /// root.addSubview(box)
    /// let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    /// try LayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor),
    ///     box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100)])
    /// let loop = try LayoutRunLoop(root: root)
    /// try loop.animate(withDuration: 0.6) {
    ///     left.constant = 200
    ///     root.layoutIfNeeded()
    /// }
    /// // box.frame.minX is 200 at once; box.presentationFrame.minX is still 20
    /// try loop.run(until: 0.3)   // presentationFrame.minX is 110, half-way on the ease-in-out curve
    /// ```
    public func animate(
        withDuration duration: Double, delay: Double = 0, options: ViewAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) throws(LayoutAnimationError) {
        let timing = try LayoutAnimationTiming(
            duration: duration, delay: delay, curve: .timing(options.timingFunction),
            repeatCount: options.contains(.repeat) ? .infinity : 1,
            autoreverses: options.contains(.autoreverse))
        animate(
            timing, beginFromCurrentState: options.contains(.beginFromCurrentState), animations: animations,
            completion: completion)
    }

    /// `animate(withDuration:...)` with a spring (`usingSpringWithDamping:initialSpringVelocity:`):
    /// `dampingRatio` 1 settles without overshoot, smaller ratios oscillate; `velocity` is in
    /// units of the whole distance per second. The spring ends at `duration` (see
    /// `LayoutAnimationTiming`); the options' curve field is ignored.
    public func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: ViewAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) throws(LayoutAnimationError) {
        let timing = try LayoutAnimationTiming(
            duration: duration, delay: delay,
            curve: .spring(dampingRatio: dampingRatio, initialVelocity: velocity),
            repeatCount: options.contains(.repeat) ? .infinity : 1,
            autoreverses: options.contains(.autoreverse))
        animate(
            timing, beginFromCurrentState: options.contains(.beginFromCurrentState), animations: animations,
            completion: completion)
    }

    /// `animate(withDuration:...)` with any timing: a custom Bézier
    /// (`.timing(try TimingFunction(controlPoints: 0.2, 0, 0, 1))`), a spring, a repeat count.
    public func animate(
        _ timing: LayoutAnimationTiming, beginFromCurrentState: Bool = false,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let old = snapshotModel()
        unanimatedChanges.append([])
        animations()
        let skipped = unanimatedChanges.popLast() ?? []
        let new = currentModel()
        addTransition(
            old: without(skipped, old), new: new, clock: .timed(start: time, timing: timing), additive: !beginFromCurrentState,
            completion: completion)
        showNow(model: new)
    }

    /// Makes the views' presentation frames those of the current time on `model` (after an
    /// animation began between ticks).
    func showNow(model: ViewFrames) {
        guard tree != nil else { return }
        self.model = model
        let shown = evaluate(model: model, at: time)
        refreshPresentationFrames(shown)
    }
}
