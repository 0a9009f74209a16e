import AutoLayout

extension ViewAnimationOptions {
    /// Flip the view about its vertical axis, left side towards the viewer (`transition(with:...)`).
    public static let transitionFlipFromLeft = ViewAnimationOptions(rawValue: 1 << 20)
    /// Flip about the vertical axis, right side towards the viewer.
    public static let transitionFlipFromRight = ViewAnimationOptions(rawValue: 2 << 20)
    /// Curl the old content up.
    public static let transitionCurlUp = ViewAnimationOptions(rawValue: 3 << 20)
    /// Curl the new content down.
    public static let transitionCurlDown = ViewAnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve from the old content to the new.
    public static let transitionCrossDissolve = ViewAnimationOptions(rawValue: 5 << 20)
    /// Flip about the horizontal axis, top towards the viewer.
    public static let transitionFlipFromTop = ViewAnimationOptions(rawValue: 6 << 20)
    /// Flip about the horizontal axis, bottom towards the viewer.
    public static let transitionFlipFromBottom = ViewAnimationOptions(rawValue: 7 << 20)
}

/// A view transition that ran (`LayoutRunLoop.transition(with:duration:options:animations:completion:)`):
/// which view, when, for how long and which of UIKit's transitions. Rigging draws no content, so
/// the transition itself (the flip, curl or dissolve of the view's snapshot) is recorded, not drawn.
public struct ViewTransitionRecord: Sendable, Hashable {
    /// The transition the options name.
    public enum Kind: String, Sendable, Hashable {
        /// No transition bits: the changes show at once.
        case none
        /// `transitionFlipFromLeft`.
        case flipFromLeft
        /// `transitionFlipFromRight`.
        case flipFromRight
        /// `transitionCurlUp`.
        case curlUp
        /// `transitionCurlDown`.
        case curlDown
        /// `transitionCrossDissolve`.
        case crossDissolve
        /// `transitionFlipFromTop`.
        case flipFromTop
        /// `transitionFlipFromBottom`.
        case flipFromBottom
    }

    /// The view's `name`.
    public var view: String
    /// When the transition began, in the loop's seconds.
    public var start: Double
    /// How long it runs, in seconds.
    public var duration: Double
    /// Which transition.
    public var kind: Kind
}

extension LayoutRunLoop {
    /// Runs `animations`, changes to `view` (its subviews added or removed, its content), as
    /// `UIView.transition(with:duration:options:animations:completion:)`: UIKit shows them through
    /// a transition of the view's snapshot (a flip, curl or dissolve named by the options'
    /// transition bits). Frames have no snapshot, so the changes show at once (their frames are
    /// not animated, even inside an animation block), the transition is appended to
    /// `viewTransitions`, and `completion` runs at the end of the tick the duration ends on.
    /// What is not drawn: the transition itself (pages and dumps show the new frames from the
    /// transition's first tick).
    ///
    /// ```swift
    /// import AutoLayout
    /// import Rigging
    ///
    /// let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    /// let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    /// root.addSubview(card)
    /// let loop = try LayoutRunLoop(root: root)
    /// try loop.transition(with: card, duration: 0.3, options: .transitionFlipFromLeft) {
    ///     card.addSubview(View(name: "back", frame: Rect(x: 10, y: 10, width: 80, height: 80)))
    /// }
    /// // loop.viewTransitions[0].kind is .flipFromLeft; the back view shows from the next tick
    /// ```
    public func transition(
        with view: View, duration: Double, options: ViewAnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) throws(LayoutAnimationError) {
        let timing = try LayoutAnimationTiming(duration: duration, curve: .timing(options.timingFunction))
        let kinds: [ViewTransitionRecord.Kind] = [
            .none, .flipFromLeft, .flipFromRight, .curlUp, .curlDown, .crossDissolve,
            .flipFromTop, .flipFromBottom,
        ]
        let bits = Int((options.rawValue >> 20) & 7)
        viewTransitions.append(ViewTransitionRecord(view: view.name, start: time, duration: duration, kind: kinds[bits]))
        if let animations { performWithoutAnimation(animations) }
        let model = currentModel()
        addTransition(
            old: FrameSnapshot(frames: model, views: nil), new: model, clock: .timed(start: time, timing: timing),
            additive: true, completion: completion)
    }
}
