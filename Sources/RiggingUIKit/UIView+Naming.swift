import AutoLayout

extension UIView {
    /// An integer that identifies the view in code; 0 by default.
    public var tag: Int {
        get { layoutView.tag }
        set { layoutView.tag = newValue }
    }

    /// The first view with `tag` among this view and its descendants, depth-first, or nil.
    public func viewWithTag(_ tag: Int) -> UIView? { layoutView.viewWithTag(tag)?.uiView }

    /// A string that identifies the view; frame dumps, logs and layout assertions name the view by it.
    public var accessibilityIdentifier: String? {
        get { layoutView.accessibilityIdentifier }
        set { layoutView.accessibilityIdentifier = newValue }
    }

    /// The opacity, 0...1 (values outside are clamped). It changes no frame; an animation block
    /// animates the shown value (`layoutView.presentationAlpha`). Nothing is composited, so it
    /// is recorded, not drawn.
    public var alpha: CGFloat {
        get { CGFloat(layoutView.alpha) }
        set { layoutView.alpha = Double(newValue) }
    }

    // MARK: Z-order

    /// Moves a subview in front of its siblings.
    public func bringSubviewToFront(_ view: UIView) { layoutView.bringSubviewToFront(view.layoutView) }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: UIView) { layoutView.sendSubviewToBack(view.layoutView) }

    /// Swaps the subviews at two indices (out-of-range indices change nothing).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        layoutView.exchangeSubview(at: index1, withSubviewAt: index2)
    }

    // MARK: Converting coordinates

    /// A point in this view's coordinates, in `view`'s (the root's when `view` is nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        CGPoint(layoutView.convert(point.layoutPoint, to: view?.layoutView))
    }

    /// A point in `view`'s coordinates (the root's when `view` is nil), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        CGPoint(layoutView.convert(point.layoutPoint, from: view?.layoutView))
    }

    /// A rectangle in this view's coordinates, in `view`'s (the bounding box when transforms rotate it).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(layoutView.convert(rect.layoutRect, to: view?.layoutView))
    }

    /// A rectangle in `view`'s coordinates, in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(layoutView.convert(rect.layoutRect, from: view?.layoutView))
    }
}
