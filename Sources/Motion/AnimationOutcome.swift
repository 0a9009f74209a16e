/// Where an animation ended (UIViewAnimatingPosition).
public enum AnimatingPosition: String, Sendable, Hashable {
    /// At its end value.
    case end
    /// Back at its start value (a reversed animation).
    case start
    /// Wherever it was when interrupted.
    case current
}

/// What an animation's completion is told.
public enum AnimationOutcome: Sendable, Hashable {
    /// It ran to completion at `position` (`.end`, or `.start` after a reverse).
    case finished(AnimatingPosition)
    /// It was stopped, set, or replaced by a retarget that brought its own completion.
    case interrupted

    /// Whether the animation ran to completion.
    public var isFinished: Bool { if case .finished = self { true } else { false } }
}

/// A completion handler; called on the thread that steps the animator, outside any lock.
public typealias AnimationCompletion = @Sendable (AnimationOutcome) -> Void
