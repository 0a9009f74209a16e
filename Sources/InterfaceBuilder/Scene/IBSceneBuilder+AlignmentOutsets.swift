import AutoLayout

extension IBSceneBuilder {
    /// How far `view`'s frame reaches beyond the rectangle its constraints place: a symbol image
    /// view's or a button's with a symbol background (`IBIntrinsicContent.symbolOutsets`) where
    /// constraints of its own fix its alignment height at the document's own device, or where
    /// other views size it and a first layout there measured it (`symbolAlignmentHeights`); the
    /// stored frame measures the glyph, and the outsets are the image's, unscaled, on every
    /// device; else its kind's
    /// (`IBIntrinsicContent.alignmentOutsets(of:build:)`).
    func frameOutsets(of view: IBView) -> EdgeInsets? {
        let ownTraits = document.ownTarget?.traits ?? IBTraits(horizontal: .unspecified, vertical: .unspecified)
        if IBIntrinsicContent.showsSymbol(view, in: document) || IBIntrinsicContent.showsSymbolBackground(view, in: document),
            let stored = view.frame,
            let height = IBIntrinsicContent.fixedHeight(of: view.id, constraints: constraintsAbove(view, traits: ownTraits))
                ?? symbolAlignmentHeights[view.id]
        {
            return IBIntrinsicContent.symbolOutsets(storedHeight: stored.height, alignmentHeight: height, scale: pixelScale)
        }
        if let stored = view.frame, isSizedBySymbol(view) {
            let line = IBIntrinsicContent.symbolLine(configuration: view.symbolConfiguration, scale: pixelScale)
            return IBIntrinsicContent.symbolOutsets(storedHeight: stored.height, alignmentHeight: line.height, scale: pixelScale)
        }
        return IBIntrinsicContent.alignmentOutsets(of: view, build: toolsBuild)
    }

    /// Whether `view` is a symbol image view whose height its content decides at the document's
    /// own device: it takes part in Auto Layout, and neither a constraint of its own
    /// (`IBIntrinsicContent.fixedHeight`), nor other views (`isSizedByOtherViews`), nor a stack
    /// view it is arranged in sets its height. Its alignment rectangle is then its image's, the
    /// line of text the symbol matches (`IBIntrinsicContent.symbolLine`), and its stored frame
    /// the glyph Xcode measured, centred on that line.
    func isSizedBySymbol(_ view: IBView) -> Bool {
        guard IBIntrinsicContent.showsSymbol(view, in: document), !view.translatesAutoresizingMaskIntoConstraints,
            symbolAlignmentHeights[view.id] == nil
        else { return false }
        if let parent = parents[view.id].flatMap({ viewsByID[$0] }), parent.kind == .stackView { return false }
        let ownTraits = document.ownTarget?.traits ?? IBTraits(horizontal: .unspecified, vertical: .unspecified)
        let held = constraintsAbove(view, traits: ownTraits)
        return IBIntrinsicContent.fixedHeight(of: view.id, constraints: held) == nil
    }

    /// The constraints `view` and its ancestors in the hierarchy hold for `traits`.
    func constraintsAbove(_ view: IBView, traits: IBTraits) -> [IBConstraint] {
        var held = view.constraints(for: traits)
        var id = view.id
        while let parent = parents[id], let holder = viewsByID[parent] {
            held += holder.constraints(for: traits)
            id = parent
        }
        return held
    }

    /// The baselines of a symbol image view whose stored frame is its glyph
    /// (`IBIntrinsicContent.symbolBaselines`); nil for other views and for a symbol view with
    /// outsets.
    func symbolBaselines(of view: IBView) -> (first: Double, last: Double)? {
        guard IBIntrinsicContent.showsSymbol(view, in: document), let stored = view.frame else { return nil }
        if isSizedBySymbol(view) {
            let line = IBIntrinsicContent.symbolLine(configuration: view.symbolConfiguration, scale: pixelScale)
            return (line.ascender, line.height - line.ascender)
        }
        guard frameOutsets(of: view) == nil else { return nil }
        return IBIntrinsicContent.symbolBaselines(height: stored.height, configuration: view.symbolConfiguration, scale: pixelScale)
    }
}
