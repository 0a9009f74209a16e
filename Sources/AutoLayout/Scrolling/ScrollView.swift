/// A view that shows a region of larger content and moves it by its content offset, as
/// `UIScrollView` lays it out (no touches, deceleration or indicators: layout only).
///
/// Its subviews are its content: their frames are in content coordinates, and `contentOffset`
/// (the origin of `bounds`) moves all of them at once as seen from the superview and the root,
/// with no constraint change. As UIKit documents, constraints between the scroll view's edges or
/// margins and its descendants attach to the content area, whose size is `contentSize`;
/// constraints between its width, height or centres and its descendants attach to its frame.
/// `contentLayoutGuide` and `frameLayoutGuide` say the same explicitly.
///
/// ```swift
/// let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let scroll = ScrollView(name: "scroll")
/// let content = View(name: "content")
/// root.addSubview(scroll)
/// scroll.addSubview(content)
/// try scroll.pinEdges()
/// content.translatesAutoresizingMaskIntoConstraints = false
/// try LayoutConstraint.activate([
///     content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///     content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///     content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///     content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///     content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
///     content.heightAnchor.constraint(equalToConstant: 1000),
/// ])
/// root.layoutIfNeeded()
/// print(scroll.contentSize)          // (320 1000)
/// scroll.contentOffset = Point(x: 0, y: 300)
/// root.layoutIfNeeded()
/// print(content.frame.minY, content.frameInRoot.minY)  // 0.0 -300.0
/// ```
open class ScrollView: View {
    /// The content area: its frame is the content's, from the content origin, `contentSize`
    /// large (UIKit's `contentLayoutGuide`). Constrain the content's edges to it; its size then
    /// is the content size.
    public let contentLayoutGuide = LayoutGuide()
    /// The scroll view's own untranslated frame (UIKit's `frameLayoutGuide`): in content
    /// coordinates at the content origin, the scroll view's size. Constrain the content's width
    /// to it for vertical scrolling only. Its position does not follow `contentOffset` (a view
    /// pinned to its top scrolls with the content): Apple documents its size, not whether its
    /// position follows a scroll.
    public let frameLayoutGuide = LayoutGuide()
    /// The constraints sizing the content guide when nothing else does (the set `contentSize`).
    private var setContentSizeConstraints: [LayoutConstraint] = []

    /// Creates a scroll view with its two guides.
    public override init(name: String? = nil, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        mapsEdgesToContent = true
        contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
        frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        let content = contentLayoutGuide
        let frame = frameLayoutGuide
        setContentSizeConstraints = [
            content.widthAnchor.constraint(equalToConstant: 0),
            content.heightAnchor.constraint(equalToConstant: 0),
        ]
        for (c, axis) in zip(setContentSizeConstraints, ["width", "height"]) {
            c.identifier = "UIScrollView-contentSize-" + axis
            c.priority = ScrollView.contentSizePriority
        }
        let guides = [
            content.leftAnchor.constraint(equalTo: leftAnchor), content.topAnchor.constraint(equalTo: topAnchor),
            frame.leftAnchor.constraint(equalTo: leftAnchor), frame.topAnchor.constraint(equalTo: topAnchor),
            frame.widthAnchor.constraint(equalTo: widthAnchor), frame.heightAnchor.constraint(equalTo: heightAnchor),
        ]
        for c in guides + setContentSizeConstraints { c.isActive = true }
    }

    /// The priority of the set `contentSize` on the content guide: below every priority a
    /// constraint can be given in whole numbers, so the content's constraints decide the
    /// content size whenever they can, and the set size holds where they say nothing.
    public static let contentSizePriority = LayoutPriority(0.5)

    /// The size of the content, as `UIScrollView.contentSize`: what the constraints on the
    /// content layout guide (or on the scroll view's edges from its content) give it, as of the
    /// last solve; where they say nothing, the size set here. Setting it asks for a layout pass.
    public var contentSize: Size {
        get {
            let f = contentLayoutGuide.layoutFrame
            return Size(width: f.width, height: f.height)
        }
        set {
            guard setContentSizeConstraints.count == 2,
                setContentSizeConstraints[0].constant != newValue.width
                    || setContentSizeConstraints[1].constant != newValue.height
            else { return }
            setContentSizeConstraints[0].constant = newValue.width
            setContentSizeConstraints[1].constant = newValue.height
            setNeedsLayout()
        }
    }

    /// The point of the content shown at the scroll view's top-left corner: the origin of
    /// `bounds`, as `UIScrollView.contentOffset`. Setting it moves every subview as seen from the
    /// superview and the root at the next layout pass (their frames, in content coordinates,
    /// stay), and asks for `layoutSubviews()`; it is not clamped to the content (nor is UIKit's
    /// when set in code). Inside a run loop's `animate` block the move animates like any frame
    /// change, so a scroll records as a sequence of frames. An offset at rest at the top of the
    /// content (`-adjustedContentInset.top`, likewise the left) follows a change of the adjusted
    /// inset at the next layout pass, the first one included, as UIKit's does.
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// Sets `contentOffset`. AutoLayout has no clock: `animated` is accepted for UIKit's
    /// spelling and ignored; a run loop's `scroll(_:to:duration:)` scrolls frame by frame.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        contentOffset = offset
    }

    /// Space added around the content, as `UIScrollView.contentInset` (default zero). A change
    /// asks for a layout pass, where a scroll view resting at the top of its content follows the
    /// new inset (see `keepOffsetAtRest()`).
    public var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { setNeedsLayout() } }
    }

    /// The `adjustedContentInset` of the last layout pass, against which the content offset
    /// rests (zero before the first).
    var restingInset = EdgeInsets.zero

    /// Called when a layout pass finds `adjustedContentInset` changed (after the content offset
    /// followed it), as `UIScrollView.adjustedContentInsetDidChange()`; the default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// How the safe area joins `contentInset` in `adjustedContentInset` (default `.automatic`).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
    }

    /// Whether the content bounces (scrolls) vertically even when it is not taller than the view.
    public var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { setNeedsLayout() } }
    }
    /// Whether the content bounces (scrolls) horizontally even when it is not wider than the view.
    public var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { setNeedsLayout() } }
    }
    /// Whether the user may scroll (kept, as UIKit's; layout does not read it).
    public var isScrollEnabled = true

    /// `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` adds it, as
    /// `UIScrollView.adjustedContentInset`: `.always` adds `safeAreaInsets` on every edge,
    /// `.never` none, `.scrollableAxes` the top and bottom when the content scrolls vertically,
    /// the left and right when it scrolls horizontally; `.automatic` as `.scrollableAxes`, and
    /// the top and bottom always for the content view of a navigation or tab bar controller's
    /// child (`View.holdsBarControllerContent`). The content scrolls along an axis when it is larger than the bounds there,
    /// or when that axis always bounces.
    ///
    /// ```swift
    /// let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    /// root.systemSafeAreaInsets = EdgeInsets(top: 44, bottom: 34)
    /// let scroll = ScrollView(name: "scroll", frame: root.bounds)
    /// root.addSubview(scroll)
    /// scroll.contentSize = Size(width: 320, height: 2000)
    /// root.layoutIfNeeded()
    /// print(scroll.adjustedContentInset)  // {44, 0, 34, 0}
    /// ```
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            let content = contentSize
            let size = bounds.size
            let asContent = contentInsetAdjustmentBehavior == .automatic && superview?.holdsBarControllerContent == true
            vertical = asContent || alwaysBounceVertical || content.height > size.height
            horizontal = alwaysBounceHorizontal || content.width > size.width
        }
        if vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        if horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        return adjusted
    }
}
