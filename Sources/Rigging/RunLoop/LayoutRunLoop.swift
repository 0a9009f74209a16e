import AutoLayout
import Cassowary
import Dispatch
import Motion

/// Animates a view tree: the run loop that steps constraint animations, lays the tree out once a
/// tick, shows Core-Animation-style animations on top of the layout, and records frames.
///
/// Each tick k (at time k / hz):
/// 1. the changes due at tick k apply (a scene's events; Swift code runs between ticks);
/// 2. every constraint animation steps to tick k, and the constants (and priorities) that changed
///    go to the layout engine in one batch of in-place changes; transform animations step too;
/// 3. one layout pass gives the model frames (`View.frame`, and the transforms views show);
/// 4. Core-Animation-style animations turn model frames into shown frames
///    (`View.presentationFrame`): additive ones add `(old - new) * (1 - f(p))` to the model, a
///    `beginFromCurrentState` one interpolates from the frames shown when it began;
/// 5. the frame is recorded (when recording) and returned.
///
/// Time: `time` is the loop's current time. Swift code that changes constraints or starts an
/// animation between ticks does so at `time`, exactly as a scene event at that time: a constraint
/// animation takes its first step at the tick containing `time`, and a layout animation's progress
/// counts from `time`. `advance(to:)` runs the ticks before a time and stops there;
/// `run(until:)` runs every tick at or before a time.
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
/// try LayoutConstraint.activate([
///     box.topAnchor.constraint(equalTo: root.topAnchor),
///     box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
///     box.widthAnchor.constraint(equalToConstant: 100), height])
/// let loop = try LayoutRunLoop(root: root)
/// try loop.animator(for: height).animate(to: 300)   // the 0.234-per-tick approach
/// try loop.run(until: 1)
/// // box.frame.height is 300 by now
/// ```
///
/// Threading: a loop and its view tree belong to one thread or actor: the one that made them
/// (`@MainActor` code, like UIKit's), where the real clock's ticks then run (`start()`). The
/// handles `animator(for:)` returns are `Sendable`: retarget from any thread, never waiting for a
/// tick in progress. On the virtual clock (`step()`, `advance(to:)`, `run(until:)`) ticks run
/// synchronously on the caller's thread.
public final class LayoutRunLoop {
    /// Ticks per second.
    public let hz: Int
    /// The tree's root (nil for a loop over a scene backend).
    public var root: View? { tree?.root }
    /// The loop's current time in seconds.
    public internal(set) var time: Double = 0
    /// The next tick to run.
    public internal(set) var nextTick = 0
    /// Layout passes run so far (the first layout, one per tick, and any a layout hook asks for).
    public internal(set) var layoutPasses = 0
    /// Model frames of the last layout pass in root coordinates, in the backend's view order.
    public var modelFrames: [Rect] { model.rects }
    /// The transforms views show in the model (`modelFrames`' order; empty when none does).
    public var modelTransforms: FrameTransforms { model.transforms }
    /// Frames shown at the last tick in root coordinates, in the backend's view order.
    public var shownFrames: [Rect] { shown.rects }
    /// The transforms views show at the last tick (`shownFrames`' order; empty when none does).
    public var shownTransforms: FrameTransforms { shown.transforms }
    /// The model and shown frames with their transforms.
    var model = ViewFrames()
    var shown = ViewFrames()

    let backend: any LayoutBackend
    let tree: ViewTreeBackend?

    /// Runs after each layout pass with the model frames; returns true when it changed
    /// constraints, and layout then runs again, at most `maximumLayoutPasses` times a tick.
    var layoutHook: (([Rect]) -> Bool)?
    /// Layout passes per tick a hook may cause, the first included.
    static let maximumLayoutPasses = 8
    /// Ticks at which a layout hook was stopped at `maximumLayoutPasses`.
    var hookLimitTicks: [Int] = []

