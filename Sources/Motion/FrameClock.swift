/// A source of numbered ticks at `hz` per second (tick k is at k/hz; see `TickConvention`).
///
/// Implementations: `VirtualClock` (advanced by the caller, deterministic) and `DispatchClock`
/// (a DispatchSourceTimer). The same animation code runs on both.
///
/// Contract: `start()` makes the tick at the current time due at once, but never calls the handler
/// on the caller's stack, so `start()` and `stop()` may be called while holding a lock the handler
/// also takes. Tick indices delivered to the handler strictly increase; one stale tick may still be
/// in flight when `stop()` returns, and the clock drops it.
public protocol FrameClock: AnyObject, Sendable {
    /// Ticks per second.
    var hz: Int { get }
    /// Whether the clock is delivering ticks.
    var isRunning: Bool { get }
    /// Installs the handler called with each tick index, replacing any previous one.
    func setTickHandler(_ handler: @escaping @Sendable (Int) -> Void)
    /// Starts ticking; the first tick is due immediately. Does nothing when already running.
    func start()
    /// Stops ticking. Does nothing when already stopped. Never waits for a tick in progress.
    func stop()
}
