extension IBSceneBuilder {
    /// The root's size and safe area on the builder's device and orientation.
    func rootFrame() -> IBSceneRootFrame {
        IBSceneRootFrame(
            root: root, controller: controller, device: device, orientation: orientation, documentScreen: documentScreen,
            category: category, containers: controller == nil ? IBContainerBars() : IBContainerBars(document: document),
            toolsVersion: toolsBuild)
    }

    /// The Interface Builder build that saved the document (`IBDocument.interfaceBuilderBuild`).
    var toolsBuild: Double? { document.interfaceBuilderBuild }

    /// What the hierarchy's scene depends on besides its root's size and safe area: the size
    /// classes (variations) and the system side margin (the root's and a cell content view's
    /// margins). Two targets with the same key give scenes that differ only in the root's size and
    /// safe area. The side margin follows the root's width, the screen's for a cell inside a
    /// table view (see `tableScreenWidth`).
    func sceneKey(rootWidth: Double) -> IBSceneKey {
        IBSceneKey(traits: traits, sideMargin: (device?.isPad ?? false) || (tableScreenWidth ?? rootWidth) >= 414 ? 20 : 16)
    }
}

/// See `IBSceneBuilder.sceneKey(rootWidth:)`.
struct IBSceneKey: Hashable {
    var traits: IBTraits
    var sideMargin: Double
}
