import AutoLayout
import Motion

/// Options of `LayoutRunLoop.animateKeyframes(withDuration:...)`, with UIKit's names and bit values
/// (`UIView.KeyframeAnimationOptions`): the calculation mode, a 3-bit field (linear by default).
public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The option bits, with `UIView.KeyframeAnimationOptions`' values.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Each keyframe moves its changes linearly over its own time (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each keyframe's changes show at once at the end of its time, holding the values before.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// The keyframes' times are ignored: each gets a share of the duration proportional to how far
    /// its changes move (so the whole moves at an even pace), linearly within it.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// UIKit's Catmull-Rom spline through the keyframes; animated as linear here.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// UIKit's paced spline; animated as paced here.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode the 3-bit field names.
    var mode: UInt { (rawValue >> 10) & 7 }
}

extension LayoutRunLoop {
    /// One keyframe of a running `animateKeyframes` block: its relative time and the frames before
    /// and after its changes.
    struct KeyframeChange {
        var start: Double
        var duration: Double
        var before: FrameSnapshot
        var after: ViewFrames
        /// `before` with the changes `performWithoutAnimation` made in the keyframe already made:
        /// where the keyframe's animation starts from.
        var from: FrameSnapshot
        /// A change `performWithoutAnimation` made between keyframes: it shows at once.
        var unanimated = false
    }

    /// The keyframes a running `animateKeyframes` block added so far, and whether a keyframe's
    /// own block is running (where `performWithoutAnimation` leaves its change out of that
    /// keyframe) or not (where the change is a step of its own between keyframes).
    struct KeyframeCapture {
        var changes: [KeyframeChange] = []
        var inKeyframe = false
    }

