// UIKit's older spelling of activation: a constraint added to a view is installed on that view.

extension View {
    /// Activates `constraint` installed on this view, as `UIView.addConstraint(_:)`: it is listed
    /// in this view's `constraints` and its attributes are taken in this view's coordinates
    /// (`LayoutConstraint.activate(installedOn:)`). The constraint's items must be this view or
    /// its descendants; a constraint that cannot be activated (that one included, whose error is
    /// `LayoutError.viewHierarchyNotPrepared`) stays inactive and is reported as a failed
    /// `isActive = true` is: in its `lastError`, the engine's `activationFailures` and the log.
    ///
    /// ```swift
    /// let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    /// let box = View(name: "box")
    /// root.addSubview(box)
    /// let width = box.widthAnchor.constraint(equalToConstant: 100)
    /// root.addConstraint(width)
    /// print(root.constraints.contains { $0 === width })  // true
    /// let outside = root.widthAnchor.constraint(equalTo: box.widthAnchor)
    /// box.addConstraint(outside)  // root is not in box's subtree
    /// print(outside.isActive)     // false
    /// ```
    public func addConstraint(_ constraint: LayoutConstraint) {
        do {
            try constraint.activate(installedOn: self)
        } catch {
            constraint.lastError = error
            LayoutEngine.activationFailed(constraint, error)
        }
    }

    /// Adds each constraint in order with `addConstraint(_:)`; one that fails does not stop the others.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }
}
