import Motion

/// Runs a scene on a layout backend, one tick at a time; the same code serves the virtual-clock
/// replay (`SceneReplay`) and the real-time timing run (`SceneTiming`).
///
/// Each tick k:
/// 1. the events of tick k apply in file order (each event's actions in the order `set`,
///    `deactivate`, `activate`, `resize`, `animate`); an event with a `transition` first snapshots
///    the frames shown at the previous tick;
/// 2. every animator steps to tick k; the constants that changed go to the backend in one batch
///    of in-place constant changes;
/// 3. one `layout()`: one solve and one layout pass give the model frames;
/// 4. CA-style transitions turn model frames into shown frames (see `presentation`);
/// 5. the frame (shown frames and the animators' constants) is returned for recording.
///
/// Every constraint an event animates or sets gets a `ValueAnimator` (created once, at the
/// constraint's initial constant); `set` is the animator's `set`, so it interrupts an animation.
public final class SceneDriver {
    /// The scene, with event ticks at `hz`.
    public let scene: Scene
    public let table: SceneConstraintTable
    public let backend: any SceneLayoutBackend
    /// Ticks per second of this run.
    public let hz: Int
    /// Names of the recorded constants (the references events use), in first-use order.
    public private(set) var constantNames: [String] = []
    /// The item each recorded constant belongs to, parallel to `constantNames`.
    public private(set) var constantItems: [Int] = []
    /// One animator per recorded constant, parallel to `constantNames`.
    public private(set) var animators: [ValueAnimator] = []
    /// Frames shown at the last tick (before the first tick: the initial layout).
    public private(set) var shown: [FrameRect]
    /// Model frames of the last layout pass.
    public private(set) var model: [FrameRect]
    /// Layout passes run so far (one per tick, plus the initial one, plus any a hook asks for).
    public private(set) var layoutPasses = 0
    /// Runs after each layout pass with the model frames; returns true when it changed
    /// constraints (e.g. `setActive(ids:_:)`), and layout then runs again, at most
    /// `maximumLayoutPasses` times per tick (a hook that keeps invalidating is stopped there,
    /// and `hookLimitTicks` records the tick).
    public var layoutHook: ((SceneDriver, [FrameRect]) -> Bool)?
    /// Layout passes per tick a hook may cause, the first included.
    public static let maximumLayoutPasses = 8
    /// Ticks at which a layout hook was stopped at `maximumLayoutPasses`.
    public private(set) var hookLimitTicks: [Int] = []

    private var animatorIndex: [Int: Int] = [:]
    private var resolved: [[ResolvedAction]] = []
    private var base: TransitionBase?
    private var layers: [AdditiveLayer] = []

    private struct TransitionBase {
        var from: [FrameRect]
        var startTick: Int
        var transition: SceneTransition
    }

    private struct AdditiveLayer {
        var delta: [FrameRect]
        var startTick: Int
        var transition: SceneTransition
    }

    private enum ResolvedAction {
        case set(animator: Int, constant: Double)
        case activate([Int], Bool)
        case resize(SceneSize)
        case animate(animator: Int, target: Double, curve: Curve?)
    }

    /// Prepares a run of `scene` at `hz` (the scene's own rate when nil) and lays it out once.
    public init(scene: Scene, table: SceneConstraintTable, backend: any SceneLayoutBackend, hz: Int? = nil) throws(SceneError) {
        let rate = hz ?? scene.hz
        var retimed = scene
        if rate != scene.hz {
            retimed.hz = rate
            for i in retimed.events.indices {
                retimed.events[i].tick = (try? TickConvention.tick(containing: retimed.events[i].time, hz: rate)) ?? 0
            }
        }
        self.scene = retimed
        self.table = table
        self.backend = backend
        self.hz = rate
        shown = []
        model = []
        for (i, event) in retimed.events.enumerated() {
            var actions: [ResolvedAction] = []
            for (j, s) in event.sets.enumerated() {
                let item = try table.single(s.constraint, path: "events[\(i)].set[\(j)].constraint")
                actions.append(.set(animator: try animator(for: item, name: s.constraint.description), constant: s.constant))
            }
            for (j, r) in event.deactivate.enumerated() {
                actions.append(.activate(try table.resolve(r, path: "events[\(i)].deactivate[\(j)]"), false))
            }
            for (j, r) in event.activate.enumerated() {
                actions.append(.activate(try table.resolve(r, path: "events[\(i)].activate[\(j)]"), true))
            }
            if let size = event.resize { actions.append(.resize(size)) }
            for (j, a) in event.animations.enumerated() {
                let item = try table.single(a.constraint, path: "events[\(i)].animate[\(j)].constraint")
                actions.append(.animate(animator: try animator(for: item, name: a.constraint.description), target: a.target, curve: a.curve))
            }
            resolved.append(actions)
        }
        model = backend.layout()
        layoutPasses += 1
        shown = model
    }

