import Motion

/// Why a layout animation's parameters were refused; each case carries the offending value.
public enum LayoutAnimationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A duration that is negative or not finite, in seconds.
    case invalidDuration(Double)
    /// A delay that is negative or not finite, in seconds.
    case invalidDelay(Double)
    /// A repeat count that is not greater than 0 (infinity repeats forever).
    case invalidRepeatCount(Double)
    /// A spring damping ratio that is not a finite number greater than 0.
    case invalidDampingRatio(Double)
    /// An initial spring velocity that is not finite.
    case invalidVelocity(Double)
    /// A priority animation on a required constraint, or toward a required priority (Auto Layout
    /// cannot move a constraint between required and optional while it is active).
    case requiredPriority(constraint: String)
    /// A value the Motion layer refused (a curve, a target).
    case motion(MotionError)
    /// A time to run the loop to that is not finite, or lies more than `TickLimit.maximumTicks`
    /// ticks past the loop's next tick.
    case invalidTime(Double)
    /// A number of ticks to run that is negative or more than `TickLimit.maximumTicks`.
    case invalidTickCount(Int)

    /// The refused value and the range it must lie in.
    public var description: String {
        switch self {
        case .invalidDuration(let d): "invalid duration \(d) (a finite number of seconds >= 0)"
        case .invalidDelay(let d): "invalid delay \(d) (a finite number of seconds >= 0)"
        case .invalidRepeatCount(let r): "invalid repeat count \(r) (a number > 0, or infinity)"
        case .invalidDampingRatio(let r): "invalid damping ratio \(r) (a finite number > 0)"
        case .invalidVelocity(let v): "invalid initial spring velocity \(v) (a finite number)"
        case .requiredPriority(let c): "cannot animate the priority of \(c) to or from required (1000)"
        case .motion(let e): "\(e)"
        case .invalidTime(let t): "invalid time \(t) (a finite number of seconds at most 10,000,000 ticks ahead)"
        case .invalidTickCount(let n): "invalid tick count \(n) (0 to 10,000,000)"
        }
    }
}
