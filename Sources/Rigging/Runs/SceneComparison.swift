import Motion

/// A scene's animations run two ways and compared: constraint-driven (each tick the animated
/// constants go to the solver, so every frame satisfies the constraints) and CA-style (each
/// `animate` becomes a `set` plus a transition that interpolates frames with a timing function,
/// as `UIView.animate { layoutIfNeeded() }` does, so intermediate frames may break constraints).
/// A scene's own transitions (activation swaps, resizes) run CA-style only; the constraint-driven
/// run applies those changes at once, except a `hide` or `show` of a stack's arranged view: the
/// constraint-driven run animates the stack's `UISV-hiding` and `UISV-spacing` constants with the
/// transition's timing function and duration (`LayoutRunLoop.setHidden(_:of:curve:)`), so both
/// runs move over the same time and differ only in how the frames in between are made.
///
/// The CA-style duration of each animation is `duration` when given, else the time the
/// constraint-driven constant took to settle after that event (its last change before the next
/// event on the same constant, at least one tick).
public struct SceneComparison: Sendable {
    /// When a run's frames (or constant) stopped changing.
    public enum Settle: Sendable, Hashable {
        /// It never changed.
        case still
        /// Its last change was at this time (seconds).
        case settled(at: Double)
        /// It was still changing at the end of the run.
        case notSettled
    }

    /// Per view: the largest frame difference between the runs, and settle times.
    public struct ViewReport: Sendable, Hashable {
        /// The view's name, as the scene writes it.
        public var name: String
        /// Largest |difference| of any frame component, in points.
        public var maxDifference: Double
        /// The tick where it occurs.
        public var maxDifferenceTick: Int
        /// When the view's frame stopped changing in the constraint-driven run.
        public var constraintSettle: Settle
        /// When the view's frame stopped changing in the CA-style run.
        public var transitionSettle: Settle
    }

    /// Per constraint: how far the CA-style frames break it (and the constraint-driven frames, for contrast).
    public struct ConstraintReport: Sendable, Hashable {
        /// The constraint, named `id: text` (the entry's id, if any, and the constraint as the scene wrote it).
        public var constraint: String
        /// Whether the constraint is required (priority 1000).
        public var isRequired: Bool
        /// Largest violation in the CA-style frames, in points, and its tick.
        public var transitionViolation: Double
        /// The tick of the largest violation in the CA-style frames.
        public var transitionViolationTick: Int
        /// The constraint's constant at that tick (the animated one the violation is measured against).
        public var constant: Double
        /// Largest violation in the constraint-driven frames, in points.
        public var constraintViolation: Double
    }

    /// The CA-style animation made from one `animate` event.
    public struct Duration: Sendable, Hashable {
        /// Seconds.
        public var seconds: Double
        /// False when the constraint-driven constant was still moving where the duration was
        /// measured to (the end of the run): `seconds` is then only how long the run let it move.
        public var settled: Bool
    }

    /// The scene's name.
    public var scene: String
    /// The CA-style timing function and the duration used per animate event.
    public var function: TimingFunction
    /// The CA-style animation made from each event with `animate` actions, in event order.
    public var durations: [Duration]
    /// The duration (seconds) of each event whose `hide` or `show` both runs animate (a
    /// transition of more than 0 s), in event order.
    public var hideShowDurations: [Double] = []
    /// One report per view, in `Scene.viewNames` order (the root first).
    public var views: [ViewReport]
    /// Active constraints, in table order (only those either run violates by more than 1e-6 points),
    /// named `id: text` (the entry's id, if any, and the constraint as the scene wrote it).
    public var constraints: [ConstraintReport]
    /// The two runs.
    public var constraintDriven: FrameDump
    /// The CA-style run: frames interpolated by the timing function.
    public var transitions: FrameDump

