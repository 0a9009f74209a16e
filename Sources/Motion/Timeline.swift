/// Events placed at times, composed into sequences, groups and staggers, and read back in one
/// deterministic order: by time, then insertion order (same-time events keep the order they were
/// added or composed in).
///
/// Use: `let t = try Timeline.sequence([.event(a, duration: 0.3), .event(b)])`, then
/// `try t.scheduled(hz: 30)` for `(tick, event)` pairs, or `events(atTick:hz:)` each tick. An
/// event's tick follows `TickConvention.tick(containing:hz:)`. Times are seconds from the
/// timeline's start; a timeline's `duration` is when its last event's own duration ends.
public struct Timeline<Event: Sendable>: Sendable {
    /// An event at a time, with the duration it occupies in sequences.
    public struct Entry: Sendable {
        /// Seconds from the timeline's start.
        public let time: Double
        /// Seconds the event occupies (what a sequence waits for).
        public let duration: Double
        /// The payload.
        public let event: Event
    }

    /// An event with the tick it belongs to.
    public struct Scheduled: Sendable {
        /// The tick containing `time` (see `TickConvention.tick(containing:hz:)`).
        public let tick: Int
        /// Seconds from the timeline's start.
        public let time: Double
        /// The payload.
        public let event: Event
    }

    /// Entries in insertion order.
    public private(set) var entries: [Entry] = []
    /// When the timeline ends: the latest entry end (time + duration), or a set minimum.
    public private(set) var duration: Double = 0

    /// An empty timeline.
    public init() {}

    /// A timeline of one event at `time` occupying `duration` seconds.
    public static func event(_ event: Event, at time: Double = 0, duration: Double = 0) throws(MotionError) -> Timeline {
        var t = Timeline()
        try t.add(event, at: time, duration: duration)
        return t
    }

    /// An empty timeline lasting `seconds`: a pause inside a sequence.
    public static func wait(_ seconds: Double) throws(MotionError) -> Timeline {
        guard seconds >= 0, seconds.isFinite else { throw .invalidDuration(seconds) }
        var t = Timeline()
        t.duration = seconds
        return t
    }

    /// Appends `event` at `time` (seconds >= 0) occupying `duration` seconds.
    public mutating func add(_ event: Event, at time: Double, duration: Double = 0) throws(MotionError) {
        guard time >= 0, time.isFinite else { throw .invalidTime(time) }
        guard duration >= 0, duration.isFinite else { throw .invalidDuration(duration) }
        entries.append(Entry(time: time, duration: duration, event: event))
        self.duration = max(self.duration, time + duration)
    }

    /// Appends all of `other`'s entries shifted by `offset` seconds (>= 0), keeping their order.
    public mutating func merge(_ other: Timeline, at offset: Double = 0) throws(MotionError) {
        guard offset >= 0, offset.isFinite else { throw .invalidTime(offset) }
        for entry in other.entries {
            entries.append(Entry(time: entry.time + offset, duration: entry.duration, event: entry.event))
        }
        duration = max(duration, offset + other.duration)
    }

    /// The timeline shifted later by `seconds`.
    public func delayed(by seconds: Double) throws(MotionError) -> Timeline {
        var t = Timeline()
        try t.merge(self, at: seconds)
        return t
    }

    /// Parts one after another: each starts when the previous one's duration ends.
    public static func sequence(_ parts: [Timeline]) throws(MotionError) -> Timeline {
        var t = Timeline()
        var start = 0.0
        for part in parts {
            try t.merge(part, at: start)
            start += part.duration
        }
        t.duration = max(t.duration, start)
        return t
    }

    /// Parts all starting together; lasts as long as the longest.
    public static func group(_ parts: [Timeline]) throws(MotionError) -> Timeline {
        var t = Timeline()
        for part in parts { try t.merge(part) }
        return t
    }

    /// Parts starting `interval` seconds apart (part i at i · interval), as a staggered group.
    public static func stagger(_ parts: [Timeline], interval: Double) throws(MotionError) -> Timeline {
        guard interval >= 0, interval.isFinite else { throw .invalidTime(interval) }
        var t = Timeline()
        for (i, part) in parts.enumerated() { try t.merge(part, at: Double(i) * interval) }
        return t
    }

    /// Entries sorted by time, same-time entries in insertion order.
    public var ordered: [Entry] {
        entries.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
    }

    /// Every event with its tick at `hz`, in the deterministic order.
    public func scheduled(hz: Int) throws(MotionError) -> [Scheduled] {
        var result: [Scheduled] = []
        result.reserveCapacity(entries.count)
        for entry in ordered {
            result.append(Scheduled(tick: try TickConvention.tick(containing: entry.time, hz: hz), time: entry.time, event: entry.event))
        }
        return result
    }

    /// The events belonging to tick `tick` at `hz`, in order.
    public func events(atTick tick: Int, hz: Int) throws(MotionError) -> [Event] {
        try scheduled(hz: hz).filter { $0.tick == tick }.map(\.event)
    }
}
