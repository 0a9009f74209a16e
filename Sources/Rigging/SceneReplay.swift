import Motion

/// A scene replayed on a virtual clock: one frame per tick from t = 0 to the end, inclusive.
///
/// Use: `let dump = try SceneReplay.run(scene: scene, backend: SceneLayout(scene: scene))`.
/// The output depends only on the scene and options: the same scene gives the same bytes.
public enum SceneReplay {
    /// Options of a replay.
    public struct Options: Sendable, Hashable {
        /// Ticks per second, overriding the scene's.
        public var hz: Int?
        /// Last time to record, overriding the scene's duration.
        public var until: Double?
        public init(hz: Int? = nil, until: Double? = nil) {
            self.hz = hz
            self.until = until
        }
    }

    /// Replays `scene` on `backend` (built from the same scene and table) and records every frame.
    public static func run(scene: Scene, table: SceneConstraintTable, backend: any SceneLayoutBackend,
                                                        options: Options = Options()) throws(SceneError) -> FrameDump {
        let driver = try SceneDriver(scene: scene, table: table, backend: backend, hz: options.hz)
        return record(driver, until: options.until ?? scene.duration)
    }

    /// Runs `driver` from tick 0 to the tick containing `until`, recording each frame.
    public static func record(_ driver: SceneDriver, until: Double) -> FrameDump {
        let last = (try? TickConvention.tick(containing: until, hz: driver.hz)) ?? 0
        var recorder = FrameRecorder(scene: driver.scene.name, hz: driver.hz, views: driver.scene.viewNames,
                                     constants: driver.constantNames)
        var next = 0
        let events = driver.scene.events
        for k in 0...max(0, last) {
            var due: [Int] = []
            while next < events.count, events[next].tick <= k {
                due.append(next)
                next += 1
            }
            let frame = driver.tick(k, events: due)
            recorder.record(tick: k, views: frame.views, constants: frame.constants)
        }
        return recorder.dump
    }
}
