extension IBSceneBuilder {
    /// Records the views the device's size classes uninstall from the hierarchy's views (a
    /// `<mask key="subviews">` exclusion), with every view and layout guide inside them, in
    /// `uninstalledIDs`.
    mutating func collectUninstalledIDs() {
        for view in viewsByID.values {
            let installed = Set(view.subviews(for: traits).map(\.id))
            for subview in view.subviews where !installed.contains(subview.id) { addSubtree(of: subview, to: &uninstalledIDs) }
        }
    }

    /// Whether `constraint` relates a view (or a guide of a view) the device's size classes
    /// uninstall. UIKit leaves such a constraint out: a view a size class uninstalls is not in
    /// its superview, and removing a view from its superview removes every constraint that refers
    /// to it or to a view inside it (`UIView.removeFromSuperview()`).
    func relatesUninstalledView(_ constraint: IBConstraint) -> Bool {
        uninstalledIDs.contains(constraint.firstItem) || constraint.secondItem.map(uninstalledIDs.contains) == true
    }

    private func addSubtree(of view: IBView, to ids: inout Set<String>) {
        ids.insert(view.id)
        for guide in view.layoutGuides { ids.insert(guide.id) }
        for child in view.subviews + view.keyedViews { addSubtree(of: child, to: &ids) }
    }
}
