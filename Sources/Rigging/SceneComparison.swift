import Motion

/// A scene's animations run two ways and compared: constraint-driven (each tick the animated
/// constants go to the solver, so every frame satisfies the constraints) and CA-style (each
/// `animate` becomes a `set` plus a transition that interpolates frames with a timing function,
/// as `UIView.animate { layoutIfNeeded() }` does, so intermediate frames may break constraints).
/// A scene's own transitions (activation swaps, resizes) run CA-style only; the constraint-driven
/// run applies those changes at once.
///
/// The CA-style duration of each animation is `duration` when given, else the time the
/// constraint-driven constant took to settle after that event (its last change before the next
/// event on the same constant, at least one tick).
public struct SceneComparison: Sendable {
    /// Per view: the largest frame difference between the runs, and settle times.
    public struct ViewReport: Sendable, Hashable {
        public var name: String
        /// Largest |difference| of any frame component, in points.
        public var maxDifference: Double
        /// The tick where it occurs.
        public var maxDifferenceTick: Int
        /// Time of the view's last frame change in the constraint-driven run (nil if it never moves).
        public var constraintSettle: Double?
        /// Time of the view's last frame change in the CA-style run.
        public var transitionSettle: Double?
    }

    /// Per constraint: how far the CA-style frames break it (and the constraint-driven frames, for contrast).
    public struct ConstraintReport: Sendable, Hashable {
        public var constraint: String
        public var isRequired: Bool
        /// Largest violation in the CA-style frames, in points, and its tick.
        public var transitionViolation: Double
        public var transitionViolationTick: Int
        /// Largest violation in the constraint-driven frames, in points.
        public var constraintViolation: Double
    }

    public var scene: String
    /// The CA-style timing function and the durations used per animate event (seconds).
    public var function: TimingFunction
    public var durations: [Double]
    public var views: [ViewReport]
    /// Active constraints, in table order (only those either run violates by more than 1e-6 points),
    /// named `id: text` (the entry's id, if any, and the constraint as the scene wrote it).
    public var constraints: [ConstraintReport]
    /// The two runs.
    public var constraintDriven: FrameDump
    public var transitions: FrameDump

    /// Runs both ways; `makeBackend` gives a fresh backend for each run.
    public static func run(scene: Scene, table: SceneConstraintTable, function: TimingFunction, duration: Double?,
                           makeBackend: () throws(SceneError) -> any SceneLayoutBackend) throws(SceneError) -> SceneComparison {
        // The constraint-driven run applies activations, deactivations and resizes at once, as
        // constraints do (only animated constants move over time); the scene's transitions
        // belong to the CA-style run.
        var constraintScene = scene
        for i in constraintScene.events.indices { constraintScene.events[i].transition = nil }
        var violationsA: [Int: (Double, Int)] = [:]
        let driverA = try SceneDriver(scene: constraintScene, table: table, backend: try makeBackend())
        let dumpA = record(driverA, until: scene.duration, violations: &violationsA, rightToLeft: scene.direction == .rightToLeft)

        // Settle time of each animate action, from the constraint-driven constants.
        var caScene = scene
        var durations: [Double] = []
        for (i, event) in scene.events.enumerated() where !event.animations.isEmpty {
            var d = duration ?? 0
            if duration == nil {
                for animation in event.animations {
                    guard let item = try? table.single(animation.constraint, path: ""),
                          let c = driverA.constantItems.firstIndex(of: item) else { continue }
                    let end = scene.events.indices.filter { j in
                        j > i && scene.events[j].tick > event.tick
                            && (scene.events[j].animations.contains { (try? table.single($0.constraint, path: "")) == item }
                                || scene.events[j].sets.contains { (try? table.single($0.constraint, path: "")) == item })
                    }.map { scene.events[$0].tick }.min() ?? (dumpA.frames.last?.tick ?? 0)
                    var settle = event.tick + 1
                    for k in (event.tick + 1)...max(event.tick + 1, end) where k < dumpA.frames.count && k > 0 {
                        if dumpA.frames[k].constants[c] != dumpA.frames[k - 1].constants[c] { settle = k }
                    }
                    d = max(d, Double(settle - event.tick) / Double(scene.hz))
                }
            }
            durations.append(d)
            caScene.events[i].sets += event.animations.map { ($0.constraint, $0.target) }
            caScene.events[i].animations = []
            caScene.events[i].transition = SceneTransition(duration: d, function: function)
        }
        var violationsB: [Int: (Double, Int)] = [:]
        let driverB = try SceneDriver(scene: caScene, table: table, backend: try makeBackend())
        let dumpB = record(driverB, until: scene.duration, violations: &violationsB, rightToLeft: scene.direction == .rightToLeft)

        var views: [ViewReport] = []
        for (v, name) in scene.viewNames.enumerated() {
            var best = 0.0, bestTick = 0
            for (a, b) in zip(dumpA.frames, dumpB.frames) {
                let d = a.views[v].distance(to: b.views[v])
                if d > best + 1e-9 { best = d; bestTick = a.tick }
            }
            views.append(ViewReport(name: name, maxDifference: best, maxDifferenceTick: bestTick,
                                    constraintSettle: settle(dumpA, view: v), transitionSettle: settle(dumpB, view: v)))
        }
        var constraints: [ConstraintReport] = []
        for item in table.items.indices {
            let a = violationsA[item]?.0 ?? 0, b = violationsB[item] ?? (0, 0)
            guard a > 1e-6 || b.0 > 1e-6 else { continue }
            let id = scene.constraints[table.items[item].entry].id
            constraints.append(ConstraintReport(constraint: (id.map { "\($0): " } ?? "") + table.describe(item), isRequired: driverB.backend.equation(ofItem: item)?.isRequired ?? true,
                                                transitionViolation: b.0, transitionViolationTick: b.1, constraintViolation: a))
        }
        return SceneComparison(scene: scene.name, function: function, durations: durations, views: views,
                               constraints: constraints, constraintDriven: dumpA, transitions: dumpB)
    }

    /// Replays and tracks each active item's largest violation of the shown frames.
    static func record(_ driver: SceneDriver, until: Double, violations: inout [Int: (Double, Int)], rightToLeft: Bool) -> FrameDump {
        let last = (try? TickConvention.tick(containing: until, hz: driver.hz)) ?? 0
        var recorder = FrameRecorder(scene: driver.scene.name, hz: driver.hz, views: driver.scene.viewNames, constants: driver.constantNames)
        let equations = driver.table.items.indices.map { driver.backend.equation(ofItem: $0) }
        var next = 0
        let events = driver.scene.events
        for k in 0...max(0, last) {
            var due: [Int] = []
            while next < events.count, events[next].tick <= k { due.append(next); next += 1 }
            let frame = driver.tick(k, events: due)
            recorder.record(tick: k, views: frame.views, constants: frame.constants)
            for (item, equation) in equations.enumerated() {
                guard var equation, driver.backend.isActive(item: item) else { continue }
                equation.constant = driver.backend.constant(ofItem: item)
                let v = equation.violation(in: frame.views, rightToLeft: rightToLeft)
                if v > (violations[item]?.0 ?? 0) + 1e-9 { violations[item] = (v, k) }
            }
        }
        return recorder.dump
    }

    static func settle(_ dump: FrameDump, view: Int) -> Double? {
        var last: Double?
        for (a, b) in zip(dump.frames, dump.frames.dropFirst()) where a.views[view] != b.views[view] { last = b.time }
        return last
    }
}
