/// Buttons with an SF Symbol background. `UIButton` takes the alignment-rect insets of its
/// background image as its own (those of its foreground image it does not), so a button whose
/// background image at rest is a symbol has a frame that is the symbol's glyph around the
/// rectangle its constraints place, as a symbol image view's is
/// (`IBIntrinsicContent.symbolOutsets`): a 40-point square of constraints holding a
/// `magnifyingglass` Xcode drew 38 points high has a frame a point lower and 38 high.
extension IBIntrinsicContent {
    /// Whether `view` is a button whose `normal` state's background image is an SF Symbol: the
    /// catalog of the document's image resource of that name is `system` (where the document
    /// lists none, the state's catalog, which a state writes for its images together).
    static func showsSymbolBackground(_ view: IBView, in document: IBDocument) -> Bool {
        guard view.kind == .button, let normal = view.button?.states.first(where: { $0.state == "normal" }),
            let name = normal.backgroundImage
        else { return false }
        let resource = document.resources.images[name]
        return (resource == nil ? normal.catalog : resource?.catalog) == "system"
    }
}
