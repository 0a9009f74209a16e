import AutoLayout

/// The frames of a list of views and the transforms they show: what a run loop lays out (its
/// model) and shows (its presentation), in the backend's view order.
struct ViewFrames: Equatable {
    /// Untransformed frames in root coordinates.
    var rects: [FrameRect]
    /// The transforms of the views that show one, by index in `rects`.
    var transforms: FrameTransforms

    init(rects: [FrameRect] = [], transforms: FrameTransforms = FrameTransforms()) {
        self.rects = rects
        self.transforms = transforms
    }

    var count: Int { rects.count }
    var indices: Range<Int> { rects.indices }

    /// One view's frame and transform.
    subscript(i: Int) -> ViewFrame {
        get { ViewFrame(rect: rects[i], transform: transforms[i]) }
        set {
            rects[i] = newValue.rect
            transforms[i] = newValue.transform
        }
    }
}

/// One view's untransformed frame in root coordinates and the transform it shows.
struct ViewFrame: Equatable {
    var rect: FrameRect
    var transform: Transform2D

    /// A zero frame without a transform (a view missing from a list).
    static let zero = ViewFrame(rect: FrameRect(x: 0, y: 0, width: 0, height: 0), transform: .identity)
}
