/// Per-tick measurements of a real-time run, in tick order: what `TimingReport` summarises.
/// Shared by `SceneTiming` (a scene on its own clock) and `LayoutRunLoop.startTiming()`.
struct TickTimingLog: Sendable {
    /// Each measured tick's index and the monotonic uptime (ns) at which it started.
    var starts: [(tick: Int, uptime: UInt64)] = []
    /// Each measured tick's cost in seconds, parallel to `starts`.
    var costs: [Double] = []
    /// |actual start - scheduled start| in seconds of each tick that had a schedule (a real
    /// clock), parallel to `jitterTicks`.
    var jitters: [Double] = []
    var jitterTicks: [Int] = []

    /// Adds tick `tick`, started at `start` and ended at `end` (uptime ns), scheduled at `scheduled` (nil: no schedule).
    mutating func record(tick: Int, start: UInt64, end: UInt64, scheduled: UInt64?) {
        starts.append((tick, start))
        costs.append(Double(end - start) / 1e9)
        if let scheduled {
            jitters.append(Double(start > scheduled ? start - scheduled : scheduled - start) / 1e9)
            jitterTicks.append(tick)
        }
    }

    /// The report of the ticks so far at `hz` against `budget` (seconds). Skipped ticks are the
    /// indices from `firstTick` to `lastTick` (default: the first and last measured ones) that
    /// were not measured.
    func report(
        scene: String, hz: Int, budget: Double, firstTick: Int? = nil, lastTick: Int? = nil,
        retargets: [TimingReport.Retarget] = []
    ) -> TimingReport {
        /// The tick with the largest of `values` (at `ticks`), with its scene time.
        func worst(_ values: [Double], _ ticks: [Int]) -> TimingReport.Tick? {
            guard let i = values.indices.max(by: { values[$0] < values[$1] }), i < ticks.count else { return nil }
            return TimingReport.Tick(tick: ticks[i], time: Double(ticks[i]) / Double(hz), seconds: values[i])
        }
        let span = (lastTick ?? starts.last?.tick ?? -1) - (firstTick ?? starts.first?.tick ?? 0) + 1
        return TimingReport(
            scene: scene, hz: hz, ticks: costs.count, tickCost: TimingReport.Summary(costs), budget: budget,
            ticksOverBudget: costs.filter { $0 > budget }.count, jitter: TimingReport.Summary(jitters),
            skippedTicks: max(0, span - costs.count), retargets: retargets,
            retargetLatency: TimingReport.Summary(retargets.map(\.latency)),
            slowestTick: worst(costs, starts.map(\.tick)), mostOffScheduleTick: worst(jitters, jitterTicks))
    }
}
