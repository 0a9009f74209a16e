import AutoLayout
import Motion

/// An interactive animation of layout changes, as `UIViewPropertyAnimator`: start, pause, scrub
/// with `fractionComplete`, reverse, continue with new timing, add animations while running,
/// stop, finish at a position.
///
/// Its animation blocks change constraints and call `layoutIfNeeded()`, as with
/// `LayoutRunLoop.animate(withDuration:...)`; the views' shown frames then follow the
/// animator's progress. The model:
/// - `fractionComplete` is the fraction of the animation's time; the value progress is the curve
///   at that fraction while it runs. Set while paused, it moves the views linearly
///   (`scrubsLinearly`, the default) or along the curve.
/// - Continuing from a paused point plays the rest (toward the end, or toward the start when
///   `isReversed`) in the remaining share of the duration times `durationFactor`, with new timing
///   parameters if given, else the rest of the original curve.
/// - Reversing while running plays the curve backwards from where it is.
/// - At its end the animator finishes at `.end` (or `.start` when reversed) and calls its
///   completions, unless `pausesOnCompletion`, which keeps it active and paused there.
/// - `stopAnimation(true)` ends it where it is (state `.inactive`, no completions);
///   `stopAnimation(false)` moves it to `.stopped`, and `finishAnimation(at:)` then ends it at a
///   position and calls the completions.
/// Ending anywhere but `.end` holds the views at that position's frames until a layout pass moves
/// them (as UIKit leaves them where the layers were). Restore the constraints in a completion
/// to keep them there: the constraints still describe the end.
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
/// let box = View(name: "box")
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 0)
/// try LayoutConstraint.activate([top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
///     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
/// let loop = try LayoutRunLoop(root: root)
/// let animator = try LayoutPropertyAnimator(duration: 1, curve: .timing(.linear), loop: loop) {
///     top.constant = 400
///     root.layoutIfNeeded()
/// }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.25      // box.presentationFrame.minY is 100
/// animator.startAnimation()             // the remaining 0.75 s
/// try loop.run(until: 1)
/// // animator.state is .inactive; box.presentationFrame.minY is 400
/// ```
public final class LayoutPropertyAnimator {
    /// The animator's state (`UIViewAnimatingState`).
    public enum State: String, Sendable, Hashable {
        /// Not started, or ended.
        case inactive
        /// Started or paused.
        case active
        /// Stopped by `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
        case stopped
    }

    /// The loop the animator runs on.
    public unowned let loop: LayoutRunLoop
    /// Seconds for the whole animation.
    public let duration: Double
    /// Seconds between `startAnimation()` and the start of the motion (the first start only).
    public private(set) var delay: Double = 0
    /// The timing the animation started with.
    public let timing: LayoutAnimationTiming
    /// The state.
    public private(set) var state: State = .inactive
    /// Whether the animation advances with time.
    public private(set) var isRunning = false
    /// At its end, stay active and paused instead of finishing.
    public var pausesOnCompletion = false
    /// A paused animation scrubs linearly (true) or along its curve.
    public var scrubsLinearly = true

    /// The current leg: time and value progress move from (t0, v0) to (t1, v1) over `seconds`.
    private struct Leg {
        var t0: Double, v0: Double, t1: Double, v1: Double
        var seconds: Double
        var start: Double
        /// The leg's own curve, or nil for the rest of the original curve.
        var curve: LayoutAnimationTiming?
    }

    private var leg: Leg
    private var fraction = 0.0
    /// The value progress shown (the curve at `fraction` while running).
    private(set) var valueProgress = 0.0
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var reversed = false

    /// An inactive animator of `duration` seconds along `curve` on `loop`, with an optional first
    /// animation block (run when the animator starts, as UIKit does).
    public init(
        duration: Double, curve: LayoutAnimationCurve = .timing(.easeInEaseOut), loop: LayoutRunLoop,
        animations: (() -> Void)? = nil
    ) throws(LayoutAnimationError) {
        timing = try LayoutAnimationTiming(duration: duration, curve: curve)
        self.duration = duration
        self.loop = loop
        leg = Leg(t0: 0, v0: 0, t1: 1, v1: 1, seconds: duration, start: 0, curve: nil)
        if let animations { pendingAnimations.append(animations) }
    }

    // MARK: Properties

    /// The fraction of the animation's time that has elapsed. Setting it while the animator is
    /// not running (it activates a new one, paused) moves the views there; while running the
    /// setting is ignored, as in UIKit.
    public var fractionComplete: Double {
        get { fraction }
        set {
            guard !isRunning, state != .stopped, newValue.isFinite else { return }
            if state == .inactive { activate() }
            fraction = min(1, max(0, newValue))
            valueProgress = scrubsLinearly ? fraction : timing.progress(atFraction: fraction)
            loop.showNow(model: loop.currentModel())
        }
    }

