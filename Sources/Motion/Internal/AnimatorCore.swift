/// The state machine behind `ValueAnimator`: owned by whichever thread steps it, never shared.
///
/// A step to tick k fixes the tick convention. Commands read from the mailbox apply at time k:
/// - Closed-form segments (Bézier, spring, decay, keyframes) first advance to tick k under the old
///   state, then the commands apply. A retarget starts from the old animation's value at tick k,
///   and a segment started at tick k is anchored there, so tick k shows elapsed 0 (its start value).
///   A pause at k holds tick k's value; a continue at k advances again from tick k + 1.
/// - The exponential approach applies the commands first and then takes tick k's step, as the
///   tutorial's timer does after a target change: an animation started or retargeted at k takes its
///   first step at k. A pause at k skips the step of tick k; a continue at k takes it.
/// Ticks skipped since the last step (merged timer fires) pass under the old state, one
/// exponential step each. The commands of one step are a `PendingCommands` summary (whatever
/// was posted since the last step, folded), applied in its order.
struct AnimatorCore: Sendable {
    struct Exponential: Sendable {
        var approach: ExponentialApproach
        /// The tutorial's internal (unfloored) value.
        var current: Double
        /// The requested target before flooring.
        var input: Double
        var lastStep: Int?
        var lastAdder = 0.0
    }

    enum Mode: Sendable {
        case idle
        case exponential(Exponential)
        case segments([Segment])
    }

    let hz: Int
    var mode = Mode.idle
    var value: Double
    var velocity = 0.0
    var target: Double
    var startValue: Double
    var curve: Curve?
    var timing = AnimationTiming.default
    var paused = false
    var reversed = false
    /// Ticks that advanced while running and not paused: the clock segments read.
    var position = 0
    var lastTick: Int?
    var completion: AnimationCompletion?
    /// The sum of the additive segments that completed and were removed (their changes stay).
    var settledOffset = 0.0

    init(value: Double, hz: Int) {
        self.hz = hz
        self.value = value
        self.target = value
        self.startValue = value
    }

    var isActive: Bool { if case .idle = mode { false } else { true } }

    var state: AnimatorState { !isActive ? .idle : paused ? .paused : .running }

    /// What a step produced besides its value: trace events and completions to run outside locks.
    struct Effects {
        /// Whether to collect trace events (only when a tracer listens: steps stay allocation-free).
        var tracing: Bool
        var trace: [TraceEvent.Kind] = []
        var completions: [(AnimationCompletion, AnimationOutcome)] = []

        mutating func note(_ kind: @autoclosure () -> TraceEvent.Kind) {
            if tracing { trace.append(kind()) }
        }
    }

    mutating func step(tick k: Int, commands: CommandMailbox.Taken?, effects: inout Effects) -> AnimatorStep {
        let before = value
        let isNewTick = lastTick.map { k > $0 } ?? true
        let missed = lastTick.map { max(0, k - $0 - 1) } ?? 0
        if isNewTick { lastTick = k }

        // 1. Time up to tick k passes under the old state (for the exponential: up to k - 1).
        if isActive, !paused {
            switch mode {
            case .exponential(var s):
                var done = false
                if missed > 0, let last = s.lastStep {
                    for tick in (last + 1)..<k where !done {
                        done = advance(&s, tick: tick)
                    }
                }
                mode = .exponential(s)
                if done { finish(.end, effects: &effects) }
            case .segments:
                position += missed + (isNewTick ? 1 : 0)
            case .idle:
                break
            }
        } else if paused, case .exponential(var s) = mode {
            s.lastStep = k - 1  // time passed without steps
            mode = .exponential(s)
        }

        // 2. Commands apply at tick k.
        if let commands {
            for completion in commands.superseded { effects.completions.append((completion, .interrupted)) }
            if let box = commands.pending { apply(box.pending, effects: &effects) }
        }

        // 3. The exponential takes tick k's step; segments are sampled at tick k.
        switch mode {
        case .idle:
            break
        case .exponential(var s):
            var done = false
            if !paused, s.lastStep != k { done = advance(&s, tick: k) }
            if paused { s.lastStep = k }
            mode = .exponential(s)
            value = s.approach.shown(s.current)
            velocity = paused ? 0 : s.lastAdder * Double(hz)
            if done { finish(.end, effects: &effects) }
        case .segments(let segments):
            let (shown, speed, running) = evaluate(segments, at: position)
            value = shown
            velocity = paused ? 0 : speed
            if !running {
                finish(reversed ? .start : .end, effects: &effects)
            } else if segments.count > 1, !reversed {
                var remaining = segments
                if removeCompletedAdditive(&remaining) { mode = .segments(remaining) }
            }
        }
        if value != before || isActive { effects.note(.value(value, velocity: velocity)) }
        return AnimatorStep(value: value, velocity: velocity, isRunning: isActive && !paused, changed: value != before)
    }