    /// Runs both ways; `makeBackend` gives a fresh backend for each run (by default AutoLayout's).
    /// Linear in the number of events and frames.
    public static func run(
        _ prepared: PreparedScene, function: TimingFunction, duration: Double?,
        makeBackend: (PreparedScene) throws(SceneError) -> any LayoutBackend = ViewTreeBackend.make
    )
        throws(SceneError) -> SceneComparison
    {
        let scene = prepared.scene
        // The constraint-driven run applies activations, deactivations and resizes at once, as
        // constraints do (only animated constants move over time); the scene's transitions
        // belong to the CA-style run.
        var constraintScene = scene
        var hideCurves: [Int: Curve] = [:]
        for (i, event) in scene.events.enumerated() {
            constraintScene.events[i].transition = nil
            guard !(event.hide.isEmpty && event.show.isEmpty), let t = event.transition, t.duration > 0,
                let curve = try? Curve.timed(t.function, duration: t.duration)
            else { continue }
            hideCurves[i] = curve
        }
        // Each run is a scene of its own, prepared as any other (the same constraints make the same items).
        let preparedA = try PreparedScene(constraintScene, file: prepared.file)
        let driverA = try SceneDriver(preparedA, backend: try makeBackend(preparedA))
        driverA.constraintDrivenHides = hideCurves
        var runA = Recording(driver: driverA, rightToLeft: scene.direction == .rightToLeft)
        try runA.run(until: scene.duration)
        let dumpA = runA.dump

        // Settle time of each animate action, from the constraint-driven constants: the last change
        // before the next event that animates or sets the same constant (or the run's end).
        let touched = prepared.events.map { event in event.animations.map(\.item) + event.sets.map(\.item) }
        let lastTick = dumpA.frames.last?.tick ?? 0
        var nextTouch = Self.nextTouches(scene.events, touched: touched)
        var caScene = scene
        var durations: [Duration] = []
        for (i, event) in scene.events.enumerated() where !event.animations.isEmpty {
            var d = Duration(seconds: duration ?? 0, settled: true)
            if duration == nil {
                for (item, _) in prepared.events[i].animations {
                    guard let c = driverA.animatorIndex(ofItem: item) else { continue }
                    let end = nextTouch[i][item] ?? lastTick
                    var settle = event.tick + 1
                    for k in (event.tick + 1)...max(event.tick + 1, end) where k < dumpA.frames.count && k > 0 {
                        if dumpA.frames[k].constants[c] != dumpA.frames[k - 1].constants[c] { settle = k }
                    }
                    let seconds = Double(settle - event.tick) / Double(scene.hz)
                    if seconds >= d.seconds {
                        d = Duration(seconds: seconds, settled: nextTouch[i][item] != nil || settle < lastTick || lastTick <= event.tick)
                    }
                }
            }
            nextTouch[i] = [:]
            durations.append(d)
            caScene.events[i].sets += event.animations.map { ($0.constraint, $0.target) }
            caScene.events[i].animations = []
            caScene.events[i].transition = SceneTransition(duration: d.seconds, function: function)
        }
        let preparedB = try PreparedScene(caScene, file: prepared.file)
        let driverB = try SceneDriver(preparedB, backend: try makeBackend(preparedB))
        var runB = Recording(driver: driverB, rightToLeft: scene.direction == .rightToLeft)
        try runB.run(until: scene.duration)
        let dumpB = runB.dump

        var views: [ViewReport] = []
        for (v, name) in scene.viewNames.enumerated() {
            var best = 0.0
            var bestTick = 0
            for (a, b) in zip(dumpA.frames, dumpB.frames) {
                let d = a.distance(ofView: v, to: b)
                if d > best + 1e-9 {
                    best = d
                    bestTick = a.tick
                }
            }
            views.append(
                ViewReport(
                    name: name, maxDifference: best, maxDifferenceTick: bestTick,
                    constraintSettle: settle(dumpA, view: v), transitionSettle: settle(dumpB, view: v)))
        }
        var constraints: [ConstraintReport] = []
        for item in prepared.items.indices {
            let a = runA.violations[item]?.amount ?? 0
            let b = runB.violations[item] ?? Recording.Violation(amount: 0, tick: 0, constant: driverB.backend.constant(ofItem: item))
            guard a > 1e-6 || b.amount > 1e-6 else { continue }
            let id = scene.constraints[prepared.items[item].entry].id
            constraints.append(
                ConstraintReport(
                    constraint: (id.map { "\($0): " } ?? "") + prepared.describe(item),
                    isRequired: driverB.backend.equation(ofItem: item)?.isRequired ?? true,
                    transitionViolation: b.amount, transitionViolationTick: b.tick, constant: b.constant,
                    constraintViolation: a))
        }
        var comparison = SceneComparison(
            scene: scene.name, function: function, durations: durations, views: views,
            constraints: constraints, constraintDriven: dumpA, transitions: dumpB)
        comparison.hideShowDurations = hideCurves.keys.sorted().compactMap { scene.events[$0].transition?.duration }
        return comparison
    }