    /// Whether the animation plays toward its start. Setting it while running reverses the motion
    /// from where it is.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if isRunning { beginLeg(curve: nil, durationFactor: 1) }
        }
    }

    // MARK: Control

    /// Adds an animation block. Before the start it runs at the start; while active it runs now
    /// and its changes animate over the rest of the animation.
    public func addAnimations(_ animations: @escaping () -> Void) {
        if state == .active { capture(animations, from: valueProgress) } else { pendingAnimations.append(animations) }
    }

    /// Adds a completion, called on the loop's thread with the position the animation ended at.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animation at the loop's current time.
    public func startAnimation() {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        isRunning = true
        if fraction == 0 && valueProgress == 0 && !reversed {
            leg = Leg(t0: 0, v0: 0, t1: 1, v1: 1, seconds: duration, start: loop.time + delay, curve: nil)
        } else {
            beginLeg(curve: nil, durationFactor: 1)
        }
    }

    /// Starts the animation after `delay` seconds.
    public func startAnimation(afterDelay delay: Double) {
        guard delay.isFinite, delay >= 0 else { return }
        self.delay = delay
        startAnimation()
    }

    /// Pauses the animation where it is (activating an inactive animator, paused at its start).
    public func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        isRunning = false
    }

    /// Resumes a paused animation with new timing (nil: the rest of the original curve) over the
    /// remaining share of the duration times `durationFactor`.
    public func continueAnimation(withTimingParameters curve: LayoutAnimationCurve?, durationFactor: Double) {
        guard state == .active, !isRunning, durationFactor.isFinite, durationFactor > 0 else { return }
        isRunning = true
        beginLeg(curve: curve.flatMap { try? LayoutAnimationTiming(duration: duration, curve: $0) }, durationFactor: durationFactor)
    }

    /// Stops the animation where it is. `withoutFinishing` true ends it (state `.inactive`, no
    /// completions); false moves it to `.stopped`, to be ended by `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        if withoutFinishing {
            end(at: .current, callCompletions: false)
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animation at `position` and calls the completions.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else { return }
        end(at: position, callCompletions: true)
    }

    // MARK: Driving (the loop)

    /// Advances a running animator to loop time `now`.
    func advance(to now: Double) {
        guard isRunning else { return }
        let elapsed = now - leg.start
        guard elapsed > 0 else { return }
        let q = leg.seconds > 0 ? min(1, elapsed / leg.seconds) : 1
        fraction = leg.t0 + (leg.t1 - leg.t0) * q
        valueProgress = value(atLegProgress: q)
        guard q >= 1 else { return }
        if pausesOnCompletion {
            isRunning = false
        } else {
            end(at: reversed ? .start : .end, callCompletions: true)
        }
    }

    private func value(atLegProgress q: Double) -> Double {
        if let curve = leg.curve { return leg.v0 + (leg.v1 - leg.v0) * curve.progress(atFraction: q) }
        // The rest of the original curve between the leg's time fractions, scaled onto its values.
        let t = leg.t0 + (leg.t1 - leg.t0) * q
        let c0: Double = timing.progress(atFraction: leg.t0)
        let c1: Double = timing.progress(atFraction: leg.t1)
        let span: Double = leg.v1 - leg.v0
        guard abs(c1 - c0) > 1e-12 else { return leg.v0 + span * q }
        let share: Double = (timing.progress(atFraction: t) - c0) / (c1 - c0)
        return leg.v0 + span * share
    }

    private func beginLeg(curve: LayoutAnimationTiming?, durationFactor: Double) {
        let target = reversed ? 0.0 : 1.0
        leg = Leg(
            t0: fraction, v0: valueProgress, t1: target, v1: target,
            seconds: abs(target - fraction) * duration * durationFactor, start: loop.time, curve: curve)
    }

    private func activate() {
        state = .active
        loop.propertyAnimators.append(self)
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { capture(block, from: 0) }
    }

    /// Runs `animations` and animates their layout change with this animator's progress, scaled
    /// so that it starts at value progress `offset`.
    private func capture(_ animations: () -> Void, from offset: Double) {
        let old = loop.snapshotModel()
        animations()
        let new = loop.currentModel()
        loop.addTransition(old: old, new: new, clock: .driven(self, offset: offset), additive: true, completion: nil)
        loop.showNow(model: new)
    }

    private func end(at position: AnimatingPosition, callCompletions: Bool) {
        var remaining: Double?
        switch position {
        case .end: remaining = nil
        case .start: remaining = 1
        case .current: remaining = 1 - valueProgress
        }
        loop.endDrivenLayers(of: self, holding: remaining)
        loop.propertyAnimators.removeAll { $0 === self }
        state = .inactive
        isRunning = false
        fraction = 0
        valueProgress = 0
        reversed = false
        if callCompletions {
            let due = completions
            loop.dueCompletions.append { for completion in due { completion(position) } }
        }
        loop.showNow(model: loop.currentModel())
    }
}

extension LayoutRunLoop {
    /// Advances every running property animator to `now`.
    func advancePropertyAnimators(to now: Double) {
        for animator in propertyAnimators { animator.advance(to: now) }
    }

    /// Removes `animator`'s layers, or turns them into holds at `remaining` of their deltas.
    func endDrivenLayers(of animator: LayoutPropertyAnimator, holding remaining: Double?) {
        for i in layers.indices.reversed() {
            guard case .driven(let a, let offset) = layers[i].clock, a === animator else { continue }
            guard let remaining else {
                layers.remove(at: i)
                continue
            }
            var scaled = 0.0
            if offset < 1 { scaled = min(1.0, remaining / (1 - offset)) }
            layers[i].clock = .held(remaining: scaled)
            let model = currentModel()
            layers[i].heldModel = layers[i].slots.map { $0 < model.count ? model[$0] : .zero }
        }
    }
}
