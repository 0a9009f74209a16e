import AutoLayout
import Rigging

/// The run loops UIKit-spelled views animate on: `UIView.animate` and `UIViewPropertyAnimator`
/// have no view to name, as in UIKit, so they animate the layout changes of every tree that has a
/// loop (a window's, in UIKit; here a root view's, made with `LayoutRunLoop(root:hz:)`).
///
/// Main-actor state, as UIKit's animation context is.
@MainActor
enum AnimationLoops {
    private final class WeakLoop {
        weak var loop: LayoutRunLoop?
        init(_ loop: LayoutRunLoop) { self.loop = loop }
    }

    private static var entries: [WeakLoop] = []

    /// Adds a loop (held weakly: a loop nobody holds leaves the list).
    static func register(_ loop: LayoutRunLoop) {
        entries.removeAll { $0.loop == nil || $0.loop === loop }
        entries.append(WeakLoop(loop))
    }

    /// The live loops, oldest first.
    static var live: [LayoutRunLoop] {
        entries.removeAll { $0.loop == nil }
        return entries.compactMap(\.loop)
    }

    /// Runs `animations` once, inside `wrap` of every loop in turn (each wrapping the next), so
    /// that each loop captures its own tree's changes: `wrap(loop, body)` must call `body` once.
    static func nest(
        _ loops: [LayoutRunLoop], animations: () -> Void,
        wrap: (LayoutRunLoop, () -> Void) -> Void
    ) {
        // The closures never outlive this call: each runs inside the one before it returns.
        withoutActuallyEscaping(animations) { animations in
            withoutActuallyEscaping(wrap) { wrap in
                var body = animations
                for loop in loops.reversed() {
                    let inner = body
                    body = { wrap(loop, inner) }
                }
                body()
            }
        }
    }
}

/// Calls one completion once every loop's animation has ended, with whether all ran to the end.
final class CompletionJoin {
    private var remaining: Int
    private var finished = true
    private let completion: ((Bool) -> Void)?

    init(count: Int, completion: ((Bool) -> Void)?) {
        remaining = count
        self.completion = completion
    }

    func finish(_ ran: Bool) {
        finished = finished && ran
        remaining -= 1
        if remaining == 0 { completion?(finished) }
    }
}

extension LayoutRunLoop {
    /// A loop over the tree of a UIKit-spelled root view at `hz` ticks per second (60, a
    /// screen's rate, by default), which `UIView.animate` and `UIViewPropertyAnimator` then
    /// animate on. Lays the tree out once. Drive it as any loop: `step()`, `run(until:)`,
    /// `advance(to:)`, or `start()` for real time.
    ///
    /// ```swift
    /// let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// let loop = try LayoutRunLoop(root: root)
    /// try loop.run(until: 0.5)
    /// print(loop.time)  // 0.5
    /// ```
    @MainActor
    public convenience init(root: UIView, hz: Int = 60) throws(LayoutAnimationError) {
        try self.init(root: root.layoutView, hz: hz)
        AnimationLoops.register(self)
        root.animationLoop = self
    }
}
