import Dispatch
import Foundation
import Locking
import Motion

/// Runs a scene in real time on a `DispatchClock` and measures it: per-tick cost, ticks over a
/// budget, jitter against the schedule, and for each `animate` event the caller's latency and the
/// ticks until a tick reads it. Retargets are posted from the calling thread at their scheduled
/// times (as a user's code would), never from the tick; all other event actions apply on the tick.
///
/// This is a benchmark-style check, not a unit test: results depend on the machine. Use it to
/// assert budgets in a performance job, e.g. `XCTAssertLessThan(report.tickCost.p99, 0.002)`.
public enum SceneTiming {
    /// Options of a timing run.
    public struct Options: Sendable, Hashable {
        /// Per-tick budget in seconds (default: a third of a frame).
        public var budget: Double?
        /// Last scene time to run (default: the scene's duration).
        public var until: Double?
        /// Options overriding the per-tick budget (seconds) and the last scene time (seconds); nil keeps the defaults.
        public init(budget: Double? = nil, until: Double? = nil) {
            self.budget = budget
            self.until = until
        }
    }

    /// Everything the tick handler touches. The driver is used only on the clock's serial queue
    /// while the clock runs, and by nobody else until `done` is signalled, hence `@unchecked`.
    private final class Run: @unchecked Sendable {
        let driver: SceneDriver
        let lastTick: Int
        let done = DispatchSemaphore(value: 0)
        struct Log {
            var ticks = TickTimingLog()
            var nextEvent = 0
            var finished = false
        }
        let log = Locked(Log())
        init(driver: SceneDriver, lastTick: Int) {
            self.driver = driver
            self.lastTick = lastTick
        }
    }

    /// Runs the prepared scene on `backend` (by default AutoLayout's) in real time and returns the
    /// report (blocks for the scene's duration).
    public static func run(
        _ prepared: PreparedScene, backend: (any LayoutBackend)? = nil,
        options: Options = Options()
    ) throws(SceneError) -> TimingReport {
        let scene = prepared.scene
        let driver = try SceneDriver(prepared, backend: backend)
        let hz = driver.hz
        let until = options.until ?? scene.duration
        let lastTick = try SceneReplay.lastTick(until: until, hz: hz)
        let clock: DispatchClock
        do {
            clock = try DispatchClock(hz: hz, label: "Rigging.SceneTiming")
        } catch {
            throw SceneError(path: "hz", problem: .invalid("\(error)"))
        }
        let run = Run(driver: driver, lastTick: lastTick)
        let events = driver.scene.events
        clock.setTickHandler { [run, weak clock] tick in
            let start = DispatchTime.now().uptimeNanoseconds
            let scheduled = clock?.scheduledUptime(ofTick: tick) ?? start
            let (due, finished): ([Int], Bool) = run.log.withLock { log in
                if log.finished { return ([], true) }
                var due: [Int] = []
                while log.nextEvent < events.count, events[log.nextEvent].tick <= tick {
                    due.append(log.nextEvent)
                    log.nextEvent += 1
                }
                return (due, false)
            }
            guard !finished, tick <= run.lastTick else {
                run.log.withLock { log in
                    if !log.finished {
                        log.finished = true
                        run.done.signal()
                    }
                }
                return
            }
            _ = run.driver.tick(tick, events: due, skipAnimations: true)
            let end = DispatchTime.now().uptimeNanoseconds
            run.log.withLock { log in
                log.ticks.record(tick: tick, start: start, end: end, scheduled: scheduled)
                if tick >= run.lastTick {
                    log.finished = true
                    run.done.signal()
                }
            }
        }

        // The caller's side: post each animate event at its scheduled time.
        var posted: [(time: Double, name: String, latency: Double, callTick: Int, returned: UInt64)] = []
        let animated = events.indices.filter { !events[$0].animations.isEmpty && events[$0].tick <= lastTick }
        let handles = animated.map { i in
            prepared.events[i].animations.map { item, a in
                (a, driver.animatorIndex(ofItem: item).map { driver.animators[$0] })
            }
        }
        clock.start()
        for (n, i) in animated.enumerated() {
            let event = events[i]
            if let deadline = clock.scheduledUptime(ofTick: event.tick) {
                while true {
                    let now = DispatchTime.now().uptimeNanoseconds
                    if now >= deadline { break }
                    usleep(useconds_t(min((deadline - now) / 1000, 1000)))
                }
            }
            for (animation, animator) in handles[n] {
                guard let animator else { continue }
                let callTick = clock.lastTick
                let t0 = DispatchTime.now().uptimeNanoseconds
                try? animator.animate(to: animation.target, curve: animation.curve)
                let t1 = DispatchTime.now().uptimeNanoseconds
                posted.append((event.time, animation.constraint.description, Double(t1 - t0) / 1e9, callTick, t1))
            }
        }
        run.done.wait()
        clock.stop()
        let log = run.log.withLock { $0.ticks }
        let retargets = posted.map { p in
            let shown = log.starts.first { $0.uptime >= p.returned }?.tick ?? (lastTick + 1)
            return TimingReport.Retarget(time: p.time, constraint: p.name, latency: p.latency, ticksUntilShown: shown - p.callTick)
        }
        return log.report(
            scene: scene.name, hz: hz, budget: options.budget ?? 1 / (3 * Double(hz)), firstTick: 0, lastTick: lastTick,
            retargets: retargets)
    }
}
