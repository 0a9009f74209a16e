/// What `rig time` and `SceneTiming.run` measure for one scene on the real timer, and what
/// `LayoutRunLoop.timingReport(name:budget:)` measures for a loop's ticks.
public struct TimingReport: Sendable, Hashable {
    /// Median, 99th percentile and maximum of a sample, in seconds.
    public struct Summary: Sendable, Hashable {
        /// The median (nearest rank), in seconds; 0 for an empty sample.
        public var p50: Double
        /// The 99th percentile (nearest rank), in seconds; 0 for an empty sample.
        public var p99: Double
        /// The largest value, in seconds; 0 for an empty sample.
        public var max: Double
        /// The number of values in the sample.
        public var count: Int

        /// The summary of `samples` (nearest-rank percentiles; zeros when empty).
        public init(_ samples: [Double]) {
            let sorted = samples.sorted()
            count = sorted.count
            func rank(_ q: Double) -> Double {
                sorted.isEmpty ? 0 : sorted[Swift.min(sorted.count - 1, Swift.max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1))]
            }
            p50 = rank(0.5)
            p99 = rank(0.99)
            max = sorted.last ?? 0
        }
    }

    /// One retarget (`animate` event) posted from the caller's thread while the clock ran.
    public struct Retarget: Sendable, Hashable {
        /// The event's scene time and constraint.
        public var time: Double
        /// The animated constraint, as the event refers to it.
        public var constraint: String
        /// How long the caller's `animate(to:)` took, in seconds.
        public var latency: Double
        /// Ticks from the last tick delivered before the call to the first tick that read it
        /// (the first tick that started after the call returned); 1 means the very next tick.
        public var ticksUntilShown: Int
    }

    /// One tick of the run and a measurement of it (its cost, or how far its start was off the schedule).
    public struct Tick: Sendable, Hashable {
        /// The tick index k.
        public var tick: Int
        /// The tick's scene time, k / hz, in seconds.
        public var time: Double
        /// The measurement, in seconds.
        public var seconds: Double

        /// Tick `tick` at `time` seconds, measured at `seconds`.
        public init(tick: Int, time: Double, seconds: Double) {
            self.tick = tick
            self.time = time
            self.seconds = seconds
        }
    }

    /// The scene's name.
    public var scene: String
    /// Ticks per second of the timer.
    public var hz: Int
    /// Ticks run (skipped indices, where libdispatch merged fires, are not counted).
    public var ticks: Int
    /// Per-tick cost of stepping the animators, the solve and the layout pass.
    public var tickCost: Summary
    /// The per-tick budget in seconds, and the ticks that went over it.
    public var budget: Double
    /// The number of ticks whose cost exceeded `budget`.
    public var ticksOverBudget: Int
    /// |actual start - scheduled start| of each tick, against the hz schedule.
    public var jitter: Summary
    /// Tick indices the timer skipped (merged fires).
    public var skippedTicks: Int
    /// Every retarget, in the order it was posted.
    public var retargets: [Retarget]
    /// Summary of the retarget latencies.
    public var retargetLatency: Summary
    /// The tick that cost the most (the first of equals); nil when no tick ran.
    public var slowestTick: Tick? = nil
    /// The tick whose start was furthest from its scheduled time, early or late; nil when no
    /// tick ran on a schedule.
    public var mostOffScheduleTick: Tick? = nil
}

extension TimingReport {
    /// `seconds` in milliseconds, rounded to the microsecond (how reports print times).
    package static func milliseconds(_ seconds: Double) -> Double { (seconds * 1e6).rounded() / 1e3 }

    /// `seconds` as milliseconds with the unit: `0.013 ms`.
    package static func millisecondsText(_ seconds: Double) -> String { NumberFormat.string(milliseconds(seconds)) + " ms" }
}

extension TimingReport.Tick {
    /// `tick 45 (t = 1.5 s): 9 ms`: the index, the scene time and the measurement.
    package var text: String {
        "tick \(tick) (t = \(NumberFormat.exact(time)) s): \(TimingReport.millisecondsText(seconds))"
    }
}
