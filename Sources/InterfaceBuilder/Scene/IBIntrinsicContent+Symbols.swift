import AutoLayout

/// SF Symbols in image views. A symbol image (`UIImage(systemName:)`) carries alignment-rect
/// insets that make its alignment rectangle the line of text it is drawn to match: from the
/// system font's descender below the baseline to its ascender above, each on the pixel grid
/// (20 points at 17 points on a 2x screen), whatever the symbol's own height; the glyph is
/// centred in that line. `UIImageView` takes its image's alignment-rect insets as its own,
/// unscaled, whatever size its constraints give it, so a symbol image view's frame reaches
/// `(h - line) / 2` above and below the rectangle its constraints place, `h` the symbol's drawn
/// height, and not at all to the sides.
extension IBIntrinsicContent {
    /// Whether `view` is an image view that shows an SF Symbol: its image's catalog is `system`,
    /// on the view or on the document's image resource of that name.
    static func showsSymbol(_ view: IBView, in document: IBDocument) -> Bool {
        guard view.kind == .imageView, let name = view.image else { return false }
        return (view.imageCatalog ?? document.resources.images[name]?.catalog) == "system"
    }

    /// The height that required constraints of view `id` alone give its alignment rectangle,
    /// among `constraints` (those of the view and of its ancestors): a height constant, or a
    /// width constant through the view's own aspect ratio (nil: none fixes it).
    static func fixedHeight(of id: String, constraints: [IBConstraint]) -> Double? {
        let own = constraints.filter {
            !$0.isPlaceholder && $0.priority == .required && $0.relation == .equal && $0.firstItem == id
                && ($0.secondItem == nil || $0.secondItem == id)
        }
        if let height = own.first(where: { $0.secondItem == nil && $0.firstAttribute == .height }) { return height.constant }
        guard let width = own.first(where: { $0.secondItem == nil && $0.firstAttribute == .width })?.constant else { return nil }
        for ratio in own where ratio.secondItem == id && ratio.multiplier.value != 0 {
            switch (ratio.firstAttribute, ratio.secondAttribute) {
            case (.width, .height): return (width - ratio.constant) / ratio.multiplier.value
            case (.height, .width): return ratio.multiplier.value * width + ratio.constant
            default: continue
            }
        }
        return nil
    }

    /// The first and last baselines of a symbol image view whose frame is its glyph (no outsets):
    /// the symbol's baseline, the text line's, lies the system font's ascender (on the pixel grid
    /// of `scale`) below the top of the line, which is centred on the glyph; the first baseline's
    /// distance below the top and the last's above the bottom.
    static func symbolBaselines(height: Double, configuration: IBSymbolConfiguration?, scale: Double) -> (first: Double, last: Double) {
        let line = symbolLine(configuration: configuration, scale: scale)
        let first = line.ascender + (height - line.height) / 2
        return (first, height - first)
    }

    /// The line of text a symbol image is drawn to match, its alignment rectangle: the system
    /// font's ascender above the baseline and descender below it at the configuration's point
    /// size (`IBSymbolConfiguration.textPointSize`), each rounded to the pixel grid of `scale`
    /// (20 points high, 16 above the baseline, at 17 points on a 2x screen).
    static func symbolLine(configuration: IBSymbolConfiguration?, scale: Double) -> (height: Double, ascender: Double) {
        let size = configuration?.textPointSize ?? 17
        let metrics = SystemFontTextMeasurer().metrics(for: .systemFont(ofSize: size))
        func pixel(_ value: Double) -> Double { scale > 0 ? (value * scale).rounded() / scale : value }
        let ascender = pixel(metrics.ascender)
        return (ascender + pixel(-metrics.descender), ascender)
    }

    /// How far the stored frame of a symbol image view reaches above and below its alignment
    /// rectangle: the stored height less the alignment height (`alignmentHeight`), half above
    /// (rounded up to the pixel grid of `scale`) and the rest below; nil where they agree.
    static func symbolOutsets(storedHeight: Double, alignmentHeight: Double, scale: Double) -> EdgeInsets? {
        let excess = storedHeight - alignmentHeight
        guard excess.isFinite, abs(excess) > 1e-6 else { return nil }
        let top = (excess / 2 * scale).rounded(.up) / scale
        return EdgeInsets(top: top, left: 0, bottom: excess - top, right: 0)
    }
}

extension IBIntrinsicContent {
    /// Whether required equalities among `constraints` make other views set the height of view
    /// `id`'s alignment rectangle: its height equals another view's, or both its top and its
    /// bottom are pinned to other items.
    static func isSizedByOtherViews(_ id: String, constraints: [IBConstraint]) -> Bool {
        var pinned: Set<LayoutAttribute> = []
        for c in constraints where !c.isPlaceholder && c.priority == .required && c.relation == .equal {
            guard let second = c.secondItem, c.firstItem != second else { continue }
            if c.firstItem == id { pinned.insert(c.firstAttribute) }
            if second == id { pinned.insert(c.secondAttribute) }
        }
        return pinned.contains(.height) || (pinned.contains(.top) && pinned.contains(.bottom))
    }
}
