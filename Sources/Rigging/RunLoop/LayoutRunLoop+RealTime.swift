import Dispatch
import Motion

/// The real clock: ticks from a `DispatchClock` on the main queue, where `@MainActor` code (the
/// code that owns the view tree, as in UIKit) runs.
extension LayoutRunLoop {
    /// Starts ticking in real time at `hz` on the main queue: each fire runs the tick its time
    /// is due for (ticks the timer missed are skipped, as a display link skips frames). The main
    /// queue must be serviced: an `async` main, `dispatchMain()`, or a running `RunLoop.main`.
    @MainActor
    public func start() throws(LayoutAnimationError) {
        guard realClock == nil else { return }
        let clock: DispatchClock
        do {
            clock = try DispatchClock(hz: hz, queue: .main)
        } catch {
            throw .motion(error)
        }
        let first = nextTick
        let loop = MainActorBox(self)
        clock.setTickHandler { tick in
            MainActor.assumeIsolated {
                let k = first + tick
                guard let owner = loop.value, owner.realClock != nil, k >= owner.nextTick else { return }
                owner.runTick(k, scheduled: owner.realClock?.scheduledUptime(ofTick: tick))
            }
        }
        realClock = clock
        clock.start()
    }

    /// Stops the real clock (a tick in progress finishes). Callable wherever the loop is, a tick
    /// observer or a completion included.
    public func stop() {
        realClock?.stop()
        realClock = nil
    }

    /// Whether the real clock runs.
    public var isRunningInRealTime: Bool { realClock != nil }
}

/// Carries the loop into the main queue's tick handler. Sound because the loop was handed to
/// `start()` on the main actor and the handler only touches it there (`assumeIsolated`).
private final class MainActorBox: @unchecked Sendable {
    weak var value: LayoutRunLoop?
    init(_ value: LayoutRunLoop) { self.value = value }
}
