import AutoLayout

/// Recording a loop's frames into a `FrameDump`, the dump `rig replay` writes.
extension LayoutRunLoop {
    struct Recording {
        var name: String
        /// The recorded views, by identity (nil for a scene loop, which records its backend's order).
        var views: [View]?
        var names: [String]
        var recorder: FrameRecorder?
        /// Slot in the backend's order of each recorded view, and the tree version it was read at.
        var slots: [Int] = []
        var version = -1
        /// How many of the tree's unsatisfiable records were met before the next recorded frame.
        var breaksSeen = 0
    }

    /// The backend whose unsatisfiable records a recording reads: the view tree's (a loop over a
    /// scene's `ViewTreeBackend` included); nil for other backends, whose records are not recorded.
    private var breakSource: ViewTreeBackend? { tree ?? backend as? ViewTreeBackend }

    /// Starts recording every tick from the next one into a dump named `name`: the frames shown
    /// (root coordinates) of `views` (default: the tree, parents before children in subview
    /// order), labelled with the views' names (`View.distinctNames(_:)`: a name that an earlier
    /// view has gets `#2`, `#3`, ...), and the constants of the constraint animations made
    /// before the first recorded tick, in the order they were made. Each frame also carries the
    /// constraints the engine broke since the previous one (`Frame.diagnostics.breaks`, as a
    /// scene's replay does), so that a golden check of the dump fails on a break unless allowed;
    /// ambiguity is not looked for (`verifyLayout` does). Replaces a recording in progress.
    public func startRecording(name: String, views: [View]? = nil) {
        let seen = breakSource?.root.engine.unsatisfiableRecords.count ?? 0
        if let tree {
            var list: [View] = []
            tree.root.forEachInSubtree { list.append($0) }
            let chosen = views ?? list
            recording = Recording(name: name, views: chosen, names: View.distinctNames(chosen), breaksSeen: seen)
        } else {
            recording = Recording(name: name, views: nil, names: [], breaksSeen: seen)
        }
    }

    /// The frames recorded so far (nil when not recording or before the first recorded tick).
    public var recordedDump: FrameDump? { recording?.recorder?.dump }

    /// Stops recording and returns the dump.
    @discardableResult
    public func stopRecording() -> FrameDump? {
        defer { recording = nil }
        return recordedDump
    }

    /// Records `frame` if recording.
    func record(_ frame: Frame) {
        guard var r = recording else { return }
        recording = nil
        if r.recorder == nil {
            r.recorder = FrameRecorder(scene: r.name, hz: hz, views: r.names, constants: bindings.map(\.name))
        }
        var diagnostics = FrameDiagnostics()
        if let source = breakSource, source.root.engine.unsatisfiableRecords.count > r.breaksSeen {
            let fresh = source.unsatisfiable(since: r.breaksSeen)
            diagnostics.breaks = fresh.map(\.broken)
            r.breaksSeen += fresh.count
        }
        guard let views = r.views, let tree else {
            r.recorder?.record(
                tick: frame.tick, views: frame.views, transforms: frame.transforms, alphas: frame.alphas,
                constants: frame.constants, diagnostics: diagnostics)
            recording = r
            return
        }
        if r.version != tree.viewVersion {
            var slot: [ObjectIdentifier: Int] = [:]
            for (i, view) in tree.views.enumerated() { slot[ObjectIdentifier(view)] = i }
            r.slots = views.map { slot[ObjectIdentifier($0)] ?? -1 }
            r.version = tree.viewVersion
        }
        let empty = Rect(x: 0, y: 0, width: 0, height: 0)
        let shown = r.slots.map { $0 >= 0 && $0 < frame.views.count ? frame.views[$0] : empty }
        let count = r.recorder?.dump.constants.count ?? 0
        var transforms = FrameTransforms()
        if !frame.transforms.isEmpty {
            for (i, slot) in r.slots.enumerated() where slot >= 0 { transforms[i] = frame.transforms[slot] }
        }
        var alphas = FrameAlphas()
        if !frame.alphas.isEmpty {
            for (i, slot) in r.slots.enumerated() where slot >= 0 { alphas[i] = frame.alphas[slot] }
        }
        r.recorder?.record(
            tick: frame.tick, views: shown, transforms: transforms, alphas: alphas,
            constants: Array(frame.constants.prefix(count)), diagnostics: diagnostics)
        recording = r
    }
}
