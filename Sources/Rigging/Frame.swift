/// What one tick shows: every view's frame in root coordinates and the recorded constants.
public struct Frame: Sendable, Hashable {
    /// The tick index k.
    public var tick: Int
    /// The tick's time, `Double(k) / Double(hz)`.
    public var time: Double
    /// Frames in the dump's view order (the root first).
    public var views: [FrameRect]
    /// Constants in the dump's constant order.
    public var constants: [Double]

    /// Creates a frame for tick `tick` at `time` seconds with the given view frames and constants.
    public init(tick: Int, time: Double, views: [FrameRect], constants: [Double]) {
        self.tick = tick
        self.time = time
        self.views = views
        self.constants = constants
    }
}
