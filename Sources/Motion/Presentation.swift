/// Where an animator is in its life.
public enum AnimatorState: String, Sendable, Hashable {
    /// No animation: the value rests.
    case idle
    /// An animation advances each tick.
    case running
    /// An animation is held; ticks do not advance it.
    case paused
}

/// A snapshot of an animator as of its last step, readable from any thread.
public struct Presentation: Sendable, Hashable {
    /// The value shown at `tick`.
    public var value: Double
    /// Rate of change in points per second at `tick`.
    public var velocity: Double
    /// Where the running animation ends (the value itself when idle).
    public var target: Double
    /// Running, paused or idle.
    public var state: AnimatorState
    /// The last tick stepped, nil before the first step.
    public var tick: Int?
    /// Fraction of the animation's total time elapsed, in [0, 1] (0 when idle).
    public var fractionComplete: Double
}
