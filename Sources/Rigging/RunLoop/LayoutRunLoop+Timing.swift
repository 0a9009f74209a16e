/// Timing a loop's ticks from Swift: what `rig time` measures for a scene, for any tree a
/// `LayoutRunLoop` animates, so that a test can assert a budget on it (RiggingTesting's
/// `assertBudget(_:within:)`).
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 568))
/// let box = View(name: "box")
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// let height = box.heightAnchor.constraint(equalToConstant: 70)
/// try LayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor),
///                                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
///                                box.widthAnchor.constraint(equalToConstant: 100), height])
/// let loop = try LayoutRunLoop(root: root)
/// loop.startTiming()
/// try loop.animator(for: height).animate(to: 300)
/// try loop.run(until: 1)
/// let report = loop.timingReport(name: "grow")
/// // report.ticks is 31; report.tickCost.p99 is the 99th percentile of the ticks' costs
/// ```
extension LayoutRunLoop {
    /// Starts measuring every tick from the next one on (forgetting earlier measurements): its
    /// cost (stepping the animations, the solve, the layout pass and the presentation, as
    /// `tickObserver` sees it), and on the real clock (`start()`) how far its start was from its
    /// schedule.
    public func startTiming() {
        timing = TickTimingLog()
    }

    /// Stops measuring; `timingReport(name:budget:)` is empty until the next `startTiming()`.
    public func stopTiming() {
        timing = nil
    }

    /// The ticks measured since `startTiming()`, as `rig time` reports a scene: tick cost,
    /// ticks over `budget` (seconds; default a third of a frame), jitter (real clock only; empty
    /// on the virtual clock), the slowest and the most off-schedule tick, and ticks the real
    /// clock skipped. Retargets are not measured here (none are listed).
    public func timingReport(name: String = "run", budget: Double? = nil) -> TimingReport {
        (timing ?? TickTimingLog()).report(scene: name, hz: hz, budget: budget ?? 1 / (3 * Double(hz)))
    }
}
