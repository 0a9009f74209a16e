import Dispatch
import Locking

/// A real-time clock on a DispatchSourceTimer (30 Hz by default) with monotonic deadlines.
///
/// Life cycle and libdispatch's traps:
/// - Each `start()` makes a fresh timer source and activates it at once; `stop()` cancels it. A
///   source is therefore never suspended and never left unactivated, so releasing it cannot crash,
///   and there is no suspend/resume count to get wrong.
/// - The event handler captures the clock weakly plus the generation it was made for; a tick from a
///   cancelled source (one more may run after `stop()`) sees a stale generation and is dropped.
/// - Deadlines use `DispatchTime` (monotonic uptime, not wall time). The tick index is derived from
///   the elapsed monotonic time since `start()`, so fires merged by libdispatch skip indices instead
///   of slowing the animation down. Indices continue across stop/start: the first tick after a
///   restart is the last delivered index + 1, delivered immediately.
/// Ticks run serially on the clock's own queue.
public final class DispatchClock: FrameClock {
    private struct State {
        var handler: (@Sendable (Int) -> Void)?
        var source: (any DispatchSourceTimer)?
        var generation: UInt64 = 0
        var startUptime: UInt64 = 0
        var startTick = 0
        var lastTick = -1
    }

    /// Ticks per second, in 1...10000.
    public let hz: Int
    /// Leeway granted to libdispatch per fire, in nanoseconds.
    public let leewayNanoseconds: Int
    let queue: DispatchQueue
    private let state = Locked(State())

    /// A clock at `hz` ticks per second delivering ticks on a private serial queue.
    public init(hz: Int = 30, leewayNanoseconds: Int = 1_000_000, label: String = "Motion.DispatchClock") throws(MotionError) {
        guard hz > 0, hz <= 10_000 else { throw .invalidHz(hz) }
        self.hz = hz
        self.leewayNanoseconds = max(0, leewayNanoseconds)
        self.queue = DispatchQueue(label: label, qos: .userInteractive)
    }

    /// A clock at `hz` ticks per second delivering ticks on `queue`, which must be serial (e.g.
    /// `.main`, so that ticks run where the code that owns a view tree runs).
    public init(hz: Int = 30, leewayNanoseconds: Int = 1_000_000, queue: DispatchQueue) throws(MotionError) {
        guard hz > 0, hz <= 10_000 else { throw .invalidHz(hz) }
        self.hz = hz
        self.leewayNanoseconds = max(0, leewayNanoseconds)
        self.queue = queue
    }

    deinit {
        // The source is active (never suspended), so cancelling then releasing it is safe.
        state.withLock { $0.source?.cancel() }
    }

    /// Whether a timer source is active: true from `start()` until `stop()`.
    public var isRunning: Bool { state.withLock { $0.source != nil } }

    /// The last tick index delivered (-1 before the first).
    public var lastTick: Int { state.withLock { $0.lastTick } }

    /// Installs the handler called on the clock's queue with each tick index, replacing any previous one.
    public func setTickHandler(_ handler: @escaping @Sendable (Int) -> Void) {
        state.withLock { $0.handler = handler }
    }

    /// The monotonic uptime (ns) at which `tick` is scheduled in the current run, if running.
    public func scheduledUptime(ofTick tick: Int) -> UInt64? {
        state.withLock { s in
            guard s.source != nil, tick >= s.startTick else { return nil }
            return s.startUptime + UInt64(tick - s.startTick) * 1_000_000_000 / UInt64(hz)
        }
    }

    /// Starts a fresh timer source whose first tick is due at once; does nothing when already running.
    public func start() {
        state.withLock { s in
            guard s.source == nil else { return }
            s.generation &+= 1
            let generation = s.generation
            s.startTick = s.lastTick + 1
            let now = DispatchTime.now()
            s.startUptime = now.uptimeNanoseconds
            let source = DispatchSource.makeTimerSource(flags: .strict, queue: queue)
            source.schedule(
                deadline: now, repeating: .nanoseconds(1_000_000_000 / hz),
                leeway: .nanoseconds(leewayNanoseconds))
            source.setEventHandler { [weak self] in self?.fire(generation: generation) }
            s.source = source
            source.activate()
        }
    }

    /// Cancels the timer source; does nothing when already stopped, and drops a tick still in flight.
    public func stop() {
        state.withLock { s in
            guard let source = s.source else { return }
            s.source = nil
            s.generation &+= 1
            source.cancel()
        }
    }

    private func fire(generation: UInt64) {
        let now = DispatchTime.now().uptimeNanoseconds
        let due: (Int, @Sendable (Int) -> Void)? = state.withLock { s in
            guard s.generation == generation, let handler = s.handler else { return nil }
            // Index from elapsed monotonic time. The period is rounded down to whole nanoseconds,
            // so fires drift early by < 1 ns per tick; half a millisecond of slack keeps a fire
            // from being counted as the previous tick.
            let elapsed = now >= s.startUptime ? now - s.startUptime : 0
            let index = s.startTick + Int((elapsed + 500_000) * UInt64(hz) / 1_000_000_000)
            guard index > s.lastTick else { return nil }
            s.lastTick = index
            return (index, handler)
        }
        guard let (tick, handler) = due else { return }
        handler(tick)
    }
}
