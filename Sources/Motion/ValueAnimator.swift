import Locking
import Synchronization

/// Animates one Double toward a target on ticks; retargetable, pausable, reversible, scrubbable.
///
/// Use: `let a = try ValueAnimator(value: 0, hz: 30)`; `try a.animate(to: 480, curve: .exponential(.standard))`;
/// then on each tick k `let s = a.step(tick: k)` gives `s.value` and `s.isRunning`. A scheduler
/// (`AnimationScheduler`) can call `step` for you on a clock; Rigging may call it itself.
///
/// Threading: `animate`, `set`, `pause`, `continueAnimation`, `reverse`, `scrub`, `stop` may be called
/// from any thread and never wait for a step in progress: they fold into a lock-free mailbox
/// (`CommandMailbox`) that the next `step` applies. Commands posted between two steps coalesce
/// (`PendingCommands`): the next step applies the last target and, per kind, the last command,
/// so memory and step cost stay bounded however fast callers post; `set(0)` then
/// `animate(to: 1)` still starts from 0, and every completion a coalesced command carried is
/// told (`.interrupted` if its command was dropped or replaced). `step` must be called from one
/// thread at a time with increasing ticks. `presentation` reads the snapshot published by the last step.
/// Tick convention: see `TickConvention` and `AnimatorCore` (commands apply at the tick that reads them).
public final class ValueAnimator: Sendable {
    /// The name used in traces.
    public let name: String
    /// Ticks per second of the ticks passed to `step`.
    public let hz: Int

    let mailbox = CommandMailbox()
    /// Stepped under its lock; `presentation` reads it under the same lock (one lock per step).
    private let core: Locked<AnimatorCore>
    private let tracer: AnimationTracer?
    private let owner = Locked(Owner())
    /// Whether a scheduler was ever attached: until then a command wakes no one and takes no lock.
    private let everAttached = Atomic<Bool>(false)
    /// Whether the last step left the animator idle (true before the first), read without the lock.
    private let idle = Atomic<Bool>(true)

    private struct Owner {
        weak var scheduler: AnimationScheduler?
    }

    /// An idle animator resting at `value`, stepped at `hz` ticks per second.
    public init(value: Double, hz: Int = 30, name: String = "", tracer: AnimationTracer? = nil) throws(MotionError) {
        guard hz > 0 else { throw .invalidHz(hz) }
        guard value.isFinite else { throw .invalidTarget(value) }
        self.name = name
        self.hz = hz
        self.tracer = tracer
        self.core = Locked(AnimatorCore(value: value, hz: hz))
    }

    // MARK: Commands (any thread, non-blocking)

    /// Animates to `target` with `curve` (nil keeps the running curve and its timing) from the
    /// current presentation value, at the next step. A running animation is retargeted: the
    /// exponential approach continues from its current value, a spring keeps value and velocity, a
    /// Bézier over a running Bézier or spring adds itself on top (UIKit's additive blending, by
    /// default; with `additive: false` in `timing` it starts from the presentation value). A new
    /// `completion` interrupts the previous one; nil keeps it.
    public func animate(
        to target: Double, curve: Curve? = nil, timing: AnimationTiming? = nil,
        completion: AnimationCompletion? = nil
    ) throws(MotionError) {
        guard target.isFinite else { throw .invalidTarget(target) }
        try curve?.validate()
        post(.animate(to: target, curve: curve, timing: timing, completion: completion))
    }

    /// Starts from `start` (interrupting any running animation) toward `target`, both at the next step.
    public func animate(
        from start: Double, to target: Double, curve: Curve? = nil, timing: AnimationTiming? = nil,
        completion: AnimationCompletion? = nil
    ) throws(MotionError) {
        guard start.isFinite else { throw .invalidTarget(start) }
        guard target.isFinite else { throw .invalidTarget(target) }
        try curve?.validate()
        mailbox.post(.set(start), then: .animate(to: target, curve: curve, timing: timing, completion: completion))
        wakeScheduler()
    }

    /// Jumps to `value` at the next step, interrupting any animation.
    public func set(_ value: Double) throws(MotionError) {
        guard value.isFinite else { throw .invalidTarget(value) }
        post(.set(value))
    }

    /// Holds the running animation at its current value (from the next step).
    public func pause() { post(.pause) }
    /// Resumes a paused animation; the next step advances it.
    public func continueAnimation() { post(.resume) }
    /// Plays the animation back toward where it started (or forwards again); it then finishes at `.start`.
    public func reverse() { post(.reverse) }
    /// Moves a paused closed-form animation to `fraction` of its total time (UIViewPropertyAnimator's fractionComplete).
    public func scrub(to fraction: Double) throws(MotionError) {
        guard fraction >= 0, fraction <= 1 else { throw .invalidFraction(fraction) }
        post(.scrub(fraction))
    }
    /// Stops the animation where it is; its completion is told `.interrupted`.
    public func stop() { post(.stop) }

    private func post(_ command: AnimatorCommand) {
        mailbox.post(command)
        wakeScheduler()
    }

    /// Tells the attached scheduler that commands wait (nothing, with no lock, if none ever was).
    ///
    /// A post racing with `AnimationScheduler.add` is not lost: the post folds its commands and
    /// then reads `everAttached`, `attach` sets it and then `add` reads whether commands wait,
    /// each pair with a sequentially consistent fence between, so at least one side sees the
    /// other's write (the post wakes the scheduler, or `add` finds the commands and does).
    private func wakeScheduler() {
        atomicMemoryFence(ordering: .sequentiallyConsistent)
        guard everAttached.load(ordering: .acquiring) else { return }
        owner.withLock { $0.scheduler }?.wake()
    }

    // MARK: Reading (any thread)

    /// The snapshot published by the last step.
    public var presentation: Presentation { core.withLock { $0.snapshot } }
    /// Whether the last step left the animator idle (`presentation.state == .idle`), read
    /// without the lock: a caller that only needs this (a retarget choosing its default curve)
    /// touches one word.
    package var isIdle: Bool { idle.load(ordering: .acquiring) }
    /// The value shown at the last step.
    public var value: Double { presentation.value }
    /// The velocity (points per second) at the last step.
    public var velocity: Double { presentation.velocity }
    /// Whether commands wait for the next step.
    public var hasPendingCommands: Bool { !mailbox.isEmpty }

    // MARK: Stepping (one thread at a time)

    /// Applies pending commands and advances to tick `tick`; returns the value to show there.
    /// Completions and trace records run on the calling thread after the step, outside any lock.
    @discardableResult
    public func step(tick: Int) -> AnimatorStep {
        let commands = mailbox.take()
        var effects = AnimatorCore.Effects(tracing: tracer != nil)
        let (result, idleNow) = core.withLock { core in
            let result = core.step(tick: tick, commands: commands, effects: &effects)
            return (result, core.state == .idle)
        }
        if idle.load(ordering: .relaxed) != idleNow { idle.store(idleNow, ordering: .releasing) }
        tracer?.record(effects.trace, tick: tick, animator: name)
        for (completion, outcome) in effects.completions { completion(outcome) }
        return result
    }

    func attach(to scheduler: AnimationScheduler?) {
        owner.withLock { $0.scheduler = scheduler }
        if scheduler != nil {
            everAttached.store(true, ordering: .releasing)
            atomicMemoryFence(ordering: .sequentiallyConsistent)  // before `add` reads the pending commands
        }
    }
}
