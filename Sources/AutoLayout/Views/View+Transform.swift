import Synchronization

// A view's transform, as UIKit's `UIView.transform`: layout sets the bounds size and the centre
// (the untransformed frame); the transform applies about the centre when the view is shown, and
// `frame` reads the transformed bounds' bounding box. Constraints, alignment rectangles, the safe
// area and margins ignore it, as UIKit's do.

extension View {
    /// How many live views, in the whole process, have a transform other than the identity:
    /// while it is 0 no frame needs a transform, and the per-tick pass that attaches root
    /// transforms to frames is skipped without reading every view.
    static let transformedViews = Atomic<Int>(0)

    /// True while no live view has a transform other than the identity.
    package static var noViewIsTransformed: Bool { transformedViews.load(ordering: .relaxed) == 0 }

    /// The transform applied about the centre of the bounds (UIKit's default anchor point, 0.5,
    /// 0.5); the identity by default. Layout ignores it: constraints place the untransformed
    /// frame, and a scale on a view centred by constraints keeps its centre while a view pinned
    /// by its leading edge sees that edge move.
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 300, height: 200))
    /// let box = View(name: "box")
    /// box.translatesAutoresizingMaskIntoConstraints = false
    /// root.addSubview(box)
    /// try LayoutConstraint.activate([
    ///     box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    ///     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ///     box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 60)])
    /// box.transform = Transform2D(scaleX: 0.5, y: 0.5)
    /// root.layoutIfNeeded()
    /// // box.frame is (45 35; 50 30): the leading edge moved from 20 to 45
    /// // box.center is (70 50) and box.bounds is (0 0; 100 60), as without the transform
    /// ```
    public var transform: Transform2D {
        get { transformStorage }
        set { transformStorage = newValue }
    }

    /// The centre of the untransformed frame in the superview's coordinates (`UIView.center`);
    /// setting it moves the view without changing its size.
    public var center: Point {
        get {
            let f = untransformedFrame
            return Point(x: f.midX, y: f.midY)
        }
        set {
            let f = untransformedFrame
            untransformedFrame = Rect(x: newValue.x - f.width / 2, y: newValue.y - f.height / 2, width: f.width, height: f.height)
        }
    }

    /// The transform shown: `transform`, or the in-flight one while an animation of it runs
    /// (Core Animation's `layer.presentation().transform`).
    public var presentationTransform: Transform2D { presentationTransformOverride ?? transform }

    /// How the view shows in the root's coordinates: the map from its untransformed `frameInRoot`
    /// to the screen, its own transform about its centre followed by every ancestor's about
    /// theirs (as `convert(_:to: nil)` goes through every ancestor's transform in UIKit). The
    /// identity while neither the view nor an ancestor has a transform.
    public var transformInRoot: Transform2D {
        var result = Transform2D.identity
        var view: View? = self
        while let v = view {
            if !v.transform.isIdentity {
                let f = v.frameInRoot
                result = result.concatenating(v.transform.about(Point(x: f.midX, y: f.midY)))
            }
            view = v.superview
        }
        return result
    }

    /// The view's on-screen bounding box in the root's coordinates: `frameInRoot` mapped by
    /// `transformInRoot`.
    public var transformedFrameInRoot: Rect { transformInRoot.apply(to: frameInRoot) }
}
