/// The outcome of stepping an animator to one tick.
public struct AnimatorStep: Sendable, Hashable {
    /// The value to show at this tick.
    public var value: Double
    /// Rate of change in points per second.
    public var velocity: Double
    /// Whether an animation still runs after this tick (false once it finished, or when idle or paused).
    public var isRunning: Bool
    /// Whether `value` differs from the value shown at the previous step.
    public var changed: Bool
}
