import AutoLayout

/// The frames of a list of views, the transforms they show and their own opacities: what a run loop lays out (its
/// model) and shows (its presentation), in the backend's view order.
struct ViewFrames: Equatable {
    /// Untransformed frames in root coordinates.
    var rects: [Rect]
    /// The transforms of the views that show one, by index in `rects`.
    var transforms: FrameTransforms
    /// Each view's own `alpha` (not its ancestors'), by index in `rects`: what animations
    /// interpolate, as Core Animation interpolates each layer's opacity.
    var alphas: FrameAlphas

    init(rects: [Rect] = [], transforms: FrameTransforms = FrameTransforms(), alphas: FrameAlphas = FrameAlphas()) {
        self.rects = rects
        self.transforms = transforms
        self.alphas = alphas
    }

    var count: Int { rects.count }
    var indices: Range<Int> { rects.indices }

    /// One view's frame, transform and opacity.
    subscript(i: Int) -> ViewFrame {
        get { ViewFrame(rect: rects[i], transform: transforms[i], alpha: alphas[i]) }
        set {
            rects[i] = newValue.rect
            transforms[i] = newValue.transform
            alphas[i] = newValue.alpha
        }
    }
}

/// One view's untransformed frame in root coordinates, the transform it shows and its own alpha.
struct ViewFrame: Equatable {
    var rect: Rect
    var transform: Transform2D
    var alpha: Double = 1

    /// A zero frame without a transform (a view missing from a list).
    static let zero = ViewFrame(rect: Rect(x: 0, y: 0, width: 0, height: 0), transform: .identity)
}
