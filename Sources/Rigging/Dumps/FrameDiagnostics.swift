/// What went wrong in one tick's layout, as a frame dump records it: the constraints the engine
/// broke in that tick (Apple's "Unable to simultaneously satisfy constraints"), and the views
/// whose layout is ambiguous when that set changes. A golden dump recorded from a run that breaks
/// a constraint holds the break, so a run that breaks another one, or none, does not match it.
public struct FrameDiagnostics: Sendable, Hashable {
    /// The constraints broken in this tick, as text, in the order the engine broke them.
    public var breaks: [String]
    /// The views whose frames the constraints do not determine, when the set differs from the
    /// previous frame's (empty when the ambiguity clears); nil when it is unchanged.
    public var ambiguous: [String]?

    /// Diagnostics with these breaks and ambiguous views (none by default).
    public init(breaks: [String] = [], ambiguous: [String]? = nil) {
        self.breaks = breaks
        self.ambiguous = ambiguous
    }

    /// True when the frame records nothing.
    public var isEmpty: Bool { breaks.isEmpty && ambiguous == nil }
}
