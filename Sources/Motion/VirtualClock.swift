import Locking

/// A deterministic clock advanced by the caller; ticks run on the caller's thread inside `advance`.
///
/// `now` is the current tick. While running, each tick index from the one due at `start()` onwards is
/// delivered exactly once: `flush()` delivers the due tick, `advance(by:)` moves time forward and
/// delivers each tick it passes. While stopped, time moves on silently.
public final class VirtualClock: FrameClock {
    private struct State {
        var now: Int
        var running = false
        var lastDelivered: Int?
        var handler: (@Sendable (Int) -> Void)?
    }

    /// Ticks per second (positive).
    public let hz: Int
    private let state: Locked<State>

    /// A clock at `hz` ticks per second whose current tick is `tick`.
    public init(hz: Int = 30, tick: Int = 0) throws(MotionError) {
        guard hz > 0 else { throw .invalidHz(hz) }
        self.hz = hz
        self.state = Locked(State(now: tick))
    }

    /// The current tick.
    public var now: Int { state.withLock { $0.now } }
    /// The current time in seconds (`now / hz`).
    public var time: Double { TickConvention.time(ofTick: now, hz: hz) }
    /// Whether ticks are delivered: true from `start()` until `stop()`.
    public var isRunning: Bool { state.withLock { $0.running } }

    /// Installs the handler called with each delivered tick index, replacing any previous one.
    public func setTickHandler(_ handler: @escaping @Sendable (Int) -> Void) {
        state.withLock { $0.handler = handler }
    }

    /// Makes the tick at `now` due; the next `flush()` or `advance` delivers it (never `start()` itself).
    public func start() { state.withLock { $0.running = true } }
    /// Stops delivering ticks; time still moves on with `advance`.
    public func stop() { state.withLock { $0.running = false } }

    /// Delivers the tick at `now` if the clock runs and has not delivered it yet; returns whether it did.
    @discardableResult
    public func flush() -> Bool {
        let due: (Int, @Sendable (Int) -> Void)? = state.withLock { s in
            guard s.running, let handler = s.handler else { return nil }
            if let last = s.lastDelivered, last >= s.now { return nil }
            s.lastDelivered = s.now
            return (s.now, handler)
        }
        guard let (tick, handler) = due else { return false }
        handler(tick)  // outside the lock: the handler may stop or start this clock
        return true
    }

    /// Delivers any due tick, then moves `ticks` ticks forward delivering each one while running.
    public func advance(by ticks: Int = 1) {
        flush()
        for _ in 0..<max(0, ticks) {
            state.withLock { $0.now += 1 }
            flush()
        }
    }

    /// Advances to tick `tick` (no-op if it is in the past).
    public func advance(to tick: Int) {
        advance(by: tick - now)
    }

    /// Advances to the tick that contains `time` (see `TickConvention.tick(containing:hz:)`).
    public func advance(toTime time: Double) throws(MotionError) {
        advance(to: try TickConvention.tick(containing: time, hz: hz))
    }
}
