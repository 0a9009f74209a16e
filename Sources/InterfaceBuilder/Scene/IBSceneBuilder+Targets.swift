import AutoLayout

extension IBSceneBuilder {
    /// The root's size and safe area on the builder's device and orientation.
    func rootFrame() -> IBSceneRootFrame {
        IBSceneRootFrame(
            root: root, controller: simulatedController, device: device, orientation: orientation, documentScreen: documentScreen,
            category: category, containers: controller == nil ? IBContainerBars() : IBContainerBars(document: document),
            toolsVersion: toolsBuild)
    }

    /// The controller whose simulated screen the root is laid out on: the controller of a
    /// storyboard scene's root view, or a view controller at the top level of a XIB, which
    /// Interface Builder simulates as it simulates a storyboard's (its status bar and the bars it
    /// simulates), though the XIB lays its view out as a top-level view.
    var simulatedController: IBViewController? { controller ?? document.topLevelController(ofRoot: root.id) }

    /// The Interface Builder build that saved the document (`IBDocument.interfaceBuilderBuild`).
    var toolsBuild: Double? { document.interfaceBuilderBuild }

    /// What the hierarchy's scene depends on besides its root's size and safe area: the size
    /// classes (variations), the system side margin (the root's and a cell content view's
    /// margins), whether margins are inset from the safe area and whether the target is the
    /// document's own device (the canvas's holds, `holdStoredSizeAcross`). Two targets with the same key
    /// give scenes that differ only in the root's size and safe area. The side margin follows the root's width: 20 points on iPads and from 414
    /// points for a controller's root or a XIB view, from 376 points for a table cell (see
    /// `cellContentMargins`; an inset-grouped table's width for its cells, `cellMarginWidth`), 16
    /// below (15 for a cell of `usesNarrowCellMargins`, at any width where `narrowCellMarginsAtEveryWidth`; 16 whatever the width for a root of
    /// `usesLegacyRootMargins`).
    func sceneKey(rootWidth: Double) -> IBSceneKey {
        let wide =
            root.kind == .tableViewCell
            ? preservedScreenCellMargins ?? (cellMarginWidth(rootWidth) > 375 && !narrowCellMarginsAtEveryWidth)
            : !usesLegacyRootMargins && ((device?.isPad ?? false) || rootWidth >= 414)
        return IBSceneKey(
            traits: traits, sideMargin: wide ? 20 : usesNarrowCellMargins ? 15 : 16, simulatesSafeArea: simulatesSafeArea,
            isDocumentDevice: isDocumentDevice)
    }
}

/// See `IBSceneBuilder.sceneKey(rootWidth:)`.
struct IBSceneKey: Hashable {
    var traits: IBTraits
    var sideMargin: Double
    /// Whether margins are inset from the safe area (`IBSceneBuilder.simulatesSafeArea`).
    var simulatesSafeArea: Bool
    /// Whether the target is the document's own device (`IBSceneBuilder.isDocumentDevice`).
    var isDocumentDevice: Bool
    /// The root's margins where it preserves the window's (`IBSceneBuilder.preservedRootMargins(_:)`).
    var preservedRootMargins: DirectionalEdgeInsets? = nil
}
