/// A point on a run's timeline that the pictures mark on every time axis: a scene event, or (for
/// a dump read without its scene) a frame where a recorded constant starts to move.
///
/// `steps` lists the constants (indices into the dump's `constants`) that jump at this tick
/// (a `set`): the constants plot draws them as a step at the marker instead of a ramp from the
/// previous frame.
public struct TimelineMarker: Sendable, Hashable {
    /// The tick the marker stands at.
    public var tick: Int
    /// What happens there, e.g. `set cardHeight = 160`.
    public var label: String
    /// The constants that jump at this tick, as indices into the dump's `constants`.
    public var steps: [Int]

    /// A marker at `tick` labelled `label`, with the constants that jump there.
    public init(tick: Int, label: String, steps: [Int] = []) {
        self.tick = tick
        self.label = label
        self.steps = steps
    }

    /// Markers read from the frames alone: one where some constants, still over the previous
    /// frame, change. A change that holds still again at the next frame is drawn as a step,
    /// since a held value that moves for a single frame is a jump, not an animation.
    public static func inferred(from dump: FrameDump) -> [TimelineMarker] {
        let frames = dump.frames
        var markers: [TimelineMarker] = []
        guard frames.count > 1 else { return markers }
        for k in 1..<frames.count {
            var moving: [Int] = []
            var steps: [Int] = []
            for c in dump.constants.indices {
                let value = frames[k].constants[c]
                let before = frames[k - 1].constants[c]
                guard value != before, k < 2 || frames[k - 2].constants[c] == before else { continue }
                moving.append(c)
                if k + 1 == frames.count || frames[k + 1].constants[c] == value { steps.append(c) }
            }
            guard !moving.isEmpty else { continue }
            let names = moving.map { dump.constants[$0] }.joined(separator: ", ")
            markers.append(TimelineMarker(tick: frames[k].tick, label: names + " changes", steps: steps))
        }
        return markers
    }
}

extension TimelineMarker {
    /// One marker per event of `scene`, at the scene's rate, labelled with the event's actions
    /// in the order they apply. A `set`'s constant is not resolved here (no steps); the pictures
    /// still draw a held constant's one-frame jump as a step.
    public static func markers(of scene: Scene) -> [TimelineMarker] {
        scene.events.map { TimelineMarker(tick: $0.tick, label: label(of: $0)) }
    }

    static func label(of event: SceneEvent) -> String {
        var parts = event.sets.map { "set \($0.constraint) = \(NumberFormat.string($0.constant))" }
        parts += event.deactivate.map { "deactivate \($0)" }
        parts += event.activate.map { "activate \($0)" }
        if let size = event.resize { parts.append("resize \(NumberFormat.string(size.width)) × \(NumberFormat.string(size.height))") }
        parts += event.animations.map { "animate \($0.constraint) to \(NumberFormat.string($0.target))" }
        if event.transition != nil { parts.append("(transition)") }
        return parts.joined(separator: "; ")
    }
}

extension SceneDriver {
    /// One marker per scene event at the driver's rate (`TimelineMarker.markers(of:)`), whose
    /// `steps` are the constants the event `set`s.
    public var timelineMarkers: [TimelineMarker] {
        zip(scene.events, prepared.events).map { event, resolved in
            let steps = resolved.sets.compactMap { animatorIndex(ofItem: $0.item) }
            return TimelineMarker(tick: event.tick, label: TimelineMarker.label(of: event), steps: steps)
        }
    }
}
