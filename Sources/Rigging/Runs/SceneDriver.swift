import AutoLayout
import Motion

/// Runs a scene on a layout backend, one tick at a time: a thin client of `LayoutRunLoop`, which
/// holds the tick logic. It turns the scene's events into calls on the loop. The same code serves
/// the virtual-clock replay (`SceneReplay`) and the real-time timing run (`SceneTiming`).
///
/// Each tick k runs the loop's five steps (see `LayoutRunLoop`), the events of tick k applying
/// first in file order (each event's actions in the order `set`, `deactivate`, `activate`,
/// `hide`, `show`, `resize`, `safeArea`, `transform`, `animate`). An event with a `transition` animates the layout change of its tick as
/// a Core-Animation-style animation that begins at the event's time: additive by default (UIKit's
/// model), or from the frames shown at the event's time with `"additive": false`; its transforms
/// jump and the transition moves them. Without a transition a transform moves constraint-driven
/// (`LayoutRunLoop.animateTransform(of:to:curve:)`).
///
/// Every constraint an event animates or sets gets a `ValueAnimator` (created once, at the
/// constraint's initial constant); `set` is the animator's `set`, so it interrupts an animation.
public final class SceneDriver {
    /// The scene, with event ticks at `hz`.
    public let scene: Scene
    /// The prepared scene: its constraints as items, which events and ticks refer to by index.
    public let prepared: PreparedScene
    /// The layout backend the scene's views and constraints live in.
    public let backend: any LayoutBackend
    /// Ticks per second of this run.
    public var hz: Int { loop.hz }
    /// The run loop the driver runs the scene on.
    let loop: LayoutRunLoop
    /// Names of the recorded constants (the references events use), in first-use order.
    public var constantNames: [String] { loop.bindings.map(\.name) }
    /// One animator per recorded constant, parallel to `constantNames`.
    public var animators: [ValueAnimator] { loop.bindings.map(\.animator) }
    /// Frames shown at the last tick (before the first tick: the initial layout).
    public var shown: [Rect] { loop.shownFrames }
    /// Model frames of the last layout pass.
    public var model: [Rect] { loop.modelFrames }
    /// Runs after each layout pass with the model frames; returns true when it changed
    /// constraints (e.g. `setActive(ids:_:)`), and layout then runs again, at most
    /// `maximumLayoutPasses` times per tick (a hook that keeps invalidating is stopped there,
    /// and `hookLimitTicks` records the tick).
    public var layoutHook: ((SceneDriver, [Rect]) -> Bool)? {
        didSet {
            guard let hook = layoutHook else {
                loop.layoutHook = nil
                return
            }
            loop.layoutHook = { [unowned self] frames in hook(self, frames) }
        }
    }
    /// Layout passes per tick a hook may cause, the first included.
    public static var maximumLayoutPasses: Int { LayoutRunLoop.maximumLayoutPasses }
    /// Ticks at which a layout hook was stopped at `maximumLayoutPasses`.
    public var hookLimitTicks: [Int] { loop.hookLimitTicks }

    /// Events (indices into `scene.events`) whose `hide` and `show` animate constraint-driven,
    /// with this curve (`LayoutRunLoop.setHidden(_:of:curve:)`: the stack's `UISV-hiding` and
    /// `UISV-spacing` constants move each tick), instead of applying at once. Needs a
    /// `ViewTreeBackend` backend; other backends apply the change at once.
    var constraintDrivenHides: [Int: Curve] = [:]

    private var animatorIndex: [Int: Int] = [:]
    private var resolved: [[ResolvedAction]] = []

    private enum ResolvedAction {
        case set(animator: Int, constant: Double)
        case activate([Int], Bool)
        case hide([Int], Bool)
        case resize(Size)
        case safeArea(EdgeInsets)
        case transform(view: Int, Transform2D, curve: Curve?, jump: Bool)
        case animate(animator: Int, target: Double, curve: Curve?)
    }

    /// A run of `prepared` at `hz` (the scene's own rate when nil) on `backend` (built from the
    /// same prepared scene; by default AutoLayout's, `ViewTreeBackend`), laid out once.
    public init(_ prepared: PreparedScene, backend: (any LayoutBackend)? = nil, hz: Int? = nil) throws(SceneError) {
        let scene = prepared.scene
        let rate = hz ?? scene.hz
        var retimed = scene
        if rate != scene.hz {
            retimed.hz = rate
            for i in retimed.events.indices {
                do {
                    retimed.events[i].tick = try TickConvention.tick(containing: retimed.events[i].time, hz: rate)
                } catch {
                    throw SceneError(path: "events[\(i)].at", problem: .invalid("\(error) at \(rate) Hz"))
                }
            }
        }
        self.scene = retimed
        self.prepared = prepared
        let built: any LayoutBackend
        if let backend { built = backend } else { built = try ViewTreeBackend(prepared) }
        self.backend = built
        do {
            loop = try LayoutRunLoop(backend: built, hz: rate)
        } catch {
            throw SceneError(path: "hz", problem: .invalid("\(error)"))
        }
        for (event, resolvedEvent) in zip(retimed.events, prepared.events) {
            var actions: [ResolvedAction] = []
            for (set, (item, constant)) in zip(event.sets, resolvedEvent.sets) {
                actions.append(.set(animator: try animator(for: item, name: set.constraint.description), constant: constant))
            }
            if !resolvedEvent.deactivate.isEmpty { actions.append(.activate(resolvedEvent.deactivate, false)) }
            if !resolvedEvent.activate.isEmpty { actions.append(.activate(resolvedEvent.activate, true)) }
            if !resolvedEvent.hide.isEmpty { actions.append(.hide(resolvedEvent.hide, true)) }
            if !resolvedEvent.show.isEmpty { actions.append(.hide(resolvedEvent.show, false)) }
            if let size = event.resize { actions.append(.resize(size)) }
            if let insets = event.safeArea { actions.append(.safeArea(insets)) }
            if let orientation = event.orientation, let device = prepared.scene.root.device?.device {
                actions.append(.resize(device.size(in: orientation)))
                actions.append(.safeArea(device.safeArea(in: orientation)))
            }
            for (view, change) in resolvedEvent.transforms {
                actions.append(.transform(view: view, change.transform.affine, curve: change.curve, jump: event.transition != nil))
            }
            for (item, animation) in resolvedEvent.animations {
                actions.append(
                    .animate(
                        animator: try animator(for: item, name: animation.constraint.description), target: animation.target,
                        curve: animation.curve))
            }
            resolved.append(actions)
        }
    }

