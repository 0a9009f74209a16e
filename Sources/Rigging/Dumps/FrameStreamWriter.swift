/// The names that label a run's frames: what a dump writer needs before the first frame.
public struct FrameDumpHeader: Sendable, Hashable {
    /// The scene's name.
    public var scene: String
    /// Ticks per second.
    public var hz: Int
    /// View names, the root first.
    public var views: [String]
    /// Names of the recorded constants.
    public var constants: [String]
    /// Whether views may show transforms: the frames CSV then has transform columns.
    public var transforms: Bool

    /// A header with these names; `transforms` when the run may show transforms.
    public init(scene: String, hz: Int, views: [String], constants: [String], transforms: Bool = false) {
        self.scene = scene
        self.hz = hz
        self.views = views
        self.constants = constants
        self.transforms = transforms
    }
}

/// A dump format written as the frames are made: `start()` once, `text(for:)` once per frame in
/// tick order, `finish()` once; the output is those texts in order. `JSONLinesWriter` and
/// `CSVWriter` keep memory flat in the number of frames.
public protocol FrameStreamWriter {
    /// A writer for frames labelled by `header`.
    init(header: FrameDumpHeader)
    /// What comes before the first frame.
    func start() -> String
    /// One frame's part of the output.
    func text(for frame: Frame) -> String
    /// What comes after the last frame.
    func finish() -> String
}

extension FrameDump {
    /// The names that label this dump's frames.
    public var header: FrameDumpHeader {
        FrameDumpHeader(
            scene: scene, hz: hz, views: views, constants: constants,
            transforms: frames.contains { $0.transforms.entries.contains(where: \.prints) })
    }

    /// The whole dump as `writer` writes it.
    func written(by writer: some FrameStreamWriter) -> String {
        var out = writer.start()
        for frame in frames { out += writer.text(for: frame) }
        return out + writer.finish()
    }
}