    /// The constraint animations, in the order they were made (the order of recorded constants).
    var bindings: [Binding] = []
    /// The constraint-driven transform animations (see `LayoutRunLoop+Transform.swift`).
    var transformBindings: [TransformBinding] = []
    private var bindingIndex: [BindingKey: Int] = [:]

    /// Core-Animation-style animations (see `LayoutRunLoop+Presentation.swift`).
    var base: BaseLayer?
    var layers: [Layer] = []
    var pendingTransition: PendingTransition?
    var presentationOverridesSet = false
    /// The view identities the animations' slots refer to, and the tree version they were read at.
    var slotIdentities: [ObjectIdentifier] = []
    var slotVersion = -1
    /// While `animateKeyframes` runs its block: the keyframes added so far (see
    /// `LayoutRunLoop+Keyframes.swift`).
    var keyframeCapture: KeyframeCapture?
    /// While an animation block runs: the changes `performWithoutAnimation` made in it, each as
    /// the frames before and after (innermost block last).
    var unanimatedChanges: [[(before: ViewFrames, after: ViewFrames)]] = []
    /// The view transitions run so far (`transition(with:duration:options:animations:completion:)`).
    public internal(set) var viewTransitions: [ViewTransitionRecord] = []
    /// Completions due at the end of the running tick.
    var dueCompletions: [() -> Void] = []
    /// Property animators the loop drives (`LayoutPropertyAnimator`), while they are active.
    var propertyAnimators: [LayoutPropertyAnimator] = []
    /// Animated scrolls in progress (see `LayoutRunLoop+Scrolling.swift`), one per scroll view.
    var scrolls: [ScrollAnimation] = []

    /// What the loop had to change to keep going (an animated constant clamped to the solver's
    /// range), oldest first.
    public internal(set) var diagnostics: [String] = []
    private var clampedNames: Set<String> = []

    /// Told after every tick with its frame and its cost in seconds (measured only while set): a
    /// probe for budgets and benchmarks, run on the loop's thread.
    public var tickObserver: ((Frame, Double) -> Void)?

    /// The recording in progress (see `LayoutRunLoop+Recording.swift`).
    var recording: Recording?
    /// The real clock while running (see `start()`).
    var realClock: DispatchClock?
    /// The ticks measured since `startTiming()` (see `LayoutRunLoop+Timing.swift`); nil when not timing.
    var timing: TickTimingLog?

    struct Binding {
        let item: Int
        let property: AnimatedConstraintProperty
        let animator: ValueAnimator
        let name: String
    }

    private struct BindingKey: Hashable {
        let item: Int
        let property: AnimatedConstraintProperty
    }

    /// A loop over the tree of `root` at `hz` ticks per second; lays the tree out once.
    public convenience init(root: View, hz: Int = 30) throws(LayoutAnimationError) {
        let tree = ViewTreeBackend(root: root)
        try self.init(backend: tree, tree: tree, hz: hz)
    }

    init(backend: any LayoutBackend, tree: ViewTreeBackend? = nil, hz: Int) throws(LayoutAnimationError) {
        guard hz > 0, hz <= 10_000 else { throw .motion(.invalidHz(hz)) }
        self.backend = backend
        self.tree = tree
        self.hz = hz
        model = ViewFrames(rects: backend.layout(), transforms: backend.layoutTransforms(), alphas: tree?.alphas() ?? FrameAlphas())
        layoutPasses = 1
        shown = model
    }

    // MARK: Constraint animations

    /// The animation of `constraint`'s constant (or priority), made on first use and kept: every
    /// call for the same constraint and property returns a handle to the same animation.
    ///
    /// The constraint must belong to this loop's tree (a loop over a scene's `ViewTreeBackend`
    /// animates constants only). A priority animation moves between optional levels (1...999)
    /// and is refused for a required constraint.
    public func animator(
        for constraint: LayoutConstraint,
        property: AnimatedConstraintProperty = .constant
    ) throws(LayoutAnimationError) -> ConstraintAnimator {
        guard let items = backend as? ViewTreeBackend, tree != nil || property == .constant else {
            throw .motion(.invalidTarget(.nan))
        }
        let item = items.item(for: constraint)
        if property == .priority, constraint.priority.isRequired {
            throw .requiredPriority(constraint: constraint.identifier ?? constraint.description)
        }
        let name = Self.name(of: constraint) + (property == .priority ? ".priority" : "")
        let index = try binding(item: item, property: property, name: name)
        return ConstraintAnimator(animator: bindings[index].animator, property: property, constraintName: name)
    }

