import AutoLayout

extension IBSceneBuilder {
    /// How far `view`'s frame reaches beyond the rectangle its constraints place: a symbol image
    /// view's (`IBIntrinsicContent.symbolOutsets`) where constraints of its own fix its alignment
    /// height, else its kind's (`IBIntrinsicContent.alignmentOutsets(of:build:)`).
    func frameOutsets(of view: IBView) -> EdgeInsets? {
        if IBIntrinsicContent.showsSymbol(view, in: document), let stored = view.frame,
            let height = IBIntrinsicContent.fixedHeight(of: view.id, constraints: constraintsAbove(view))
        {
            return IBIntrinsicContent.symbolOutsets(storedHeight: stored.height, alignmentHeight: height, scale: pixelScale)
        }
        return IBIntrinsicContent.alignmentOutsets(of: view, build: toolsBuild)
    }

    /// The constraints `view` and its ancestors in the hierarchy hold, for the hierarchy's traits.
    func constraintsAbove(_ view: IBView) -> [IBConstraint] {
        var held = view.constraints(for: traits)
        var id = view.id
        while let parent = parents[id], let holder = viewsByID[parent] {
            held += holder.constraints(for: traits)
            id = parent
        }
        return held
    }
}
