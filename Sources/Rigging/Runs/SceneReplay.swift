import Motion

/// A scene replayed on a virtual clock: one frame per tick from t = 0 to the end, inclusive.
///
/// ```swift
/// import Rigging
///
/// let scene = try Scene.load(text: """
///     {"root": {"size": [320, 480]}, "views": [{"name": "a"}],
///      "constraints": [{"id": "w", "constraint": "a.width == 10"}, {"constraint": "a.height == 10"},
///                      {"constraint": "a.top == view.top"}, {"constraint": "a.left == view.left"}],
///      "duration": 1, "events": [{"at": 0, "animate": {"constraint": "w", "to": 100}}]}
///     """)
/// let dump = try SceneReplay.run(PreparedScene(scene))
/// // dump.frames.count is 31 (t = 0 to 1 s at 30 Hz); dump.jsonLines() is the JSON Lines dump
/// ```
///
/// `forEachFrame` hands each frame to a closure as it is made instead, which keeps memory flat in
/// the number of frames. The output depends only on the scene and options: the same scene gives
/// the same bytes.
public enum SceneReplay {
    /// Options of a replay.
    public struct Options: Sendable, Hashable {
        /// Ticks per second, overriding the scene's.
        public var hz: Int?
        /// Last time to record, overriding the scene's duration.
        public var until: Double?
        /// Options overriding the scene's tick rate (`hz`, ticks per second) and duration (`until`,
        /// seconds); nil keeps the scene's.
        public init(hz: Int? = nil, until: Double? = nil) {
            self.hz = hz
            self.until = until
        }
    }

    /// Replays the prepared scene on `backend` (built from it; by default AutoLayout's) and records
    /// every frame.
    public static func run(
        _ prepared: PreparedScene, backend: (any LayoutBackend)? = nil,
        options: Options = Options()
    ) throws(SceneError) -> FrameDump {
        let driver = try SceneDriver(prepared, backend: backend, hz: options.hz)
        return try record(driver, until: options.until ?? prepared.scene.duration)
    }

    /// Runs `driver` from tick 0 to the tick containing `until`, recording each frame.
    public static func record(_ driver: SceneDriver, until: Double) throws(SceneError) -> FrameDump {
        record(driver, through: try lastTick(until: until, hz: driver.hz))
    }

    /// Runs `driver` from tick 0 through `lastTick`, recording each frame.
    public static func record(_ driver: SceneDriver, through lastTick: Int) -> FrameDump {
        var recorder = FrameRecorder(
            scene: driver.scene.name, hz: driver.hz, views: driver.scene.viewNames,
            constants: driver.constantNames)
        forEachFrame(driver, through: lastTick) { frame in
            recorder.record(
                tick: frame.tick, views: frame.views, transforms: frame.transforms, alphas: frame.alphas, constants: frame.constants,
                diagnostics: frame.diagnostics)
        }
        return recorder.dump
    }

    /// The last tick of a run to `until` seconds at `hz` ticks per second: the tick containing it,
    /// at most `TickLimit`'s.
    public static func lastTick(until: Double, hz: Int) throws(SceneError) -> Int {
        try TickLimit.lastTick(of: until, hz: hz, name: "a run to \(NumberFormat.exact(until)) s", path: "")
    }

    /// The names that label `driver`'s frames.
    public static func header(_ driver: SceneDriver) -> FrameDumpHeader {
        FrameDumpHeader(
            scene: driver.scene.name, hz: driver.hz, views: driver.scene.viewNames, constants: driver.constantNames,
            transforms: driver.scene.usesTransforms)
    }

    /// Runs `driver` from tick 0 through `lastTick`, handing each frame to `body` as it is made
    /// (the events of each tick applied first, in file order). A `body` that throws stops the run.
    public static func forEachFrame<E: Error>(
        _ driver: SceneDriver, through lastTick: Int,
        _ body: (Frame) throws(E) -> Void
    ) throws(E) {
        var next = 0
        let events = driver.scene.events
        var due: [Int] = []
        for k in 0...max(0, lastTick) {
            due.removeAll(keepingCapacity: true)
            while next < events.count, events[next].tick <= k {
                due.append(next)
                next += 1
            }
            try body(driver.tick(k, events: due))
        }
    }
}