    /// How a constraint is named in dumps: its identifier, else `view.attribute` (the selector a
    /// scene's events use).
    static func name(of constraint: LayoutConstraint) -> String {
        if let id = constraint.identifier { return id }
        return "\(constraint.firstItemName ?? "?").\(constraint.firstAttribute.rawValue)"
    }

    /// The binding of `item`'s property, made on first use at the item's current value.
    func binding(item: Int, property: AnimatedConstraintProperty, name: String) throws(LayoutAnimationError) -> Int {
        let key = BindingKey(item: item, property: property)
        if let index = bindingIndex[key] { return index }
        var start: Double = backend.constant(ofItem: item)
        if property == .priority, let tree {
            let priority: Float = tree.constraints[item].priority.rawValue
            start = Double(priority)
        }
        let animator: ValueAnimator
        do {
            animator = try ValueAnimator(value: start, hz: hz, name: name)
        } catch {
            throw .motion(error)
        }
        bindings.append(Binding(item: item, property: property, animator: animator, name: name))
        bindingIndex[key] = bindings.count - 1
        return bindings.count - 1
    }

    // MARK: Running

    /// Runs the next tick and returns its frame.
    @discardableResult
    public func step() -> Frame {
        runTick(nextTick)
    }

    /// Runs every tick before `time` (those at times < `time`) and moves the current time to
    /// `time`; changes made next happen at `time`. Does nothing for a time in the past. Throws
    /// `.invalidTime` for a time that is not finite or lies more than `TickLimit.maximumTicks`
    /// ticks ahead, having run nothing.
    public func advance(to time: Double) throws(LayoutAnimationError) {
        guard time.isFinite else { throw .invalidTime(time) }
        guard time > self.time else { return }
        try checkReach(time)
        while TickConvention.time(ofTick: nextTick, hz: hz) < time - TickConvention.eventTolerance { step() }
        self.time = time
    }

    /// Runs `ticks` more ticks. Throws `.invalidTickCount` for a negative count or one above
    /// `TickLimit.maximumTicks`, having run nothing.
    public func advance(by ticks: Int) throws(LayoutAnimationError) {
        guard (0...TickLimit.maximumTicks).contains(ticks) else { throw .invalidTickCount(ticks) }
        for _ in 0..<ticks { step() }
    }

    /// Runs every tick at or before `time` (the tick at `time` included). Does nothing for a time
    /// before the next tick. Throws `.invalidTime` for a time that is not finite or lies more than
    /// `TickLimit.maximumTicks` ticks ahead, having run nothing.
    public func run(until time: Double) throws(LayoutAnimationError) {
        guard time.isFinite else { throw .invalidTime(time) }
        try checkReach(time)
        while TickConvention.time(ofTick: nextTick, hz: hz) < time + TickConvention.eventTolerance { step() }
    }

    /// Refuses a time further ahead than a run may go, so that no call runs unbounded.
    private func checkReach(_ time: Double) throws(LayoutAnimationError) {
        let ahead = time * Double(hz) - Double(nextTick)
        guard ahead <= Double(TickLimit.maximumTicks) else { throw .invalidTime(time) }
    }