    private func animator(for item: Int, name: String) throws(SceneError) -> Int {
        if let index = animatorIndex[item] { return index }
        do {
            let index = try loop.binding(item: item, property: .constant, name: name)
            animatorIndex[item] = index
            return index
        } catch {
            throw SceneError(path: "", problem: .invalid("cannot animate \(name): \(error)"))
        }
    }

    /// The index in `animators` (and in `constantNames` and a frame's constants) of the animator
    /// driving `item`, if any event touches it.
    public func animatorIndex(ofItem item: Int) -> Int? { animatorIndex[item] }

    /// Every constraint the engine broke so far, with the tick that broke it (the initial layout's
    /// breaks belong to tick 0), oldest first.
    public private(set) var breaks: [(tick: Int, record: LayoutDiagnostics.Unsatisfiable)] = []
    /// Every change of the set of ambiguous views so far, with its tick: the views after it (empty
    /// when the ambiguity cleared), oldest first.
    public private(set) var ambiguity: [(tick: Int, views: [String])] = []

    /// Runs tick `tick`: applies `events` (indices into `scene.events`), steps, lays out once.
    /// With `skipAnimations`, `animate` actions are left out (the caller posts them itself). The
    /// frame carries the constraints the tick broke and a change of the ambiguous views, looked
    /// for at tick 0 and after events that activate, deactivate, hide or show.
    public func tick(_ tick: Int, events: [Int], skipAnimations: Bool = false) -> Frame {
        var frame = runTick(tick, events: events, skipAnimations: skipAnimations)
        let fresh = backend.unsatisfiable(since: breaks.count)
        breaks += fresh.map { (tick, $0) }
        frame.diagnostics.breaks = fresh.map(\.broken)
        let structural = events.contains { index in
            let event = scene.events[index]
            return !event.activate.isEmpty || !event.deactivate.isEmpty || !event.hide.isEmpty || !event.show.isEmpty
        }
        if tick == 0 || structural {
            let views = backend.diagnostics().ambiguous
            if views != (ambiguity.last?.views ?? []) {
                ambiguity.append((tick, views))
                frame.diagnostics.ambiguous = views
            }
        }
        return frame
    }

    private func runTick(_ tick: Int, events: [Int], skipAnimations: Bool) -> Frame {
        loop.runTick(tick) {
            for index in events {
                let event = scene.events[index]
                if let t = event.transition {
                    loop.queueTransition(t.timing, additive: t.additive, start: event.time)
                }
                for action in resolved[index] {
                    switch action {
                    case .set(let a, let constant):
                        try? loop.bindings[a].animator.set(constant)
                    case .activate(let items, let active):
                        backend.setActive(items, active)
                    case .hide(let views, let hidden):
                        if let curve = constraintDrivenHides[index], let layout = backend as? ViewTreeBackend {
                            for v in views where v > 0 && v < layout.views.count {
                                try? loop.setHidden(hidden, of: layout.views[v], curve: curve)
                            }
                        } else {
                            backend.setHidden(views, hidden)
                        }
                    case .resize(let size):
                        backend.resizeRoot(size)
                    case .safeArea(let insets):
                        backend.setSafeArea(insets)
                    case .transform(let view, let transform, let curve, let jump):
                        if jump {
                            loop.jumpTransform(.index(view), to: transform)
                        } else {
                            try? loop.animateTransform(.index(view), to: transform, curve: curve)
                        }
                    case .animate(let a, let target, let curve):
                        if !skipAnimations { try? loop.bindings[a].animator.animate(to: target, curve: curve) }
                    }
                }
            }
        }
    }

    /// Activates or deactivates the entries with these ids (for layout hooks); unknown ids are ignored.
    public func setActive(ids: [String], _ active: Bool) {
        for id in ids {
            guard let entry = scene.constraints.firstIndex(where: { $0.id == id }) else { continue }
            backend.setActive(Array(prepared.entryItems[entry]), active)
        }
    }

    /// What the run had to change to keep going (an animated constant clamped to ±1e15), oldest first.
    public var diagnostics: [String] { loop.diagnostics }
}