    /// For each event, the tick of the first later event (at a later tick) touching each item it
    /// touches: one backward sweep over groups of same-tick events.
    static func nextTouches(_ events: [SceneEvent], touched: [[Int]]) -> [[Int: Int]] {
        var result = [[Int: Int]](repeating: [:], count: events.count)
        var next: [Int: Int] = [:]
        var groupEnd = events.count
        while groupEnd > 0 {
            var groupStart = groupEnd - 1
            while groupStart > 0, events[groupStart - 1].tick == events[groupEnd - 1].tick { groupStart -= 1 }
            for i in groupStart..<groupEnd {
                for item in touched[i] { if let tick = next[item] { result[i][item] = tick } }
            }
            for i in groupStart..<groupEnd {
                for item in touched[i] { next[item] = events[i].tick }
            }
            groupEnd = groupStart
        }
        return result
    }

    /// A replay that records its frames and each active item's largest violation of the shown frames.
    struct Recording {
        struct Violation {
            var amount: Double
            var tick: Int
            var constant: Double
        }

        let driver: SceneDriver
        let rightToLeft: Bool
        var violations: [Int: Violation] = [:]
        var dump: FrameDump

        init(driver: SceneDriver, rightToLeft: Bool) {
            self.driver = driver
            self.rightToLeft = rightToLeft
            dump = FrameDump(scene: driver.scene.name, hz: driver.hz, views: driver.scene.viewNames, constants: driver.constantNames, frames: [])
        }

        mutating func run(until: Double) throws(SceneError) {
            let last = try SceneReplay.lastTick(until: until, hz: driver.hz)
            let equations = driver.prepared.items.indices.map { driver.backend.equation(ofItem: $0) }
            let recorded = dump.constants.count
            SceneReplay.forEachFrame(driver, through: last) { frame in
                // A constraint-driven hide animates constraints the scene did not name: not recorded.
                var frame = frame
                if frame.constants.count > recorded { frame.constants.removeLast(frame.constants.count - recorded) }
                dump.frames.append(frame)
                for (item, equation) in equations.enumerated() {
                    guard var equation, driver.backend.isActive(item: item) else { continue }
                    equation.constant = driver.backend.constant(ofItem: item)
                    let v = equation.violation(in: frame.views, rightToLeft: rightToLeft)
                    if v > (violations[item]?.amount ?? 0) + 1e-9 {
                        violations[item] = Violation(amount: v, tick: frame.tick, constant: equation.constant)
                    }
                }
            }
        }
    }

    /// When `view`'s frame stopped changing in `dump`.
    static func settle(_ dump: FrameDump, view: Int) -> Settle {
        var last: Double?
        var lastTick = 0
        for (a, b) in zip(dump.frames, dump.frames.dropFirst())
        where a.views[view] != b.views[view] || a.transforms[view] != b.transforms[view] || a.alphas[view] != b.alphas[view] {
            last = b.time
            lastTick = b.tick
        }
        guard let last else { return .still }
        return lastTick == dump.frames.last?.tick ? .notSettled : .settled(at: last)
    }
}