    /// Runs tick `k` (the scene driver's entry): `changes` apply first (a scene's events), then
    /// the five steps described on the type. `scheduled` is the uptime (ns) a real clock had
    /// scheduled the tick for (nil on the virtual clock), for timing.
    @discardableResult
    func runTick(_ k: Int, scheduled: UInt64? = nil, applying changes: () -> Void = {}) -> Frame {
        guard tickObserver != nil || timing != nil else { return tickBody(k, applying: changes) }
        let start = DispatchTime.now().uptimeNanoseconds
        let frame = tickBody(k, applying: changes)
        let end = DispatchTime.now().uptimeNanoseconds
        timing?.record(tick: k, start: start, end: end, scheduled: scheduled)
        tickObserver?(frame, Double(end - start) / 1e9)
        return frame
    }

    private func tickBody(_ k: Int, applying changes: () -> Void) -> Frame {
        changes()
        stepScrolls(at: TickConvention.time(ofTick: k, hz: hz))
        var constantChanges: [(item: Int, constant: Double)] = []
        constantChanges.reserveCapacity(bindings.count)
        var priorityChanges: [(item: Int, priority: Double)] = []
        var constants: [Double] = []
        constants.reserveCapacity(bindings.count)
        for binding in bindings {
            let step = binding.animator.step(tick: k)
            var value = step.value
            switch binding.property {
            case .constant:
                if abs(value) > Solver.magnitudeLimit { value = clamp(value, of: binding, tick: k) }
                if step.changed || value != backend.constant(ofItem: binding.item) {
                    constantChanges.append((binding.item, value))
                }
            case .priority:
                value = min(999, max(1, value))
                if step.changed { priorityChanges.append((binding.item, value)) }
            }
            constants.append(value)
        }
        if !constantChanges.isEmpty { backend.setConstants(constantChanges) }
        if !priorityChanges.isEmpty { tree?.setPriorities(priorityChanges) }
        stepTransforms(tick: k)
        let previousModel = model
        layOut(tick: k)
        let now = TickConvention.time(ofTick: k, hz: hz)
        resolvePendingTransition(previousModel: previousModel)
        time = max(time, now)
        nextTick = k + 1
        advancePropertyAnimators(to: now)
        shown = presentation(at: now)
        let alphas = shown.alphas.isEmpty ? shown.alphas : shown.alphas.composited(parents: tree?.parentSlots ?? [])
        let frame = Frame(tick: k, time: now, views: shown.rects, transforms: shown.transforms, alphas: alphas, constants: constants)
        record(frame)
        runDueCompletions()
        return frame
    }

    /// One layout pass, then the hook's passes.
    private func layOut(tick k: Int) {
        layOutOnce()
        guard let hook = layoutHook else { return }
        var passes = 1
        while hook(model.rects) {
            guard passes < Self.maximumLayoutPasses else {
                hookLimitTicks.append(k)
                break
            }
            layOutOnce()
            passes += 1
        }
    }

    /// One layout pass into the model.
    private func layOutOnce() {
        model = ViewFrames(rects: backend.layout(), transforms: backend.layoutTransforms(), alphas: tree?.alphas() ?? FrameAlphas())
        layoutPasses += 1
    }

    /// An animated constant beyond the solver's range (`Solver.magnitudeLimit`, ±1e15) is
    /// clamped to it, so that the constraint stays in the layout and the frames and the recorded
    /// constant agree; the first clamp of each constant is noted in `diagnostics`.
    private func clamp(_ value: Double, of binding: Binding, tick k: Int) -> Double {
        let limit = Solver.magnitudeLimit
        if clampedNames.insert(binding.name).inserted {
            diagnostics.append("tick \(k): \(binding.name) animated to \(value), beyond ±1e15; clamped to ±1e15")
        }
        return value.isNaN ? 0 : min(limit, max(-limit, value))
    }

    func runDueCompletions() {
        while !dueCompletions.isEmpty {
            let due = dueCompletions
            dueCompletions = []
            for completion in due { completion() }
        }
    }
}

/// What a constraint animation moves.
public enum AnimatedConstraintProperty: String, Sendable, Hashable {
    /// The constant.
    case constant
    /// The priority, between optional levels (1...999).
    case priority
}
