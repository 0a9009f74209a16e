extension IBSceneBuilder {
    /// Whether the scene holds `view` hidden: as the document sets `hidden` for the traits, except
    /// that at the document's own device, in a layout of Xcode's canvas (not
    /// `arrangesHiddenViews`), a stopped activity indicator that hides when stopped is shown
    /// (`showsStoppedIndicator(_:)`).
    func isHiddenOnCanvas(_ view: IBView) -> Bool {
        guard view.isHidden(for: traits) else { return false }
        guard isDocumentDevice, !arrangesHiddenViews else { return true }
        return !showsStoppedIndicator(view)
    }

    /// Whether `view` is an activity indicator whose `hidden` follows from `hidesWhenStopped`
    /// while it is not `animating`, no variation setting `hidden` for the traits. Interface
    /// Builder writes `hidden` for every such indicator, yet its canvas shows the indicator and
    /// lays a stack out with it in place; UIKit loads it hidden, and a stack collapses it.
    func showsStoppedIndicator(_ view: IBView) -> Bool {
        view.kind == .activityIndicatorView && view.properties["hidesWhenStopped"] == "YES"
            && view.properties["animating"] != "YES" && view.attributeOverrides(for: traits)["hidden"] == nil
    }
}
