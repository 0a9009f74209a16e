extension IBSceneBuilder {
    /// Whether the document's canvas simulates iOS 11's safe area in layout margins: a view's
    /// margins are inset from the safe area (`insetsLayoutMarginsFromSafeArea`) in documents
    /// saved by Xcode 9 and later (`toolsVersion` 13000 and up). Older documents simulate iOS 10
    /// and earlier, which have no safe area: a view's margins are its own, so a controller's root
    /// view has no top margin below the status bar (its top layout guide covers the bar). This is
    /// the canvas's simulation at the document's own device: on another device the hierarchy has
    /// UIKit's margins of iOS 11 and later.
    var simulatesSafeArea: Bool {
        guard isDocumentDevice, let tools = toolsBuild else { return true }
        return tools >= Self.systemMinimumMarginsTools
    }
}
