import Rigging

// `rig time`'s output. Text and JSON both give times in milliseconds (JSON keys say so with a
// `Milliseconds` suffix; scene times are in seconds, keys `...Seconds`).

extension TimingReport {
    /// `seconds` in milliseconds, rounded to the microsecond.
    static func milliseconds(_ seconds: Double) -> Double { (seconds * 1e6).rounded() / 1e3 }

    private static func ms(_ seconds: Double) -> String { NumberFormat.string(milliseconds(seconds)) + " ms" }

    private static func summary(_ s: Summary) -> String { "p50 \(ms(s.p50))  p99 \(ms(s.p99))  max \(ms(s.max))" }

    /// A readable report (milliseconds).
    func text() -> String {
        var out = "scene \(scene) at \(hz) Hz: \(ticks) ticks (\(skippedTicks) skipped)\n"
        out += "tick cost (solve + layout)  \(Self.summary(tickCost))\n"
        out += "over budget (\(Self.ms(budget)))      \(ticksOverBudget) of \(ticks) ticks\n"
        out += "tick jitter vs schedule     \(Self.summary(jitter))\n"
        if retargets.isEmpty {
            out += "retargets: none\n"
        } else {
            out += "retarget latency (caller)   \(Self.summary(retargetLatency))\n"
            for r in retargets {
                out += "  t = \(NumberFormat.string(r.time)) s  \(r.constraint)  latency \(Self.ms(r.latency))  shown after \(r.ticksUntilShown) tick\(r.ticksUntilShown == 1 ? "" : "s")\n"
            }
        }
        return out
    }

    /// The report as one JSON object and a newline, in the text's units (keys name them).
    func json() -> String {
        func summary(_ w: inout JSONWriter, _ key: String, _ s: Summary) {
            w.key(key)
            w.object { o in
                o.key("p50"); o.number(Self.milliseconds(s.p50))
                o.key("p99"); o.number(Self.milliseconds(s.p99))
                o.key("max"); o.number(Self.milliseconds(s.max))
                o.key("count"); o.integer(s.count)
            }
        }
        var w = JSONWriter()
        w.object { o in
            o.key("scene"); o.string(scene)
            o.key("hz"); o.integer(hz)
            o.key("ticks"); o.integer(ticks)
            o.key("skippedTicks"); o.integer(skippedTicks)
            summary(&o, "tickCostMilliseconds", tickCost)
            o.key("budgetMilliseconds"); o.number(Self.milliseconds(budget))
            o.key("ticksOverBudget"); o.integer(ticksOverBudget)
            summary(&o, "jitterMilliseconds", jitter)
            summary(&o, "retargetLatencyMilliseconds", retargetLatency)
            o.key("retargets")
            o.array { a in
                for r in retargets {
                    a.object { e in
                        e.key("timeSeconds"); e.exact(r.time)
                        e.key("constraint"); e.string(r.constraint)
                        e.key("latencyMilliseconds"); e.number(Self.milliseconds(r.latency))
                        e.key("ticksUntilShown"); e.integer(r.ticksUntilShown)
                    }
                }
            }
        }
        return w.text + "\n"
    }
}
