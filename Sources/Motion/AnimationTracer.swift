import Locking

/// One thing that happened to a traced animator, at a tick.
public struct TraceEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// An animation started from an idle value.
        case started(from: Double, to: Double, curve: String)
        /// A running animation got a new target (and maybe a new curve).
        case retargeted(to: Double, curve: String)
        /// The value shown at this tick and its velocity (points per second).
        case value(Double, velocity: Double)
        /// `pause()` held the running animation at its current value.
        case paused
        /// `continueAnimation()` resumed a paused animation.
        case continued
        /// `reverse()` turned the animation around: back toward where it started, or forwards again.
        case reversed
        /// A paused animation was scrubbed to this fraction.
        case scrubbed(Double)
        /// The animation ended: finished, or interrupted (stopped, set, replaced).
        case stopped(finished: Bool)
    }

    /// The tick the event belongs to.
    public var tick: Int
    /// The animator's name.
    public var animator: String
    /// What happened.
    public var kind: Kind
}

/// Records what traced animators do, for tests and debugging (like pop's POPAnimationTracer).
///
/// Pass one to `ValueAnimator(value:hz:name:tracer:)`; each step appends its events in order.
/// Safe to read from any thread.
public final class AnimationTracer: Sendable {
    private let storage = Locked<[TraceEvent]>([])

    /// An empty tracer.
    public init() {}

    /// Every event so far, in the order recorded.
    public var events: [TraceEvent] { storage.withLock { $0 } }

    /// The events of the animator named `name`.
    public func events(for name: String) -> [TraceEvent] { events.filter { $0.animator == name } }

    /// The values the animator named `name` showed, one per traced step.
    public func values(for name: String) -> [Double] {
        events(for: name).compactMap { if case .value(let v, _) = $0.kind { v } else { nil } }
    }

    /// Forgets all events.
    public func reset() { storage.withLock { $0.removeAll() } }

    func record(_ kinds: [TraceEvent.Kind], tick: Int, animator: String) {
        guard !kinds.isEmpty else { return }
        storage.withLock { events in
            for kind in kinds { events.append(TraceEvent(tick: tick, animator: animator, kind: kind)) }
        }
    }
}