    /// One tutorial step at `tick`; returns whether the approach is done.
    private func advance(_ s: inout Exponential, tick: Int) -> Bool {
        let previous = s.current
        let (next, done) = s.approach.step(from: s.current, toward: s.input)
        s.current = next
        s.lastAdder = next - previous
        s.lastStep = tick
        return done
    }

    /// Sum of the segments at `position`: the first is absolute, additive ones add their deltas
    /// (and the removed ones their settled sum).
    /// Running is false once every segment has ended (forwards) or returned to 0 (reversed).
    func evaluate(_ segments: [Segment], at position: Int) -> (value: Double, velocity: Double, running: Bool) {
        var value = 0.0
        var velocity = 0.0
        var running = false
        // Indexed, so each segment is read in place rather than copied out of the array.
        for i in segments.indices {
            let e = segments[i].elapsed(atPosition: position, hz: hz)
            let sample = segments[i].sample(atElapsed: e)
            value = i == 0 ? sample.value : value + sample.value
            velocity += sample.velocity
            running = running || (segments[i].direction > 0 ? sample.running : e > 0)
        }
        if settledOffset != 0 { value += settledOffset }
        return (value, velocity, running)
    }

    /// Removes the additive segments (all but the first) whose active time has ended on their
    /// model value, folding their change into `settledOffset`, as Core Animation removes completed
    /// animations: the work per step stays bounded by the animations actually running, however
    /// long retargets go on. Returns whether any was removed.
    private mutating func removeCompletedAdditive(_ segments: inout [Segment]) -> Bool {
        var removed = false
        var i = 1
        while i < segments.count {
            let s = segments[i]
            let e = s.elapsed(atPosition: position, hz: hz)
            if s.direction > 0, e >= s.totalDuration, case let sample = s.sample(atElapsed: e), !sample.running, sample.value == s.to {
                settledOffset += s.to
                segments.remove(at: i)
                removed = true
            } else {
                i += 1
            }
        }
        return removed
    }

    /// The value and velocity shown as of the current position (for retargets and stops).
    private func presentation() -> (value: Double, velocity: Double) {
        switch mode {
        case .idle: return (value, 0)
        case .exponential(let s): return (s.approach.shown(s.current), s.lastAdder * Double(hz))
        case .segments(let segments):
            let (v, speed, _) = evaluate(segments, at: position)
            return (v, speed)
        }
    }

    /// What readers see: the state as of the last step (only `step` changes it).
    var snapshot: Presentation {
        Presentation(
            value: value, velocity: velocity, target: target, state: state, tick: lastTick,
            fractionComplete: fractionComplete)
    }

    var fractionComplete: Double {
        switch mode {
        case .idle: return 0
        case .exponential:
            guard target != startValue else { return 1 }
            return min(max((value - startValue) / (target - startValue), 0), 1)
        case .segments(let segments):
            guard let first = segments.first else { return 0 }
            let total = first.totalDuration
            guard total > 0, total.isFinite else { return total == 0 ? 1 : 0 }
            return min(max(first.elapsed(atPosition: position, hz: hz) / total, 0), 1)
        }
    }

    private mutating func finish(_ position: AnimatingPosition, effects: inout Effects) {
        if case .exponential(let s) = mode { value = s.approach.shown(s.current) }
        if case .segments(let segments) = mode {
            if position == .end {
                // All segments ended on their model values: show the target bit for bit.
                let endsOnTarget = segments.allSatisfy { $0.sample(atElapsed: $0.totalDuration).value == $0.to }
                if endsOnTarget { value = target }
            } else {
                value = evaluate(segments, at: self.position).value
            }
        }
        mode = .idle
        settledOffset = 0
        velocity = 0
        target = value
        paused = false
        reversed = false
        effects.note(.stopped(finished: true))
        if let completion {
            effects.completions.append((completion, .finished(position)))
            self.completion = nil
        }
    }

    private mutating func interrupt(effects: inout Effects) {
        effects.note(.stopped(finished: false))
        if let completion {
            effects.completions.append((completion, .interrupted))
            self.completion = nil
        }
    }

    /// Applies one step's commands in `PendingCommands`' order.
    private mutating func apply(_ commands: PendingCommands, effects: inout Effects) {
        apply(commands.before, effects: &effects)
        switch commands.reset {
        case .set(let v)?:
            if isActive { interrupt(effects: &effects) }
            rest(at: v)
        case .stop?:
            guard isActive else { break }
            let (v, _) = presentation()
            interrupt(effects: &effects)
            rest(at: v)
        case nil:
            break
        }
        if let a = commands.animate {
            animate(to: a.target, curve: a.curve, timing: a.timing, completion: a.completion, effects: &effects)
        }
        apply(commands.after, effects: &effects)
    }