    /// Animates the changes of the keyframes `animations` adds (`addKeyframe(withRelativeStartTime:
    /// relativeDuration:animations:)`), as `UIView.animateKeyframes` does: each keyframe's changes
    /// move over its share of `duration` (its relative start and duration, fractions of the
    /// whole), from where the keyframes before it left them; the model takes the last values at
    /// once. Changes the block makes outside a keyframe move over the whole duration. Frames
    /// change in a keyframe when its block lays them out (`layoutIfNeeded()`), as in UIKit;
    /// `alpha` and transforms change by being set.
    ///
    /// The calculation mode is linear (each keyframe moves its changes linearly), discrete (a
    /// keyframe's changes show at once at the end of its time) or paced (the keyframes' times are
    /// replaced by shares of the duration proportional to how far each moves: the sum over views
    /// of the straight-line change of their frames; UIKit paces each animated property apart).
    /// The cubic modes animate as linear and paced: no spline. The animation is additive, as a
    /// `UIView.animate` block is; `completion` runs at the end of the tick the whole ends on.
    ///
    /// ```swift
    /// import AutoLayout
    /// import Rigging
    ///
    /// let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    /// let box = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    /// root.addSubview(box)
    /// let loop = try LayoutRunLoop(root: root, hz: 60)
    /// try loop.animateKeyframes(withDuration: 1) {
    ///     loop.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.frame.origin.x = 100; box.layoutIfNeeded() }
    ///     loop.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0 }
    /// }
    /// try loop.run(until: 0.25)  // box.presentationFrame.minX is 50, box.presentationAlpha 1
    /// try loop.run(until: 0.75)  // box.presentationFrame.minX is 100, box.presentationAlpha 0.5
    /// ```
    public func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) throws(LayoutAnimationError) {
        let whole = try LayoutAnimationTiming(duration: duration, delay: delay, curve: .timing(.linear))
        let outer = keyframeCapture
        let initial = snapshotModel()
        keyframeCapture = KeyframeCapture()
        animations()
        let changes = keyframeCapture?.changes ?? []
        keyframeCapture = outer
        let keyframes = changes.filter { !$0.unanimated }
        let start = time
        // Changes outside the keyframes, between one keyframe's end and the next one's start.
        var previous = initial
        var outside: [(FrameSnapshot, ViewFrames)] = []
        for change in changes {
            outside.append((previous, change.before.frames))
            previous = FrameSnapshot(frames: change.after, views: change.before.views)
        }
        let final = currentModel()
        outside.append((previous, final))
        for (before, after) in outside {
            addTransition(old: before, new: after, clock: .timed(start: start, timing: whole), additive: true, completion: nil)
        }
        let times = keyframeTimes(keyframes, paced: options.mode == 2 || options.mode == 4)
        for (keyframe, (relativeStart, relativeDuration)) in zip(keyframes, times) {
            let clock: LayerClock
            if options.mode == 1 {
                clock = .until(end: start + delay + (relativeStart + relativeDuration) * duration)
            } else {
                do {
                    clock = .timed(
                        start: start,
                        timing: try LayoutAnimationTiming(
                            duration: relativeDuration * duration,
                            delay: delay + relativeStart * duration,
                            curve: .timing(.linear)))
                } catch {
                    continue
                }
            }
            addTransition(old: keyframe.from, new: keyframe.after, clock: clock, additive: true, completion: nil)
        }
        // The whole's clock carries the completion, whatever the keyframes changed.
        addTransition(
            old: FrameSnapshot(frames: final, views: nil), new: final, clock: .timed(start: start, timing: whole),
            additive: true, completion: completion)
        showNow(model: final)
    }

    /// Adds a keyframe to the `animateKeyframes` block that is running, as
    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: `animations`'
    /// changes move from `frameStartTime` to `frameStartTime + frameDuration`, fractions of the
    /// block's duration (clamped to 0...1; a value that is not finite counts as 0). Called
    /// outside such a block, it runs `animations` as a plain change.
    public func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        guard keyframeCapture != nil else { return animations() }
        let fraction = { (x: Double) in x.isFinite ? min(max(x, 0), 1) : 0 }
        let start = fraction(frameStartTime)
        let before = snapshotModel()
        let outer = keyframeCapture?.inKeyframe ?? false
        keyframeCapture?.inKeyframe = true
        unanimatedChanges.append([])
        animations()
        let skipped = unanimatedChanges.popLast() ?? []
        keyframeCapture?.inKeyframe = outer
        let after = currentModel()
        keyframeCapture?.changes.append(
            KeyframeChange(
                start: start, duration: min(fraction(frameDuration), 1 - start),
                before: before, after: after, from: without(skipped, before)))
    }

    /// Each keyframe's relative start and duration: its own, or (paced) shares proportional to
    /// how far its changes move, in keyframe order. Paced keyframes that move nothing keep theirs.
    private func keyframeTimes(_ keyframes: [KeyframeChange], paced: Bool) -> [(Double, Double)] {
        let given = keyframes.map { ($0.start, $0.duration) }
        guard paced else { return given }
        let distances = keyframes.map { k -> Double in
            let old = k.from.frames
            guard old.count == k.after.count else { return 0 }
            var sum = 0.0
            for i in old.indices {
                let a = old.rects[i]
                let b = k.after.rects[i]
                let dx = a.x - b.x
                let dy = a.y - b.y
                let dw = a.width - b.width
                let dh = a.height - b.height
                sum += (dx * dx + dy * dy + dw * dw + dh * dh).squareRoot() + abs(old.alphas[i] - k.after.alphas[i])
            }
            return sum
        }
        let total = distances.reduce(0, +)
        guard total > 0 else { return given }
        var at = 0.0
        return distances.map { d in
            defer { at += d / total }
            return (at, d / total)
        }
    }

    /// Runs `actions` so that their changes show at once, even inside an animation block, as
    /// `UIView.performWithoutAnimation(_:)`: the block's animation leaves out what they changed,
    /// including what a layout pass they run lays out (as in UIKit, a `layoutIfNeeded()` inside
    /// applies every pending change without animation). Outside a block, changes never animate,
    /// and this only runs `actions`; between the keyframes of `animateKeyframes`, the changes show
    /// at once at the block's start.
    ///
    /// ```swift
    /// import AutoLayout
    /// import Rigging
    ///
    /// let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    /// let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50)), b = View(frame: Rect(x: 0, y: 50, width: 50, height: 50))
    /// root.addSubview(a)
    /// root.addSubview(b)
    /// let loop = try LayoutRunLoop(root: root, hz: 60)
    /// try loop.animate(withDuration: 1, options: .curveLinear) {
    ///     a.frame.origin.x = 100
    ///     a.layoutIfNeeded()
    ///     loop.performWithoutAnimation { b.frame.origin.x = 100; b.layoutIfNeeded() }
    /// }
    /// try loop.run(until: 0.5)  // a.presentationFrame.minX is 50; b.presentationFrame.minX is 100
    /// ```
    public func performWithoutAnimation(_ actions: () -> Void) {
        if let capture = keyframeCapture, !capture.inKeyframe {
            // Between keyframes: a step of its own that shows at once.
            let before = snapshotModel()
            actions()
            keyframeCapture?.changes.append(
                KeyframeChange(
                    start: 0, duration: 0, before: before, after: currentModel(), from: before,
                    unanimated: true))
            return
        }
        guard !unanimatedChanges.isEmpty else { return actions() }
        let before = currentModel()
        actions()
        let after = currentModel()
        unanimatedChanges[unanimatedChanges.count - 1].append((before, after))
    }

    /// `old` with the changes of `skipped` already made: each view's rectangle and alpha moved by
    /// what the change moved them, its transform replaced by the change's new one where the
    /// change set one. Changes made while the tree's view list differed are left out.
    func without(_ skipped: [(before: ViewFrames, after: ViewFrames)], _ old: FrameSnapshot) -> FrameSnapshot {
        var result = old
        for change in skipped where change.before.count == old.frames.count && change.after.count == old.frames.count {
            for i in old.frames.indices {
                let b = change.before[i]
                let a = change.after[i]
                guard a != b else { continue }
                var f = result.frames[i]
                f.rect = Rect(
                    x: f.rect.x + a.rect.x - b.rect.x, y: f.rect.y + a.rect.y - b.rect.y,
                    width: f.rect.width + a.rect.width - b.rect.width, height: f.rect.height + a.rect.height - b.rect.height)
                f.alpha += a.alpha - b.alpha
                if a.transform != b.transform { f.transform = a.transform }
                result.frames[i] = f
            }
        }
        return result
    }
}
