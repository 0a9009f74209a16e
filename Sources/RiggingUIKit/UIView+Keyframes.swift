import AutoLayout
import Rigging

extension UIView {
    /// UIKit's keyframe options, with their bit values: the calculation modes are honoured
    /// (cubic modes animate as linear and paced, as Rigging documents); the other bits compile
    /// and change nothing.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit (no effect).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Touches during the animation (no effect).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the frames shown now (no effect on keyframes here).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats (no effect on keyframes here).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays forwards then backwards (no effect on keyframes here).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Nested-animation duration override (no effect).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Nested-animation options override (no effect).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Each keyframe moves linearly over its own time (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's changes show at the end of its time.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// The keyframes share the duration in proportion to how far they move.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A spline through the keyframes (animated as linear).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A paced spline (animated as paced).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var loopOptions: Rigging.KeyframeAnimationOptions { .init(rawValue: rawValue & (7 << 10)) }
    }

    /// Animates the keyframes `animations` adds with `addKeyframe(withRelativeStartTime:...)`,
    /// on the run loop of every tree that has one (at once when none does, or the duration is not
    /// positive); `completion` runs once all have ended.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let loops = AnimationLoops.live
        guard duration.isFinite, duration > 0, !loops.isEmpty else {
            animations()
            completion?(true)
            return
        }
        let join = CompletionJoin(count: loops.count, completion: completion)
        let safeDelay = delay.isFinite ? max(delay, 0) : 0
        AnimationLoops.nest(loops, animations: animations) { loop, body in
            do {
                try loop.animateKeyframes(
                    withDuration: duration, delay: safeDelay, options: options.loopOptions,
                    animations: body, completion: join.finish)
            } catch {
                body()
                join.finish(true)
            }
        }
    }

    /// Adds a keyframe inside `animateKeyframes`' block: its changes animate over
    /// `frameDuration` of the whole from `frameStartTime` (both fractions of the duration).
    /// Outside a keyframe block the changes are made at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        AnimationLoops.nest(AnimationLoops.live, animations: animations) { loop, body in
            loop.addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: body)
        }
    }

    /// Makes the changes of `actionsWithoutAnimation` at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationLoops.nest(AnimationLoops.live, animations: actionsWithoutAnimation) { loop, body in
            loop.performWithoutAnimation(body)
        }
    }

    /// UIKit's view transition: `animations` changes `view`'s content (its subviews) under a
    /// transition the options name (`.transitionFlipFromLeft`, `.transitionCrossDissolve`, ...).
    /// Nothing is drawn, so the transition itself does not show: the run loop records it
    /// (`viewTransitions`) and the new frames show from its first tick.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard let loop = AnimationLoops.live.first(where: { $0.root === view.layoutView.rootView }),
            duration.isFinite, duration > 0
        else {
            animations?()
            completion?(true)
            return
        }
        do {
            try loop.transition(
                with: view.layoutView, duration: duration, options: ViewAnimationOptions(rawValue: options.rawValue),
                animations: animations, completion: completion)
        } catch {
            animations?()
            completion?(true)
        }
    }
}
