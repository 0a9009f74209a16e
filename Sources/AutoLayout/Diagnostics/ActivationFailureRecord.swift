/// One `isActive = true` that could not activate its constraint: the constraint (still inactive)
/// and the error `activate()` would have thrown, which `LayoutConstraint.lastError` also keeps.
///
/// UIKit raises an exception there and stops the program; the setter cannot throw, so the engine
/// logs the exception's reason instead and keeps this record in `LayoutEngine.activationFailures`.
public struct ActivationFailureRecord: CustomStringConvertible {
    /// The constraint that stays inactive.
    public let constraint: LayoutConstraint
    /// Why it could not be activated.
    public let error: LayoutError

    /// The reason UIKit's exception gives. Items without a common ancestor read as Apple names
    /// them: `Unable to activate constraint with anchors <XAxisAnchor "a.leading"> and
    /// <XAxisAnchor "stranger.leading"> because they have no common ancestor.  Does the constraint
    /// or its anchors reference items in different view hierarchies?  That's illegal.` (names in
    /// place of Apple's addresses); any other error reads as its `LayoutError.description`.
    public var reason: String {
        guard case .noCommonAncestor = error else { return error.description }
        var text = "Unable to activate constraint with anchors \(anchor(constraint.firstReference, constraint.firstAttribute))"
        if let second = constraint.secondReference { text += " and \(anchor(second, constraint.secondAttribute))" }
        return text + " because they have no common ancestor.  Does the constraint or its anchors reference items"
            + " in different view hierarchies?  That's illegal."
    }

    /// The message the engine logs: the reason, the constraint, and where to break.
    public var description: String {
        reason + "\nThe constraint stays inactive: \(constraint.description)"
            + "\nMake a symbolic breakpoint at LayoutEngine.alertForFailedActivation to catch this in the debugger."
    }

    /// `<XAxisAnchor "a.leading">`: the anchor type and `item.attribute`.
    private func anchor(_ item: ViewReference, _ attribute: LayoutAttribute) -> String {
        let type =
            attribute.isDimension
            ? "DimensionAnchor"
            : attribute.axis == .vertical ? "YAxisAnchor" : "XAxisAnchor"
        return "<\(type) \"\(item.itemName).\(attribute.rawValue)\">"
    }
}

extension LayoutEngine {
    /// Records and logs an `isActive = true` that failed. The record goes to the engine of each
    /// item's tree that has one (the items may be in different trees), and the message is logged
    /// once, through the first of them; an item in no engine's tree gets its tree's engine.
    static func activationFailed(_ c: LayoutConstraint, _ error: LayoutError) {
        var engines: [LayoutEngine] = []
        for view in [c.firstView, c.secondView].compactMap({ $0 }) {
            if let engine = view.rootView.engineCache, !engines.contains(where: { $0 === engine }) { engines.append(engine) }
        }
        if engines.isEmpty, let view = c.firstView ?? c.secondView { engines.append(view.engine) }
        let record = ActivationFailureRecord(constraint: c, error: error)
        for engine in engines { engine.activationFailures.append(record) }
        engines.first?.alertForFailedActivation(record)
    }

    /// Called for every `isActive = true` that could not activate its constraint (a place for a
    /// breakpoint, as UIKit's exception is); logs the record's message.
    public func alertForFailedActivation(_ record: ActivationFailureRecord) {
        logHandler(record.description)
    }
}