    /// Idle at `v`.
    private mutating func rest(at v: Double) {
        mode = .idle
        settledOffset = 0
        (value, velocity, target, paused, reversed) = (v, 0, v, false, false)
    }

    private mutating func apply(_ modifiers: PendingCommands.Modifiers, effects: inout Effects) {
        // A scrub needs a paused closed-form animation: paused before this group, or by a pause
        // posted before the scrub (which pauses whenever an animation runs).
        if let (fraction, afterPause) = modifiers.scrub, afterPause ? isActive : paused,
            case .segments(var segments) = mode
        {
            for i in segments.indices where segments[i].totalDuration.isFinite {
                segments[i].scrub(toSeconds: fraction * segments[i].totalDuration, atPosition: position)
            }
            mode = .segments(segments)
            effects.note(.scrubbed(fraction))
        }
        switch modifiers.pause {
        case true? where isActive && !paused:
            paused = true
            effects.note(.paused)
        case false? where isActive && paused:
            paused = false
            effects.note(.continued)
        default:
            break
        }
        if modifiers.reverse, isActive { reverse(effects: &effects) }
    }

    private mutating func reverse(effects: inout Effects) {
        reversed.toggle()
        effects.note(.reversed)
        switch mode {
        case .idle: break
        case .exponential(var s):
            let back = startValue
            startValue = target
            s.input = back
            target = s.approach.target(for: back)
            mode = .exponential(s)
        case .segments(var segments):
            for i in segments.indices { segments[i].reverse(atPosition: position) }
            mode = .segments(segments)
        }
    }

    private mutating func animate(
        to requested: Double, curve requestedCurve: Curve?, timing requestedTiming: AnimationTiming?,
        completion newCompletion: AnimationCompletion?, effects: inout Effects
    ) {
        let wasActive = isActive
        let (current, currentVelocity) = presentation()
        let curve = requestedCurve ?? self.curve ?? .exponential(.standard)
        let timing = requestedTiming ?? (requestedCurve == nil ? self.timing : .default)
        // Segments started now are anchored at tick k's position: tick k shows elapsed 0.
        let anchor = position
        func segment(_ shape: Segment.Shape, from: Double, to: Double, duration: Double) -> Segment {
            Segment(shape: shape, from: from, to: to, duration: duration, timing: timing, anchorPosition: anchor)
        }
        switch curve {
        case .exponential(let given):
            let approach = given.atHz(hz)  // the same motion in time at this clock's rate
            settledOffset = 0
            if case .exponential(var s) = mode {
                s.approach = approach
                s.input = requested
                mode = .exponential(s)
            } else {
                mode = .exponential(Exponential(approach: approach, current: current, input: requested))
            }
            target = approach.target(for: requested)
        case .timing(let function, let duration):
            if timing.additive, wasActive, !reversed, case .segments(var segments) = mode,
                segments.allSatisfy(\.blendsAdditively)
            {
                // UIKit's additive blending: the model jumps to the new target and a new animation
                // carries the difference (new - old target) from 0 to its full size on top.
                segments.append(segment(.timing(function), from: 0, to: requested - target, duration: duration))
                mode = .segments(segments)
            } else {
                settledOffset = 0
                mode = .segments([segment(.timing(function), from: current, to: requested, duration: duration)])
            }
            target = requested
        case .spring(let spring):
            settledOffset = 0
            // A retarget keeps value and velocity; a fresh start takes the spring's initial velocity,
            // given in distances per second toward the target.
            let v0 = wasActive ? currentVelocity : spring.initialVelocity * (requested - current)
            let settle = spring.segmentDuration(displacement: current - requested, velocity: v0)
            mode = .segments([segment(.spring(spring, v0: v0), from: current, to: requested, duration: settle)])
            target = requested
        case .decay(let decay):
            settledOffset = 0
            let v0 = decay.initialVelocity ?? currentVelocity
            let duration = decay.duration(velocity: v0)
            let end = current + decay.state(at: duration, velocity: v0).offset
            mode = .segments([segment(.decay(decay, v0: v0), from: current, to: end, duration: duration)])
            target = end
        case .keyframes(let keyframes):
            settledOffset = 0
            let first = keyframes.values[0]
            let last = keyframes.values[keyframes.values.count - 1]
            mode = .segments([segment(.keyframes(keyframes), from: first, to: last, duration: keyframes.duration)])
            target = last
        }
        if let newCompletion {
            if let old = completion { effects.completions.append((old, .interrupted)) }
            completion = newCompletion
        }
        if wasActive {
            effects.note(.retargeted(to: requested, curve: curve.traceDescription))
        } else {
            effects.note(.started(from: current, to: requested, curve: curve.traceDescription))
        }
        self.curve = curve
        self.timing = timing
        startValue = current
        paused = false
        reversed = false
    }
}
