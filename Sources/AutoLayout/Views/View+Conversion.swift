// Converting points and rectangles between views' coordinate systems, as UIKit's
// `convert(_:to:)` and `convert(_:from:)`: through every frame's origin, `bounds` origin and
// `transform` on the way up to the common root and back down.

extension View {
    /// The map from this view's bounds coordinates to its superview's: the bounds origin moves to
    /// the untransformed frame's origin, then the transform applies about the frame's centre.
    var transformToSuperview: Transform2D {
        let f = untransformedFrame
        let b = bounds
        let shift = Transform2D(translationX: f.minX - b.minX, y: f.minY - b.minY)
        return transform.isIdentity ? shift : shift.concatenating(transform.about(Point(x: f.midX, y: f.midY)))
    }

    /// The map from this view's bounds coordinates to its root's.
    var transformToRoot: Transform2D {
        var result = Transform2D.identity
        var view = self
        while let parent = view.superview {
            result = result.concatenating(view.transformToSuperview)
            view = parent
        }
        return result
    }

    /// The map from this view's bounds coordinates to `view`'s (nil: the root's). A transform that
    /// cannot be inverted (a zero scale) on `view`'s side maps everything as the identity there,
    /// where UIKit's result is undefined. Views in different trees convert as if their roots
    /// coincided (UIKit's result is undefined there too).
    private func conversion(to view: View?) -> Transform2D {
        let up = transformToRoot
        guard let view else { return up }
        return up.concatenating(view.transformToRoot.inverted() ?? .identity)
    }

    /// `point`, in this view's bounds coordinates, in `view`'s (nil: the root view's), as
    /// `UIView.convert(_:to:)`: through the frames, bounds origins and transforms of both views
    /// and their ancestors, as last laid out (the model, not an animation's shown frames).
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    /// let card = View(frame: Rect(x: 50, y: 50, width: 200, height: 100))
    /// let dot = View(frame: Rect(x: 10, y: 20, width: 4, height: 4))
    /// root.addSubview(card)
    /// card.addSubview(dot)
    /// let p = dot.convert(Point(x: 2, y: 2), to: root)         // (62 72)
    /// let q = root.convert(Point(x: 62, y: 72), to: dot)       // (2 2)
    /// card.transform = Transform2D(scaleX: 2, y: 2)            // about card's centre (150 100)
    /// let r = dot.convert(Point(x: 0, y: 0), to: nil)          // (-30 40)
    /// ```
    public func convert(_ point: Point, to view: View?) -> Point {
        conversion(to: view).apply(to: point)
    }

    /// `point`, in `view`'s bounds coordinates (nil: the root view's), in this view's, as
    /// `UIView.convert(_:from:)`.
    public func convert(_ point: Point, from view: View?) -> Point {
        (view ?? rootView).convert(point, to: self)
    }

    /// `rect`, in this view's bounds coordinates, in `view`'s (nil: the root's): the smallest
    /// rectangle holding its four corners mapped as points, as `UIView.convert(_:to:)` gives
    /// under rotations.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        conversion(to: view).apply(to: rect)
    }

    /// `rect`, in `view`'s bounds coordinates (nil: the root's), in this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        (view ?? rootView).convert(rect, to: self)
    }
}
