import AutoLayout
import Motion

/// An animated scroll: a scroll view's content offset moving from one point to another.
struct ScrollAnimation {
    weak var scrollView: ScrollView?
    var from: Point
    var to: Point
    var start: Double
    var duration: Double
}

extension LayoutRunLoop {
    /// The duration of an animated scroll (`setContentOffset(_:animated: true)`), in seconds.
    ///
    /// Apple documents neither the duration nor the curve of UIKit's animated scroll (its Scroll
    /// View Programming Guide says only that the content moves "at a constant rate"); UIKit
    /// drives it from a display link, frame by frame, not with a Core Animation animation.
    /// Rigging's model, a departure where UIKit's differs: 0.3 seconds at a constant rate.
    public static let scrollAnimationDuration = 0.3

    /// Scrolls `scrollView` to `offset` over `duration` seconds at a constant rate, starting at
    /// the loop's current time, as `UIScrollView.setContentOffset(_:animated: true)`: at each
    /// tick the content offset moves and the tree lays out (a table loads the rows that come
    /// into view on the way), so a recording shows the scroll frame by frame. A scroll view
    /// already scrolling starts again from where it is; a `duration` that is not positive and
    /// finite, or a view outside the loop's tree, scrolls at once.
    public func scroll(_ scrollView: ScrollView, to offset: Point, duration: Double = LayoutRunLoop.scrollAnimationDuration) {
        scrolls.removeAll { $0.scrollView == nil || $0.scrollView === scrollView }
        guard duration.isFinite, duration > 0, let root, scrollView === root || scrollView.isDescendant(of: root) else {
            scrollView.contentOffset = offset
            return
        }
        scrolls.append(ScrollAnimation(scrollView: scrollView, from: scrollView.contentOffset, to: offset, start: time, duration: duration))
    }

    /// Whether `scrollView` is scrolling under `scroll(_:to:duration:)`.
    public func isScrolling(_ scrollView: ScrollView) -> Bool { scrolls.contains { $0.scrollView === scrollView } }

    /// Moves every scroll in progress to time `now`, dropping those that end.
    func stepScrolls(at now: Double) {
        guard !scrolls.isEmpty else { return }
        for scroll in scrolls {
            guard let view = scroll.scrollView else { continue }
            let p = min(max((now - scroll.start) / scroll.duration, 0), 1)
            view.contentOffset = Point(x: scroll.from.x + (scroll.to.x - scroll.from.x) * p, y: scroll.from.y + (scroll.to.y - scroll.from.y) * p)
        }
        scrolls.removeAll { $0.scrollView == nil || now >= $0.start + $0.duration - TickConvention.eventTolerance }
    }
}
