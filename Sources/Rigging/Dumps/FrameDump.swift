/// A recorded run: the scene's name, the tick rate, the names of views and constants, and the frames.
///
/// Writers: `jsonLines()`, `csv()` and `constantsCSV()` (specified in Docs/frame-dump.md), `svg()`, `html()`;
/// `JSONLinesWriter`, `CSVWriter` and `ConstantsCSVWriter` write the first three frame by frame. `parse(jsonLines:)`
/// reads a dump back, `FrameDumpDifference` compares two value by value, and `firstDifference(from:)`
/// names the first frame, view and field two dumps disagree on.
public struct FrameDump: Sendable, Hashable {
    /// The scene's name.
    public var scene: String
    /// Ticks per second.
    public var hz: Int
    /// View names, the root first, then the scene's views in file order.
    public var views: [String]
    /// Names of the recorded constants (the references the scene's events use), in first-use order.
    public var constants: [String]
    /// One frame per tick, in tick order.
    public var frames: [Frame]

    /// Creates a dump from its header (scene name, tick rate in hertz, view and constant names) and frames.
    public init(scene: String, hz: Int, views: [String], constants: [String], frames: [Frame]) {
        self.scene = scene
        self.hz = hz
        self.views = views
        self.constants = constants
        self.frames = frames
    }
}
