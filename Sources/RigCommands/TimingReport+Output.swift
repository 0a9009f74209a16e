import Rigging

// `rig time`'s output. Text and JSON both give times in milliseconds (JSON keys say so with a
// `Milliseconds` suffix; scene times are in seconds, keys `...Seconds`).

extension TimingReport {
    private static func ms(_ seconds: Double) -> String { millisecondsText(seconds) }

    private static func summary(_ s: Summary) -> String { "p50 \(ms(s.p50))  p99 \(ms(s.p99))  max \(ms(s.max))" }

    /// Whether some tick cost more than the budget (`rig time --budget` then fails).
    var isOverBudget: Bool { ticksOverBudget > 0 }

    /// The failure `rig time --budget` prints on standard error when a tick went over the budget:
    /// `12 of 91 ticks over the budget 0.02 ms; slowest tick 45 (t = 1.5 s): 0.05 ms`.
    var overBudgetMessage: String {
        "\(ticksOverBudget) of \(ticks) ticks over the budget \(Self.ms(budget))" + (slowestTick.map { "; slowest \($0.text)" } ?? "")
    }

    /// A readable report (milliseconds); when a tick went over the budget, its line names the
    /// slowest tick.
    func text() -> String {
        var out = "scene \(scene) at \(hz) Hz: \(ticks) ticks (\(skippedTicks) skipped)\n"
        out += "tick cost (solve + layout)  \(Self.summary(tickCost))\n"
        // The label column is as wide as the other lines' (28), however long the budget's number.
        let budgetLabel = "over budget (\(Self.ms(budget)))"
        out +=
            budgetLabel + String(repeating: " ", count: max(2, 28 - budgetLabel.count)) + "\(ticksOverBudget) of \(ticks) ticks"
            + (isOverBudget ? slowestTick.map { "; slowest \($0.text)" } ?? "" : "") + "\n"
        out += "tick jitter vs schedule     \(Self.summary(jitter))\n"
        if retargets.isEmpty {
            out += "retargets: none\n"
        } else {
            out += "retarget latency (caller)   \(Self.summary(retargetLatency))\n"
            for r in retargets {
                out +=
                    "  t = \(NumberFormat.string(r.time)) s  \(r.constraint)  latency \(Self.ms(r.latency))  shown after \(r.ticksUntilShown) tick\(r.ticksUntilShown == 1 ? "" : "s")\n"
            }
        }
        return out
    }

    /// The report as one JSON object and a newline, in the text's units (keys name them); when a
    /// tick went over the budget, `"slowestTick": {"tick": k, "timeSeconds": t, "costMilliseconds": c}`
    /// follows `"ticksOverBudget"`.
    func json() -> String {
        func summary(_ w: inout JSONWriter, _ key: String, _ s: Summary) {
            w.key(key)
            w.object { o in
                o.key("p50")
                o.number(Self.milliseconds(s.p50))
                o.key("p99")
                o.number(Self.milliseconds(s.p99))
                o.key("max")
                o.number(Self.milliseconds(s.max))
                o.key("count")
                o.integer(s.count)
            }
        }
        var w = JSONWriter()
        w.object { o in
            o.key("scene")
            o.string(scene)
            o.key("hz")
            o.integer(hz)
            o.key("ticks")
            o.integer(ticks)
            o.key("skippedTicks")
            o.integer(skippedTicks)
            summary(&o, "tickCostMilliseconds", tickCost)
            o.key("budgetMilliseconds")
            o.number(Self.milliseconds(budget))
            o.key("ticksOverBudget")
            o.integer(ticksOverBudget)
            if isOverBudget, let slowest = slowestTick {
                o.key("slowestTick")
                o.object { t in
                    t.key("tick")
                    t.integer(slowest.tick)
                    t.key("timeSeconds")
                    t.exact(slowest.time)
                    t.key("costMilliseconds")
                    t.number(Self.milliseconds(slowest.seconds))
                }
            }
            summary(&o, "jitterMilliseconds", jitter)
            summary(&o, "retargetLatencyMilliseconds", retargetLatency)
            o.key("retargets")
            o.array { a in
                for r in retargets {
                    a.object { e in
                        e.key("timeSeconds")
                        e.exact(r.time)
                        e.key("constraint")
                        e.string(r.constraint)
                        e.key("latencyMilliseconds")
                        e.number(Self.milliseconds(r.latency))
                        e.key("ticksUntilShown")
                        e.integer(r.ticksUntilShown)
                    }
                }
            }
        }
        return w.text + "\n"
    }
}
