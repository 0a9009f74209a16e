import Rigging

/// Responsiveness limits for a real-time run (`SceneTiming`, what `rig time` measures, or a
/// `LayoutRunLoop`'s `timingReport(name:budget:)`), each optional: a nil limit is not checked.
/// Times in seconds, as `TimingReport` has them. Check budgets in release builds (a debug build
/// is 4 to 5 times slower).
///
/// ```swift
/// import Rigging
/// import RiggingTesting
///
/// let scene = try Scene.load(text: #"{"root": {"size": [100, 100]}, "duration": 0.1}"#)
/// let report = try SceneTiming.run(PreparedScene(scene))
/// let budget = TimingBudget(tickP99: 0.25, ticksUntilShown: 2)
/// // budget.violations(of: report) is empty unless a tick stalls for a quarter of a second
/// ```
public struct TimingBudget: Sendable, Hashable {
    /// The largest allowed 99th percentile of a tick's cost (animators, solve, layout), in seconds.
    public var tickP99: Double?
    /// The largest allowed 99th percentile of a tick's distance from its schedule, in seconds.
    public var jitterP99: Double?
    /// The largest allowed 99th percentile of the caller's retarget (`animate(to:)`) latency, in seconds.
    public var retargetLatencyP99: Double?
    /// The most ticks a retarget may take to show (1 is the very next tick).
    public var ticksUntilShown: Int?

    /// A budget with the given limits (seconds; nil leaves a figure unchecked).
    public init(tickP99: Double? = nil, jitterP99: Double? = nil, retargetLatencyP99: Double? = nil, ticksUntilShown: Int? = nil) {
        self.tickP99 = tickP99
        self.jitterP99 = jitterP99
        self.retargetLatencyP99 = retargetLatencyP99
        self.ticksUntilShown = ticksUntilShown
    }

    /// One sentence per limit `report` exceeds, naming the figure, the limit and the worst tick or
    /// retarget with its scene time; empty when the run kept within every limit.
    public func violations(of report: TimingReport) -> [String] {
        var out: [String] = []
        func ms(_ seconds: Double) -> String { TimingReport.millisecondsText(seconds) }
        func tick(_ t: TimingReport.Tick?, _ what: String) -> String { t.map { "; \(what) \($0.text)" } ?? "" }
        if let limit = tickP99, report.tickCost.p99 > limit {
            out.append("tick cost p99 \(ms(report.tickCost.p99)) is over the budget \(ms(limit))" + tick(report.slowestTick, "slowest"))
        }
        if let limit = jitterP99, report.jitter.p99 > limit {
            out.append(
                "tick jitter p99 \(ms(report.jitter.p99)) is over the budget \(ms(limit))" + tick(report.mostOffScheduleTick, "most off-schedule"))
        }
        if let limit = retargetLatencyP99, report.retargetLatency.p99 > limit {
            let worst = report.retargets.max { $0.latency < $1.latency }
            out.append(
                "retarget latency p99 \(ms(report.retargetLatency.p99)) is over the budget \(ms(limit))"
                    + (worst.map { "; slowest: \($0.constraint) at t = \(NumberFormat.exact($0.time)) s took \(ms($0.latency))" } ?? ""))
        }
        if let limit = ticksUntilShown, let worst = report.retargets.max(by: { $0.ticksUntilShown < $1.ticksUntilShown }),
            worst.ticksUntilShown > limit
        {
            out.append(
                "a retarget took \(worst.ticksUntilShown) ticks to show, over the budget of \(limit): "
                    + "\(worst.constraint) at t = \(NumberFormat.exact(worst.time)) s")
        }
        return out
    }
}