    private func animator(for item: Int, name: String) throws(SceneError) -> Int {
        if let index = animatorIndex[item] { return index }
        let start = backend.constant(ofItem: item)
        let animator: ValueAnimator
        do {
            animator = try ValueAnimator(value: start, hz: hz, name: name)
        } catch {
            throw SceneError(path: "", problem: .invalid("cannot animate \(name): \(error)"))
        }
        animatorIndex[item] = animators.count
        animators.append(animator)
        constantNames.append(name)
        constantItems.append(item)
        return animators.count - 1
    }

    /// The index in `animators` of the animator driving `item`, if any event touches it.
    public func animatorIndex(ofItem item: Int) -> Int? { animatorIndex[item] }

    /// Indices into `scene.events` of the events at `tick`.
    public func events(atTick tick: Int) -> [Int] {
        scene.events.indices.filter { scene.events[$0].tick == tick }
    }

    /// Runs tick `tick`: applies `events` (indices into `scene.events`), steps, lays out once.
    /// With `skipAnimations`, `animate` actions are left out (the caller posts them itself).
    public func tick(_ tick: Int, events: [Int], skipAnimations: Bool = false) -> Frame {
        var transition: SceneTransition?
        for index in events {
            if let t = scene.events[index].transition { transition = t }
            for action in resolved[index] {
                switch action {
                case .set(let a, let constant):
                    try? animators[a].set(constant)
                case .activate(let items, let active):
                    backend.setActive(items, active)
                case .resize(let size):
                    backend.resizeRoot(size)
                case .animate(let a, let target, let curve):
                    if !skipAnimations { try? animators[a].animate(to: target, curve: curve) }
                }
            }
        }
        var changes: [(item: Int, constant: Double)] = []
        var constants: [Double] = []
        constants.reserveCapacity(animators.count)
        for (i, animator) in animators.enumerated() {
            let step = animator.step(tick: tick)
            if step.changed || step.value != backend.constant(ofItem: constantItems[i]) {
                changes.append((constantItems[i], step.value))
            }
            constants.append(step.value)
        }
        if !changes.isEmpty { backend.setConstants(changes) }
        let previousModel = model
        model = backend.layout()
        layoutPasses += 1
        if let hook = layoutHook {
            var passes = 1
            while hook(self, model) {
                guard passes < Self.maximumLayoutPasses else {
                    hookLimitTicks.append(tick)
                    break
                }
                model = backend.layout()
                layoutPasses += 1
                passes += 1
            }
        }
        if let transition {
            if transition.additive {
                let delta = zip(previousModel, model).map { old, new in
                    FrameRect(x: old.x - new.x, y: old.y - new.y, width: old.width - new.width, height: old.height - new.height)
                }
                layers.append(AdditiveLayer(delta: delta, startTick: tick, transition: transition))
            } else {
                base = TransitionBase(from: shown, startTick: tick, transition: transition)
                layers.removeAll()
            }
        }
        shown = presentation(at: tick)
        return Frame(tick: tick, time: TickConvention.time(ofTick: tick, hz: hz), views: shown, constants: constants)
    }

    /// Progress of a transition started at `start`, at `tick`.
    private func progress(_ transition: SceneTransition, start: Int, tick: Int) -> Double {
        guard transition.duration > 0 else { return 1 }
        let x = Double(tick - start) / Double(hz) / transition.duration
        return x >= 1 - 1e-9 ? 1 : transition.function.progress(at: x)
    }

    /// Shown frames: the model, or during a transition `from + (model - from) * progress`
    /// (the model at each tick, so constraint animations running meanwhile are followed), plus
    /// each additive layer's `(old - new) * (1 - progress)`.
    private func presentation(at tick: Int) -> [FrameRect] {
        var frames = model
        if let b = base {
            let p = progress(b.transition, start: b.startTick, tick: tick)
            if p >= 1 && tick > b.startTick {
                base = nil
            } else if b.from.count == frames.count {
                frames = zip(b.from, frames).map { $0.interpolated(to: $1, progress: p) }
            }
        }
        layers.removeAll { progress($0.transition, start: $0.startTick, tick: tick) >= 1 && tick > $0.startTick }
        for layer in layers where layer.delta.count == frames.count {
            let remaining = 1 - progress(layer.transition, start: layer.startTick, tick: tick)
            for v in frames.indices {
                let d = layer.delta[v]
                frames[v].x += d.x * remaining
                frames[v].y += d.y * remaining
                frames[v].width += d.width * remaining
                frames[v].height += d.height * remaining
            }
        }
        return frames
    }

    /// Activates or deactivates the entries with these ids (for layout hooks); unknown ids are ignored.
    public func setActive(ids: [String], _ active: Bool) {
        for id in ids {
            guard let entry = scene.constraints.firstIndex(where: { $0.id == id }) else { continue }
            backend.setActive(Array(table.entryItems[entry]), active)
        }
    }

    /// Whether a CA-style transition is still running.
    public var isTransitioning: Bool { base != nil || !layers.isEmpty }
}
