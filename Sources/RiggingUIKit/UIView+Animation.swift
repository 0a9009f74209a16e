import AutoLayout
import Motion
import Rigging

extension UIView {
    /// UIKit's animation options, with their bit values. The curve, `beginFromCurrentState`,
    /// `repeat` and `autoreverse` are honoured; the others compile and change nothing (there are
    /// no touches, no content to redraw and no transitions here).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit (layout already happens in the block here; no effect).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Touches during the animation (no touches here; no effect).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the frames shown now and replaces running animations.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each iteration forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Nested-animation duration override (no effect).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Nested-animation curve override (no effect).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content during the animation (nothing is drawn; no effect).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides instead of removing in transitions (no transitions; no effect).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Nested-animation options override (no effect).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition (no effect).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip from the left (no effect).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip from the right (no effect).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl up (no effect).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down (no effect).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross dissolve (no effect).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip from the top (no effect).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip from the bottom (no effect).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The honoured options: their bits are Rigging's `ViewAnimationOptions`' own.
        var loopOptions: ViewAnimationOptions {
            ViewAnimationOptions(
                rawValue: rawValue
                    & (ViewAnimationOptions.beginFromCurrentState.rawValue
                        | ViewAnimationOptions.repeat.rawValue | ViewAnimationOptions.autoreverse.rawValue | (3 << 16)))
        }

        var timingFunction: TimingFunction {
            switch (rawValue >> 16) & 3 {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInEaseOut
            }
        }
    }

    /// UIKit's animation curves (`UIViewPropertyAnimator(duration:curve:animations:)`).
    public enum AnimationCurve: Int, Sendable, Hashable {
        /// Ease in and out.
        case easeInOut = 0
        /// Ease in.
        case easeIn
        /// Ease out.
        case easeOut
        /// Linear.
        case linear

        var timingFunction: TimingFunction {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    /// Animates the layout changes `animations` makes, on the run loop of every tree that has
    /// one: change constraints in the block and call `layoutIfNeeded()` there, as in UIKit; each
    /// view's shown frame then moves to its new frame over `duration` seconds after `delay`.
    /// `frame` reads the end at once, `layoutView.presentationFrame` the frame shown now.
    ///
    /// A duration that is not positive (or not finite) makes the changes at once, as UIKit
    /// documents. `completion` runs at the end of the tick the animation ends on (at once when
    /// nothing animates: no tree has a loop, or the duration is not positive), told whether the
    /// animation ran to its end.
    ///
    /// ```swift
    /// let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// let box = UIView()
    /// box.translatesAutoresizingMaskIntoConstraints = false
    /// root.addSubview(box)
    /// let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    /// NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor),
    ///     box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100)])
    /// let loop = try LayoutRunLoop(root: root)
    /// UIView.animate(withDuration: 0.6, delay: 0, options: [.curveLinear], animations: {
    ///     left.constant = 200
    ///     root.layoutIfNeeded()
    /// })
    /// try loop.run(until: 0.3)
    /// // box.frame.minX is 200; box.layoutView.presentationFrame.minX is 110, half-way
    /// ```
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, curve: .timing(options.timingFunction), options: options,
            animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and the default options.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, the default
    /// options and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring form: `dampingRatio` 1 settles without overshoot, smaller ratios oscillate;
    /// `velocity` is in units of the whole distance per second. The spring ends at `duration`;
    /// the options' curve is ignored.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay,
            curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
            options: options, animations: animations, completion: completion)
    }

    private static func run(
        duration: TimeInterval, delay: TimeInterval, curve: LayoutAnimationCurve,
        options: AnimationOptions, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let loopOptions = options.loopOptions
        let loops = AnimationLoops.live
        guard duration.isFinite, duration > 0, !loops.isEmpty,
            let timing = try? LayoutAnimationTiming(
                duration: duration, delay: delay.isFinite ? max(delay, 0) : 0, curve: curve,
                repeatCount: loopOptions.contains(.repeat) ? .infinity : 1, autoreverses: loopOptions.contains(.autoreverse))
        else {
            animations()
            completion?(true)
            return
        }
        let join = CompletionJoin(count: loops.count, completion: completion)
        let fromCurrent = loopOptions.contains(.beginFromCurrentState)
        AnimationLoops.nest(loops, animations: animations) { loop, body in
            loop.animate(timing, beginFromCurrentState: fromCurrent, animations: body, completion: join.finish)
        }
    }
}
