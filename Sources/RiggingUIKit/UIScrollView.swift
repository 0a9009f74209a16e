import AutoLayout
import Rigging

/// UIKit's `UIScrollView` as layout sees it: a content layout guide sized by the content's
/// constraints (`contentSize`), a frame layout guide, the content offset as the bounds origin,
/// and the content inset adjusted by the safe area. It does not scroll by itself (no touches,
/// deceleration or bouncing); set `contentOffset` (in an animation block to animate it), or
/// call `setContentOffset(_:animated: true)` to scroll frame by frame on the window's run loop.
///
/// ```swift
/// let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let content = UIView()
/// content.translatesAutoresizingMaskIntoConstraints = false
/// scroll.addSubview(content)
/// NSLayoutConstraint.activate([
///     content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///     content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///     content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///     content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///     content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
///     content.heightAnchor.constraint(equalToConstant: 1200),
/// ])
/// scroll.layoutIfNeeded()
/// // scroll.contentSize is (320, 1200)
/// ```
open class UIScrollView: UIView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingScrollView()) }

    /// The backing scroll view (a `UIScrollView` is always made with a `BackingScrollView`, a
    /// table or collection view with a backing subclass of `ScrollView`).
    var scroll: ScrollView { unsafeDowncast(layoutView, to: ScrollView.self) }

    /// The guide whose size is the content size: constrain the content's edges to it.
    public var contentLayoutGuide: UILayoutGuide { UILayoutGuide(wrapping: scroll.contentLayoutGuide) }

    /// The guide of the scroll view's own frame: constrain the content's width to it to scroll
    /// vertically only.
    public var frameLayoutGuide: UILayoutGuide { UILayoutGuide(wrapping: scroll.frameLayoutGuide) }

    /// The size of the content: from the content's constraints, or as set.
    open var contentSize: CGSize {
        get { CGSize(scroll.contentSize) }
        set { scroll.contentSize = newValue.layoutSize }
    }

    /// The point of the content at the view's top-left corner (the bounds origin).
    open var contentOffset: CGPoint {
        get { CGPoint(scroll.contentOffset) }
        set { scroll.contentOffset = newValue.layoutPoint }
    }

    /// Sets `contentOffset`, at once or, `animated`, as UIKit's animated scroll: on the run loop
    /// of the tree the view is in (`LayoutRunLoop(root:)`), the offset moves a step each tick
    /// and the views lay out each time (a table loads rows as they come into view), over
    /// `LayoutRunLoop.scrollAnimationDuration` at a constant rate (Rigging's model: Apple
    /// publishes neither duration nor curve). Without a loop the offset is set at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let target = contentOffset.layoutPoint
        var ancestor: UIView? = self
        while let view = ancestor, view.animationLoop == nil { ancestor = view.superview }
        guard animated, let loop = ancestor?.animationLoop else {
            scroll.setContentOffset(target, animated: false)
            return
        }
        loop.scroll(scroll, to: target)
    }

    /// Space added around the content.
    open var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(scroll.contentInset) }
        set { scroll.contentInset = newValue.layoutInsets }
    }

    /// `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` adds it.
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(scroll.adjustedContentInset) }

    /// Called when a layout pass finds `adjustedContentInset` changed; override to react (the
    /// default does nothing). A scroll view at rest at the top of its content (`contentOffset.y
    /// == -adjustedContentInset.top`) has already moved to the new top, as in UIKit.
    open func adjustedContentInsetDidChange() {}

    /// How the safe area joins `contentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { scroll.contentInsetAdjustmentBehavior }
        set { scroll.contentInsetAdjustmentBehavior = newValue }
    }

    /// Whether the content scrolls vertically even when it is not taller than the view.
    open var alwaysBounceVertical: Bool {
        get { scroll.alwaysBounceVertical }
        set { scroll.alwaysBounceVertical = newValue }
    }

    /// Whether the content scrolls horizontally even when it is not wider than the view.
    open var alwaysBounceHorizontal: Bool {
        get { scroll.alwaysBounceHorizontal }
        set { scroll.alwaysBounceHorizontal = newValue }
    }

    /// Kept; nothing scrolls by touch here.
    open var isScrollEnabled: Bool {
        get { scroll.isScrollEnabled }
        set { scroll.isScrollEnabled = newValue }
    }

    /// Kept; no indicators are drawn.
    open var showsVerticalScrollIndicator = true
    /// Kept; no indicators are drawn.
    open var showsHorizontalScrollIndicator = true

    /// UIKit's content inset adjustment behaviours (AutoLayout's, with the same cases).
    public typealias ContentInsetAdjustmentBehavior = AutoLayout.ContentInsetAdjustmentBehavior
}
