/// The tick convention every clock, animator and timeline in Motion shares.
///
/// - Tick k is at time `Double(k) / Double(hz)` seconds: one division, never an accumulated sum of 1/hz.
/// - An event at time t belongs to tick k, the first tick with k/hz >= t - 1e-9 (`tick(containing:hz:)`).
/// - An animation started or retargeted at tick k0 takes its first step at tick k0 and the frame of
///   tick k0 shows it. A timed curve or spring at tick k shows its value at elapsed time (k - k0)/hz:
///   its start tick shows the start value and the tick at its duration shows the end value exactly.
public enum TickConvention {
    /// Tolerance (seconds) below which an event time counts as on a tick.
    public static let eventTolerance = 1e-9

    /// The time in seconds of tick `tick` at `hz` ticks per second.
    @inlinable
    public static func time(ofTick tick: Int, hz: Int) -> Double {
        Double(tick) / Double(hz)
    }

    /// The tick an event at `time` belongs to: the first k with k/hz >= time - 1e-9.
    public static func tick(containing time: Double, hz: Int) throws(MotionError) -> Int {
        guard hz > 0 else { throw .invalidHz(hz) }
        guard time.isFinite, abs(time) * Double(hz) < 1e15 else { throw .invalidTime(time) }
        let t = time - eventTolerance
        // A first guess from one multiplication, then fixed up against the exact definition so
        // rounding in the guess can never move an event to a neighbouring tick.
        var k = Int((t * Double(hz)).rounded(.up))
        while Double(k - 1) / Double(hz) >= t { k -= 1 }
        while Double(k) / Double(hz) < t { k += 1 }
        return k
    }
}
