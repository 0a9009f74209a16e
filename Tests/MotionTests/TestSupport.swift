import Locking
import TestHelpers
import XCTest

@testable import Motion

/// Shared helpers for MotionTests. Tolerances are stated where used.
enum TestSupport {
    /// Steps `animator` on ticks `range`, returning each step.
    @discardableResult
    static func run(_ animator: ValueAnimator, ticks range: ClosedRange<Int>) -> [AnimatorStep] {
        range.map { animator.step(tick: $0) }
    }

    /// Values shown on ticks `range`.
    static func values(_ animator: ValueAnimator, ticks range: ClosedRange<Int>) -> [Double] {
        run(animator, ticks: range).map(\.value)
    }

    /// A recorder and a completion that appends each outcome it is told to it.
    static func outcomes() -> (Recorder<AnimationOutcome>, AnimationCompletion) {
        let box = Recorder<AnimationOutcome>()
        return (box, { box.append($0) })
    }

    /// The root of a monotone increasing `f` on [lo, hi] by 200 bisections (to the last ulp).
    static func bisect(_ f: (Double) -> Double, target: Double, lo: Double = 0, hi: Double = 1) -> Double {
        var lo = lo
        var hi = hi
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if mid == lo || mid == hi { break }
            if f(mid) < target { lo = mid } else { hi = mid }
        }
        return 0.5 * (lo + hi)
    }

}

/// A thread-safe list that closures on other threads append to.
final class Recorder<Element: Sendable>: Sendable {
    private let storage = Locked<[Element]>([])
    func append(_ element: Element) { storage.withLock { $0.append(element) } }
    var all: [Element] { storage.withLock { $0 } }
}
