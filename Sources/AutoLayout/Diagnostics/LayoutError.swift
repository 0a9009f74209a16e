import Cassowary

/// Why a constraint could not be created, activated or changed. Each case names the offending
/// input; a refused operation leaves the layout as it was.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The priority is not in 1...1000.
    case priorityOutOfRange(constraint: String, priority: Float)
    /// The constant or multiplier is NaN or infinite.
    case nonFiniteNumber(constraint: String, what: String)
    /// The second item is set but the multiplier is 0 (Apple: an illegal "location equal to a constant").
    case zeroMultiplier(constraint: String)
    /// The attributes cannot be related: an x attribute with a y one, a location with a dimension,
    /// leading/trailing with left/right, a location with no second item, or a missing attribute.
    case incompatibleAttributes(constraint: String, first: LayoutAttribute, second: LayoutAttribute)
    /// The two items are in different view trees (Apple raises an exception here).
    case noCommonAncestor(constraint: String, firstItem: String, secondItem: String)
    /// A constraint added to a view (`View.addConstraint(_:)`) names an item that is neither that
    /// view nor one of its descendants (UIKit logs "The view hierarchy is not prepared for the
    /// constraint" and raises).
    case viewHierarchyNotPrepared(constraint: String, view: String, item: String)
    /// An item of the constraint has been freed (a constraint does not keep its views alive).
    case releasedItem(constraint: String, item: String)
    /// The priority of an active constraint may not change from or to required.
    case requiredPriorityChange(constraint: String, from: Float, to: Float)
    /// The solver refused for a reason that is not a constraint conflict (a bug or a numerical breakdown).
    case solver(String)

    /// A one-line message naming the refusal and its input (the constraint's description, the items
    /// or the numbers).
    public var description: String {
        switch self {
        case .priorityOutOfRange(let c, let p):
            return "Invalid priority \(p) for \(c): priorities must be greater than 0 and at most 1000"
        case .nonFiniteNumber(let c, let what): return "Non-finite \(what) in \(c)"
        case .zeroMultiplier(let c):
            return "A multiplier of 0 with a second item creates an illegal constraint of a location equal to a constant: \(c)"
        case .incompatibleAttributes(let c, let a, let b):
            return "Invalid pairing of layout attributes \(a.rawValue) and \(b.rawValue) in \(c)"
        case .noCommonAncestor(let c, let a, let b):
            return "Unable to activate constraint with anchors of items \(a) and \(b) because they have no common ancestor: \(c)"
        case .viewHierarchyNotPrepared(let c, let view, let item):
            return
                "The view hierarchy is not prepared for the constraint: \(c). When added to a view, the constraint's items must be descendants of that view (or the view itself); \(item) is not in the subtree of \(view)"
        case .releasedItem(let c, let item):
            return "Unable to activate constraint because its item \(item) has been freed: \(c)"
        case .requiredPriorityChange(let c, let from, let to):
            return
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported (\(Double(from).compactDescription) to \(Double(to).compactDescription)): \(c)"
        case .solver(let message): return "Layout engine error: \(message)"
        }
    }
}
