extension IBSceneBuilder {
    /// Whether the root, a controller's root view or a XIB's top-level view, has iOS 8's 16-point
    /// side margins whatever its width, as the canvas of Xcode 6 (`toolsVersion` below
    /// `wideRootMarginsTools`) simulates it: iOS 8 gives every root view 16 points at the sides,
    /// and iOS 9 (Xcode 7) first gives wider ones 20, so a 600-point size-class canvas of Xcode 6
    /// has 16 where the same canvas of Xcode 7 has 20.
    ///
    /// This is the canvas's simulation at the document's own device: on another device the root
    /// has the margins of today's systems.
    var usesLegacyRootMargins: Bool {
        guard isDocumentDevice, root.kind != .tableViewCell, category != .cell, let tools = toolsBuild else { return false }
        return tools < Self.wideRootMarginsTools
    }

    /// The first `toolsVersion` of Xcode 7 (taken between Xcode 6.4's 7706 and Xcode 7.0's 8191),
    /// whose iOS 9 gives root views 20-point side margins on wide screens.
    static let wideRootMarginsTools = 8000.0
}
