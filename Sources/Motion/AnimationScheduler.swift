import Locking

/// Drives a set of animators on a clock: on each tick it steps every animator and reports the
/// values that changed; it stops the clock when nothing runs and starts it again on the next
/// command (the first step then runs at once, as the tutorial's timer fires on start).
///
/// ```swift
/// import Motion
///
/// let clock = try VirtualClock(hz: 30)          // or DispatchClock(hz: 30) in real time
/// let scheduler = AnimationScheduler(clock: clock)
/// let width = try ValueAnimator(value: 0, name: "width")
/// scheduler.add(width)
/// scheduler.setFrameHandler { frame in
///     _ = frame.changes                          // the animators whose value changed, with their step
/// }
/// try width.animate(to: 100, curve: .exponential(.standard))   // from any thread
/// clock.advance(by: 30)                          // width.value is 100
/// ```
///
/// Frame handlers run on the clock's thread (the timer queue, or `VirtualClock.advance`'s caller)
/// and are `@Sendable`, so they cannot capture views or constraints: to animate a view tree, use
/// Rigging's `LayoutRunLoop`, which steps animators bound to constraints where the tree lives.
///
/// The scheduler installs its tick handler on the clock (one scheduler per clock); the handler
/// holds the scheduler weakly, so releasing the scheduler stops and frees it.
public final class AnimationScheduler: Sendable {
    /// One tick's report.
    public struct Frame: Sendable {
        /// The tick index.
        public let tick: Int
        /// Animators whose value changed at this tick, with the step result.
        public let changes: [(animator: ValueAnimator, step: AnimatorStep)]
    }

    private struct State {
        var animators: [ValueAnimator] = []
        var clockRunning = false
        var frameHandler: (@Sendable (Frame) -> Void)?
        var willStepHandler: (@Sendable (Int) -> Void)?
        var ticks = 0
    }

    /// The clock that drives this scheduler.
    public let clock: any FrameClock
    private let state = Locked(State())

    /// A scheduler on `clock`; installs its tick handler there.
    public init(clock: any FrameClock) {
        self.clock = clock
        clock.setTickHandler { [weak self] tick in self?.tick(tick) }
    }

    deinit {
        clock.stop()
    }

    /// Installs the handler told about each tick's changed values (on the clock's thread).
    public func setFrameHandler(_ handler: @escaping @Sendable (Frame) -> Void) {
        state.withLock { $0.frameHandler = handler }
    }

    /// Installs a handler run at the start of each tick, before any animator steps: commands it
    /// posts (e.g. a timeline's events for this tick) apply at this tick.
    public func setWillStepHandler(_ handler: @escaping @Sendable (Int) -> Void) {
        state.withLock { $0.willStepHandler = handler }
    }

    /// Adds an animator (stepped from the next tick on) and wakes the clock if it has work.
    public func add(_ animator: ValueAnimator) {
        precondition(animator.hz == clock.hz, "ValueAnimator '\(animator.name)' runs at \(animator.hz) Hz, the clock at \(clock.hz) Hz")
        animator.attach(to: self)
        state.withLock { $0.animators.append(animator) }
        if animator.hasPendingCommands || animator.presentation.state == .running { wake() }
    }

    /// Removes an animator; it is no longer stepped.
    public func remove(_ animator: ValueAnimator) {
        animator.attach(to: nil)
        state.withLock { $0.animators.removeAll { $0 === animator } }
    }

    /// The animators, in the order added.
    public var animators: [ValueAnimator] { state.withLock { $0.animators } }
    /// Whether the clock is running.
    public var isTicking: Bool { state.withLock { $0.clockRunning } }
    /// Ticks handled so far.
    public var tickCount: Int { state.withLock { $0.ticks } }

    /// Starts the clock if it is stopped. Called by animators when a command is posted.
    func wake() {
        // Start under the lock: `start()` never runs the handler on this stack, and deciding and
        // acting atomically keeps a concurrent end-of-tick from stopping the clock we just started.
        state.withLock { s in
            guard !s.clockRunning else { return }
            s.clockRunning = true
            clock.start()
        }
    }

    private func tick(_ tick: Int) {
        let willStep = state.withLock { $0.willStepHandler }
        willStep?(tick)
        let (animators, handler) = state.withLock { s in
            s.ticks += 1
            return (s.animators, s.frameHandler)
        }
        // Copy under the lock, work outside it.
        var changes: [(animator: ValueAnimator, step: AnimatorStep)] = []
        var anyRunning = false
        for animator in animators {
            let step = animator.step(tick: tick)
            if step.changed { changes.append((animator, step)) }
            anyRunning = anyRunning || step.isRunning
        }
        if !anyRunning {
            // Stop only if no command arrived meanwhile: a command posted before this check is seen
            // here; one posted after it finds the clock stopped and restarts it in `wake()`.
            state.withLock { s in
                guard s.clockRunning, !s.animators.contains(where: \.hasPendingCommands) else { return }
                s.clockRunning = false
                clock.stop()
            }
        }
        handler?(Frame(tick: tick, changes: changes))
    }
}
