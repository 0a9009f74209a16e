// MotionBench: throughput of ticking many animators per curve, the caller's latency for a
// retarget while the real 30 Hz timer ticks, that timer's jitter against its schedule, and a
// retarget storm (threads posting without a tick: memory held and the cost of the next step).
// MOTIONBENCH_SECTIONS=step,jitter,retarget,storm runs only the sections named (all by default).
// Prints one JSON object per line, then a table. Run: swift run -c release MotionBench
import Dispatch
import Foundation
import Motion

struct Stats {
    let median: UInt64, p99: UInt64, min: UInt64, max: UInt64, count: Int
    init(_ samples: [UInt64]) {
        let s = samples.sorted()
        count = s.count
        median = s.isEmpty ? 0 : s[s.count / 2]
        p99 = s.isEmpty ? 0 : s[Swift.min(s.count - 1, Int((Double(s.count) * 0.99).rounded(.down)))]
        min = s.first ?? 0
        max = s.last ?? 0
    }
}

var rows: [(String, String, Int, String, Stats, String)] = []
var sink = 0.0  // every value read feeds this, printed at the end so nothing is optimised away

@MainActor
func report(_ workload: String, curve: String, size: Int, phase: String, _ stats: Stats, extra: [String: String] = [:], note: String = "") {
    var fields = [
        "\"workload\": \"\(workload)\"", "\"curve\": \"\(curve)\"", "\"size\": \(size)", "\"phase\": \"\(phase)\"",
        "\"median_ns\": \(stats.median)", "\"p99_ns\": \(stats.p99)", "\"min_ns\": \(stats.min)",
        "\"max_ns\": \(stats.max)", "\"iterations\": \(stats.count)",
    ]
    for (k, v) in extra.sorted(by: { $0.key < $1.key }) { fields.append("\"\(k)\": \(v)") }
    print("{" + fields.joined(separator: ", ") + "}")
    rows.append((workload, curve, size, phase, stats, note))
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Whether the section named `name` runs (MOTIONBENCH_SECTIONS lists the ones to run).
func runs(_ name: String) -> Bool {
    guard let list = ProcessInfo.processInfo.environment["MOTIONBENCH_SECTIONS"] else { return true }
    return list.split(separator: ",").contains { $0 == name }
}

// MARK: 1. Ticks per second for N concurrent animators of each curve (virtual ticks, one thread)

func curves() throws -> [(String, Curve)] {
    [
        ("exponential", .exponential(try ExponentialApproach(factor: 0.01, threshold: 1, quantization: .floor))),
        ("bezier", try .timed(.easeInEaseOut, duration: 1000)),
        ("spring", .spring(try Spring(mass: 1, stiffness: 100, damping: 0.5))),
        ("decay", .decay(try Decay(initialVelocity: 1e7))),
        (
            "keyframes",
            .keyframes(
                try Keyframes(
                    values: [0, 300, 100, 500], keyTimes: [0, 0.2, 0.7, 1],
                    timingFunctions: [.easeIn, .linear, .easeOut], duration: 1000))
        ),
    ]
}

let sizes = [1_000, 10_000, 100_000]
for (name, curve) in try curves() where runs("step") {
    for size in sizes {
        let animators = try (0..<size).map { _ in try ValueAnimator(value: 0, hz: 30) }
        for (i, a) in animators.enumerated() { try a.animate(to: 1_000_000 + Double(i), curve: curve) }
        let ticks = size >= 100_000 ? 15 : size >= 10_000 ? 60 : 300
        var samples: [UInt64] = []
        var running = 0
        for k in 0..<ticks {
            let start = now()
            for a in animators {
                let s = a.step(tick: k)
                sink += s.value
                if s.isRunning { running += 1 }
            }
            samples.append(now() - start)
        }
        let stats = Stats(samples)
        let tps = 1e9 / Double(max(stats.median, 1))
        report(
            "step", curve: name, size: size, phase: "tick", stats,
            extra: [
                "ticks_per_second": String(format: "%.1f", tps),
                "ns_per_animator": String(format: "%.1f", Double(stats.median) / Double(size)),
                "running_fraction": String(format: "%.3f", Double(running) / Double(size * ticks)),
            ],
            note: String(format: "%.1f ticks/s", tps))
    }
}

// MARK: 2. Tick jitter of the bare DispatchClock against its 30 Hz schedule (3 s)

if runs("jitter") {
    let clock = try DispatchClock(hz: 30)
    let lateness = Locked<[UInt64]>([])
    let indices = Locked<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    let box = Locked<Bool>(false)
    clock.setTickHandler { [weak clock] tick in
        let t = now()
        guard let clock, let scheduled = clock.scheduledUptime(ofTick: tick) else { return }
        lateness.withLock { $0.append(t >= scheduled ? t - scheduled : 0) }
        let count = indices.withLock {
            $0.append(tick)
            return $0.count
        }
        if count == 91,
            !box.withLock({
                let was = $0
                $0 = true
                return was
            })
        {
            done.signal()
        }
    }
    clock.start()
    _ = done.wait(timeout: .now() + 30)
    clock.stop()
    let seen = indices.withLock { $0 }
    let skipped = (seen.last ?? 0) - (seen.first ?? 0) + 1 - seen.count
    report(
        "jitter", curve: "-", size: 0, phase: "lateness_vs_schedule", Stats(lateness.withLock { $0 }),
        extra: ["hz": "30", "skipped_ticks": "\(skipped)"], note: "\(skipped) skipped")
}

// MARK: 3. Caller latency of retarget while the real timer ticks 10,000 animators (3 s)

if runs("retarget") {
    let size = 10_000
    let clock = try DispatchClock(hz: 30)
    let scheduler = AnimationScheduler(clock: clock)
    let animators = try (0..<size).map { _ in try ValueAnimator(value: 0, hz: 30) }
    let curve = Curve.exponential(try ExponentialApproach(factor: 0.01))
    for a in animators { scheduler.add(a) }
    let tickLateness = Locked<[UInt64]>([])
    scheduler.setFrameHandler { [weak clock] frame in
        let t = now()
        guard let scheduled = clock?.scheduledUptime(ofTick: frame.tick) else { return }
        tickLateness.withLock { $0.append(t >= scheduled ? t - scheduled : 0) }
    }
    for (i, a) in animators.enumerated() { try a.animate(to: 1_000_000 + Double(i), curve: curve) }
    var latencies: [UInt64] = []
    latencies.reserveCapacity(400_000)
    var rng = SystemRandomNumberGenerator()
    let end = now() + 3_000_000_000
    var n = 0
    while now() < end {
        let a = animators[Int.random(in: 0..<size, using: &rng)]
        let target = Double.random(in: 0...1_000_000, using: &rng)
        let start = now()
        try a.animate(to: target)
        latencies.append(now() - start)
        n += 1
        if n % 2_000 == 0 { usleep(1_000) }  // let the mailboxes drain at the tick rate
    }
    for a in animators { a.stop() }
    report(
        "retarget", curve: "exponential", size: size, phase: "caller_latency", Stats(latencies),
        extra: ["calls": "\(n)"], note: "\(n) calls")
    report(
        "jitter", curve: "exponential", size: size, phase: "frame_lateness_under_load", Stats(tickLateness.withLock { $0 }),
        extra: ["hz": "30"], note: "after stepping \(size)")
    clock.stop()
}

// MARK: 4. Retarget storm: threads post animate(to:) for 1 s with no tick, then one step applies them

/// Resident set size in bytes (Linux /proc/self/statm; 0 elsewhere).
func residentBytes() -> UInt64 {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = UInt64(fields[1]) else { return 0 }
    return pages * UInt64(sysconf(Int32(_SC_PAGESIZE)))
}

if runs("storm") {
    let threads = 2
    let animator = try ValueAnimator(value: 0, hz: 30)
    let curve = try Curve.timed(.easeInEaseOut, duration: 0.5)
    try animator.animate(to: 1, curve: curve)
    animator.step(tick: 0)
    let rssBefore = residentBytes()
    let posted = Locked<[Int]>([])
    let latencies = Locked<[UInt64]>([])
    let group = DispatchGroup()
    let end = now() + 1_000_000_000
    for t in 0..<threads {
        group.enter()
        Thread {
            var n = 0
            var samples: [UInt64] = []
            samples.reserveCapacity(1 << 20)
            while now() < end {
                let start = now()
                try? animator.animate(to: Double(t * 1_000_000 + n), curve: n % 2 == 0 ? curve : nil)
                if n % 64 == 0 { samples.append(now() - start) }
                n += 1
            }
            posted.withLock { $0.append(n) }
            latencies.withLock { $0 += samples }
            group.leave()
        }.start()
    }
    group.wait()
    let rssAfter = residentBytes()
    let calls = posted.withLock { $0.reduce(0, +) }
    let start = now()
    let s = animator.step(tick: 1)
    let stepTime = now() - start
    sink += s.value
    let grown = rssAfter > rssBefore ? rssAfter - rssBefore : 0
    report(
        "storm", curve: "bezier", size: threads, phase: "caller_latency", Stats(latencies.withLock { $0 }),
        extra: ["calls": "\(calls)"], note: "\(calls) calls from \(threads) threads")
    report(
        "storm", curve: "bezier", size: threads, phase: "step_after_storm", Stats([stepTime]),
        extra: ["rss_growth_bytes": "\(grown)", "calls": "\(calls)"],
        note: String(format: "RSS +%.1f MB", Double(grown) / 1e6))
}

// MARK: Table

func ms(_ ns: UInt64) -> String { String(format: "%10.3f", Double(ns) / 1e6) }
print("")
print("workload  curve        size    phase                      median_ms     p99_ms     max_ms  iters  note")
for (w, c, s, p, st, note) in rows {
    let line = [
        w.padding(toLength: 9, withPad: " ", startingAt: 0), c.padding(toLength: 12, withPad: " ", startingAt: 0),
        String(s).padding(toLength: 7, withPad: " ", startingAt: 0), p.padding(toLength: 26, withPad: " ", startingAt: 0),
        ms(st.median), ms(st.p99), ms(st.max), String(format: "%6d", st.count), note,
    ]
    print(line.joined(separator: " "))
}
print("sink \(sink.isFinite ? 1 : 0)")
