/// A request posted to an animator's mailbox; applied by its next step.
enum AnimatorCommand: Sendable {
    case animate(to: Double, curve: Curve?, timing: AnimationTiming?, completion: AnimationCompletion?)
    case set(Double)
    case pause
    case resume
    case reverse
    case scrub(Double)
    case stop
}

/// What the commands posted between two steps come to: a bounded summary, however many were
/// posted. A step applies it in this order: `before` (modifiers of the running animation),
/// `reset` (a set or a stop), `animate`, then `after` (modifiers of the new animation).
///
/// Folding a command in keeps the meaning of the usual sequences and lets the last command of
/// each kind win:
/// - `set` replaces everything pending (a set ignores what came before it).
/// - `stop` drops a pending `animate` (a stop at the tick an animation starts leaves it where
///   the animation before it was) and keeps a pending `set`.
/// - `animate` after `animate` merges: the last target, with the curve, timing and completion of
///   the latest that gave one (as applying both in turn would choose them). A `set` or `stop`
///   before it stays, so `set(0); animate(to: 1)` still starts from 0.
/// - `pause`/`resume`: the last wins; `reverse`: an odd count reverses; `scrub`: the last that can
///   apply wins (one posted after a `resume` in the same group cannot). Modifiers posted after a
///   `set` or `stop` with no `animate` after it modify nothing and are dropped.
/// A completion whose command is dropped or replaced is collected in `superseded` and told
/// `.interrupted` by the step, as it would have been had each command applied in turn.
struct PendingCommands: Sendable {
    struct Animate: Sendable {
        var target: Double
        var curve: Curve?
        var timing: AnimationTiming?
        var completion: AnimationCompletion?
    }

    enum Reset: Sendable {
        case set(Double)
        case stop
    }

    /// Pause, reverse and scrub requests folded together.
    struct Modifiers: Sendable {
        /// The last pause (true) or resume (false).
        var pause: Bool?
        /// Whether an odd number of reverses was posted.
        var reverse = false
        /// The scrub to apply. With `afterPause` a pause posted before it in this group decides
        /// (it applies when an animation runs); otherwise the animator's own pause state does.
        var scrub: (fraction: Double, afterPause: Bool)?

        mutating func add(_ command: AnimatorCommand) {
            switch command {
            case .pause: pause = true
            case .resume: pause = false
            case .reverse: reverse.toggle()
            case .scrub(let fraction):
                switch pause {
                case nil: scrub = (fraction, false)
                case true?: scrub = (fraction, true)
                case false?: break  // after a resume: not paused, so this scrub does nothing
                }
            case .animate, .set, .stop: break
            }
        }
    }

    var before = Modifiers()
    var reset: Reset?
    var animate: Animate?
    var after = Modifiers()

    /// Folds `command` in; completions it supersedes are appended to `superseded`.
    mutating func add(_ command: AnimatorCommand, superseded: inout [AnimationCompletion]) {
        switch command {
        case .set(let value):
            dropAnimate(into: &superseded)
            before = Modifiers()
            reset = .set(value)
        case .stop:
            dropAnimate(into: &superseded)
            if case .set? = reset {} else { reset = .stop }
        case .animate(let target, let curve, let timing, let completion):
            guard let earlier = animate else {
                animate = Animate(target: target, curve: curve, timing: timing, completion: completion)
                return
            }
            var merged = Animate(
                target: target, curve: curve ?? earlier.curve,
                timing: timing ?? (curve == nil ? earlier.timing : nil), completion: earlier.completion)
            if let completion {
                if let replaced = earlier.completion { superseded.append(replaced) }
                merged.completion = completion
            }
            animate = merged
            after = Modifiers()
        case .pause, .resume, .reverse, .scrub:
            if animate != nil {
                after.add(command)
            } else if reset == nil {
                before.add(command)
            }
        }
    }

    private mutating func dropAnimate(into superseded: inout [AnimationCompletion]) {
        if let completion = animate?.completion { superseded.append(completion) }
        animate = nil
        after = Modifiers()
    }
}
