import AutoLayout

/// What one tick shows: every view's frame in root coordinates, the transforms and opacities views
/// show, and the recorded constants.
public struct Frame: Sendable, Hashable {
    /// The tick index k.
    public var tick: Int
    /// The tick's time, `Double(k) / Double(hz)`.
    public var time: Double
    /// Frames in the dump's view order (the root first).
    public var views: [Rect]
    /// The transforms of the views that show one, by index in `views` (empty when none does).
    public var transforms: FrameTransforms
    /// The opacities of the views that are not opaque, by index in `views` (empty when all are).
    public var alphas: FrameAlphas
    /// Constants in the dump's constant order.
    public var constants: [Double]
    /// Constraints broken and ambiguity found in this tick (nothing by default).
    public var diagnostics: FrameDiagnostics

    /// Creates a frame for tick `tick` at `time` seconds with the given view frames, transforms
    /// and opacities (none by default), constants and diagnostics (none by default).
    public init(
        tick: Int, time: Double, views: [Rect], transforms: FrameTransforms = FrameTransforms(),
        alphas: FrameAlphas = FrameAlphas(), constants: [Double], diagnostics: FrameDiagnostics = FrameDiagnostics()
    ) {
        self.tick = tick
        self.time = time
        self.views = views
        self.transforms = transforms
        self.alphas = alphas
        self.constants = constants
        self.diagnostics = diagnostics
    }

    /// The largest absolute difference of any component of view `v`'s frame here and view `w`'s
    /// in `other` (`w` defaults to `v`), the transforms' matrix entries and the opacity included.
    public func distance(ofView v: Int, to other: Frame, view w: Int? = nil) -> Double {
        let w = w ?? v
        let rect = max(views[v].distance(to: other.views[w]), abs(alphas[v] - other.alphas[w]))
        let t = transforms[v]
        let u = other.transforms[w]
        if t == u { return rect }
        return max(rect, zip(t.components, u.components).map { abs($0 - $1) }.max() ?? 0)
    }
}
