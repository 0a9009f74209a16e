import AutoLayout

/// Collects frames tick by tick, with the names that label them, into a `FrameDump`.
package struct FrameRecorder: Sendable {
    /// The dump recorded so far.
    package private(set) var dump: FrameDump

    /// A recorder for frames of `views` (root first) and `constants`, at `hz`.
    package init(scene: String, hz: Int, views: [String], constants: [String]) {
        dump = FrameDump(scene: scene, hz: hz, views: views, constants: constants, frames: [])
    }

    /// Appends one tick's frame; `views` and `constants` follow the recorder's name order, and
    /// `transforms` and `alphas` (none by default) the views' order.
    package mutating func record(
        tick: Int, views: [Rect], transforms: FrameTransforms = FrameTransforms(),
        alphas: FrameAlphas = FrameAlphas(), constants: [Double],
        diagnostics: FrameDiagnostics = FrameDiagnostics()
    ) {
        precondition(
            views.count == dump.views.count && constants.count == dump.constants.count,
            "FrameRecorder for \(dump.scene): frame \(tick) has \(views.count) views and \(constants.count) constants")
        dump.frames.append(
            Frame(
                tick: tick, time: Double(tick) / Double(dump.hz), views: views, transforms: transforms, alphas: alphas, constants: constants,
                diagnostics: diagnostics))
    }
}
