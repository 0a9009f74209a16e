/// How an animated value moves toward its target: the vocabulary a scene's `"curve"` names.
///
/// Scene names map as: `{"exponential": f}` → `.exponential(try ExponentialApproach(factor: f))`;
/// `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInEaseOut"`, `"default"` with `"duration"` →
/// `try Curve.named(name, duration:)`; `{"bezier": [x1,y1,x2,y2]}` → `try .bezier(x1, y1, x2, y2, duration:)`;
/// `{"spring": {...}}` → `.spring(try Spring(mass:stiffness:damping:initialVelocity:))`.
public enum Curve: Sendable, Hashable {
    /// The tutorial's per-tick exponential approach (stateful; continues from its current value).
    case exponential(ExponentialApproach)
    /// A cubic Bézier timing function over `duration` seconds (validated by the constructors).
    case timing(TimingFunction, duration: Double)
    /// A closed-form spring; runs until it settles within its rest threshold (pop-style), or for
    /// its settling duration (Core Animation-style), by `Spring.ending`.
    case spring(Spring)
    /// Velocity decay; ignores the target.
    case decay(Decay)
    /// Keyframe values; ignores the target and ends on the last value.
    case keyframes(Keyframes)

    /// The tutorial's exponential approach with `factor` per tick at 30 Hz (threshold 1 point,
    /// floored values); the same motion in time at other rates (`ExponentialApproach.atHz`).
    public static func exponential(factor: Double) throws(MotionError) -> Curve {
        .exponential(try ExponentialApproach(factor: factor))
    }

    /// A Bézier curve with custom control points over `duration` seconds.
    public static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double) throws(MotionError) -> Curve {
        try timed(TimingFunction(controlPoints: x1, y1, x2, y2), duration: duration)
    }

    /// A timing function over `duration` seconds; throws for a negative or non-finite duration.
    public static func timed(_ function: TimingFunction, duration: Double) throws(MotionError) -> Curve {
        guard duration >= 0, duration.isFinite else { throw .invalidDuration(duration) }
        return .timing(function, duration: duration)
    }

    /// A named Core Animation timing function over `duration`; nil for an unknown name.
    public static func named(_ name: String, duration: Double) throws(MotionError) -> Curve? {
        guard let function = TimingFunction.named(name) else { return nil }
        return try timed(function, duration: duration)
    }

    /// Checks values the enum cases cannot check themselves (a `.timing` duration).
    public func validate() throws(MotionError) {
        if case .timing(_, let duration) = self, !(duration >= 0 && duration.isFinite) {
            throw .invalidDuration(duration)
        }
    }

    /// A short description for traces, e.g. `exponential(0.234)` or `timing(0.42,0,0.58,1;0.31s)`.
    public var traceDescription: String {
        switch self {
        case .exponential(let e): "exponential(\(e.factor))"
        case .timing(let f, let d): "timing(\(f.x1),\(f.y1),\(f.x2),\(f.y2);\(d)s)"
        case .spring(let s): "spring(m=\(s.mass),k=\(s.stiffness),c=\(s.damping),v=\(s.initialVelocity)\(s.endingDescription))"
        case .decay(let d): "decay(v=\(d.initialVelocity.map { "\($0)" } ?? "current"),r=\(d.decelerationRate))"
        case .keyframes(let k): "keyframes(\(k.values.count);\(k.calculationMode.rawValue);\(k.duration)s)"
        }
    }
}
