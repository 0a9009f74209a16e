import AutoLayout
import Rigging

extension IBSceneBuilder {
    /// The symbol image views of the hierarchy, by document id, whose alignment height other
    /// views set at the document's own device (`IBIntrinsicContent.isSizedByOtherViews`) and no
    /// constraint of their own fixes: their outsets need that height, which only a layout gives.
    var symbolsSizedByOtherViews: [String] {
        let ownTraits = document.ownTarget?.traits ?? IBTraits(horizontal: .unspecified, vertical: .unspecified)
        return order.filter { id in
            guard let view = viewsByID[id], view.frame != nil, IBIntrinsicContent.showsSymbol(view, in: document) else { return false }
            let held = constraintsAbove(view, traits: ownTraits)
            return IBIntrinsicContent.fixedHeight(of: id, constraints: held) == nil
                && IBIntrinsicContent.isSizedByOtherViews(id, constraints: held)
        }
    }
}

extension IBDocument {
    /// The scene of hierarchy `root` on `target` (nil: the document's own device), in two passes
    /// where symbol image views are sized by other views: the first lays the hierarchy out at
    /// the document's own device, where each such view's alignment rectangle gets its height;
    /// the second maps the hierarchy again with the outsets that height gives
    /// (`IBIntrinsicContent.symbolOutsets`: the stored frame, Xcode's measurement of the glyph,
    /// centred on that rectangle), which hold on every device as UIKit's image insets do.
    /// `live`: hidden arranged views stay arranged (`IBSceneBuilder.arrangesHiddenViews`).
    func hierarchyScene(
        root: IBView, controller: IBViewController?, target: IBLayoutTarget?, live: Bool = false
    ) throws(IBSceneError)
        -> IBHierarchyScene
    {
        var builder = IBSceneBuilder(document: self, root: root, controller: controller, target: target)
        builder.arrangesHiddenViews = live
        let first = try builder.build()
        let open = builder.symbolsSizedByOtherViews
        guard !open.isEmpty else { return first }
        let own: IBHierarchyScene
        if target == nil {
            own = first
        } else {
            var ownBuilder = IBSceneBuilder(document: self, root: root, controller: controller)
            ownBuilder.arrangesHiddenViews = live
            own = try ownBuilder.build()
        }
        let frames: [Rect]
        do throws(SceneError) {
            frames = try ViewTreeBackend(PreparedScene(own.scene)).layout()
        } catch {
            throw .invalidScene(rootID: root.id, error)
        }
        var heights: [String: Double] = [:]
        for id in open {
            guard let name = own.sceneNames[id], let index = own.scene.viewNames.firstIndex(of: name), index < frames.count else { continue }
            // The alignment rectangle's height: the frame's less the outsets the first pass gave.
            let insets = index > 0 ? own.scene.views[index - 1].alignmentRectInsets : .zero
            heights[id] = frames[index].height - insets.top - insets.bottom
        }
        guard !heights.isEmpty else { return first }
        var second = IBSceneBuilder(document: self, root: root, controller: controller, target: target)
        second.symbolAlignmentHeights = heights
        second.arrangesHiddenViews = live
        return try second.build()
    }
}
