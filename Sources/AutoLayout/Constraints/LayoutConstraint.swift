import Cassowary
import Synchronization

/// A relation between two views' attributes with Apple's exact semantics:
/// `firstItem.firstAttribute RELATION secondItem.secondAttribute * multiplier + constant`,
/// held with `priority` (1...1000; 1000 is required). Compared by identity.
///
/// Only `constant` and `priority` change after creation; both are incremental changes in the
/// engine's solver. Creation never fails: invalid input is reported by `activate()`.
///
/// A constraint does not keep its views alive (as `NSLayoutConstraint` does not): once a view is
/// freed, the item that was it reads nil, the constraint is inactive, and activating it throws
/// `LayoutError.releasedItem`.
public final class LayoutConstraint: CustomStringConvertible {
    /// The view or `LayoutGuide` on the left of the relation (UIKit's `firstItem`); nil once it
    /// has been freed.
    public var firstItem: AnyObject? { firstReference.view?.anchorItem }
    /// The view on the left, or a guide's solver item (nil once freed).
    var firstView: View? { firstReference.view }
    /// The name errors and descriptions print for `firstItem` (a view's name, a guide's
    /// `LayoutGuide:owner'identifier'`), nil once it has been freed.
    package var firstItemName: String? { firstReference.view?.itemName }
    /// The attribute of `firstItem`.
    public let firstAttribute: LayoutAttribute
    /// The relation.
    public let relation: LayoutRelation
    /// The view or `LayoutGuide` on the right, or nil for a constant size (and once it has been freed).
    public var secondItem: AnyObject? { secondReference?.view?.anchorItem }
    /// The view on the right, or a guide's solver item (nil for a constant size, or once freed).
    var secondView: View? { secondReference?.view }
    let firstReference: ViewReference
    /// Nil exactly when the constraint has no second item (a constant size).
    let secondReference: ViewReference?
    /// The attribute of `secondItem` (`notAnAttribute` when there is none).
    public let secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute.
    public let multiplier: Double
    /// A name shown in descriptions and used by scene files to refer to the constraint.
    public var identifier: String?
    /// Who made the constraint: the user, or the engine for a view's frame, content size or root.
    public let kind: Kind

    /// The origin of a constraint, shown in descriptions as Apple's class names are.
    public enum Kind: String, Sendable, Hashable {
        /// Made by the user (anchors, `init`, VFL, the parser).
        case user
        /// Made from a view's frame and autoresizing mask (`translatesAutoresizingMaskIntoConstraints`).
        case autoresizingMask
        /// Made from a view's intrinsic content size with its hugging or compression priority.
        case contentSize
        /// Pins a root view's alignment rectangle to its frame.
        case rootFrame
    }

    private static let counter = Atomic<Int>(0)
    /// Creation order; orders conflict lists and broken-constraint choices deterministically.
    let serial: Int

    var storedConstant: Double
    var storedPriority: LayoutPriority
    var wantsActive = false
    /// Made to be deactivated again soon (a stack view's `UISV-hiding`): the solver keeps its
    /// marker's column from the start (`Solver.addConstraint(_:expectingRemoval:)`).
    var expectsRemoval = false
    /// Made by the framework, not the user: a stack view's arrangement (`UISV-...`), a safe-area
    /// guide's edges. A `UISV-hiding` conflict never breaks one of these in its place.
    var isSystemMade = false
    var isPendingConstant = false
    // Not weak (see View.superviewStorage); `resetToInactive()` clears them whenever the
    // constraint leaves its engine, and the engine and the view clear them in their deinits.
    unowned(unsafe) var engine: LayoutEngine?
    unowned(unsafe) var installedView: View?
    /// The solver's constraint while installed (nil while inactive or broken).
    var solverConstraint: Constraint?
    /// The constant of `solverConstraint`'s expression as the solver has it (see `solverConstant()`).
    var appliedConstant = 0.0
    /// The last error `isActive = true` or the `priority` setter met (they cannot throw).
    public internal(set) var lastError: LayoutError?

    /// Creates `item.attribute RELATION toItem.attribute * multiplier + constant` (inactive), as
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public convenience init(
        item: View, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: View?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        self.init(
            item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority, kind: .user)
    }

    init(
        item: View, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: View?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double, priority: LayoutPriority, kind: Kind
    ) {
        firstReference = item.reference
        firstAttribute = attribute
        self.relation = relation
        secondReference = toItem?.reference
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        storedConstant = constant
        storedPriority = priority
        self.kind = kind
        serial = LayoutConstraint.counter.add(1, ordering: .relaxed).newValue
    }

    /// The constant added to the second attribute; changing it on an active constraint is an
    /// in-place constant change in the solver (deferred to the end of an engine batch).
    public var constant: Double {
        get { storedConstant }
        set {
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            if let engine, wantsActive { engine.constantChanged(self) }
        }
    }

    /// The priority. Setting an invalid value, or crossing required on an active constraint,
    /// keeps the old value and stores the error in `lastError`; `setPriority(_:)` throws it instead.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            do { try setPriority(newValue) } catch { lastError = error }
        }
    }

    /// Changes the priority; throws when out of 1...1000 or when an active constraint would
    /// change from or to required.
    public func setPriority(_ priority: LayoutPriority) throws(LayoutError) {
        guard priority.isValid else {
            throw .priorityOutOfRange(constraint: description, priority: priority.rawValue)
        }
        guard priority != storedPriority else { return }
        if wantsActive && priority.isRequired != storedPriority.isRequired {
            throw .requiredPriorityChange(constraint: description, from: storedPriority.rawValue, to: priority.rawValue)
        }
        storedPriority = priority
        if let engine, wantsActive { try engine.priorityChanged(self) }
    }

    /// Whether the constraint takes part in layout. Setting true may fail (see `activate()`):
    /// the constraint then stays inactive, the error is kept in `lastError`, and the engine of
    /// its items' tree logs it and records it in `LayoutEngine.activationFailures` (UIKit raises
    /// an exception; see `ActivationFailureRecord`).
    public var isActive: Bool {
        get { wantsActive }
        set {
            if newValue {
                do {
                    try activate()
                } catch {
                    lastError = error
                    LayoutEngine.activationFailed(self, error)
                }
            } else {
                deactivate()
            }
        }
    }

    /// True while active but left out of the solution because it conflicted with required
    /// constraints (see `LayoutEngine.unsatisfiableRecords`).
    public var isBroken: Bool { wantsActive && engine != nil && solverConstraint == nil }

    /// Activates the constraint in the engine of its items' tree: one solver constraint added.
    /// Throws for invalid input or items without a common ancestor; a conflict with required
    /// constraints is not an error but a broken constraint, logged as Apple does.
    public func activate() throws(LayoutError) {
        guard !wantsActive else { return }
        try validate()
        guard let first = firstView else { throw .releasedItem(constraint: description, item: firstReference.name) }
        let ancestor = try installationView(first: first)
        try ancestor.engine.install(self, on: ancestor)
    }

    /// Activates the constraint installed on `view`, as `UIView.addConstraint(_:)` installs it on
    /// its receiver: its attributes are then taken in `view`'s coordinates (a scroll view's edges
    /// meaning its content area, as for a constraint installed there by `activate()`), and
    /// `view.constraints` lists it. `view` must be each item or an ancestor of it, a guide
    /// counting as its owning view; otherwise this throws `viewHierarchyNotPrepared`, where UIKit
    /// logs "The view hierarchy is not prepared for the constraint" and raises. Does nothing for
    /// an active constraint.
    public func activate(installedOn view: View) throws(LayoutError) {
        guard !wantsActive else { return }
        try validate()
        guard let first = firstView else { throw .releasedItem(constraint: description, item: firstReference.name) }
        _ = try installationView(first: first)
        for item in [first, secondView].compactMap({ $0 }) {
            let owner = item is GuideItem ? item.superviewStorage : item
            guard let owner, owner.isDescendant(of: view) else {
                throw .viewHierarchyNotPrepared(constraint: description, view: view.itemName, item: item.itemName)
            }
        }
        try view.engine.install(self, on: view)
    }

    /// The view the constraint is installed on: its items' nearest common ancestor, a guide
    /// counting as its owning view. Its coordinates are those of the solver expression.
    func installationView(first: View) throws(LayoutError) -> View {
        var ancestor = first
        if let reference = secondReference {
            guard let second = reference.view else { throw .releasedItem(constraint: description, item: reference.name) }
            guard let common = first.nearestCommonAncestor(with: second) else {
                throw .noCommonAncestor(constraint: description, firstItem: first.itemName, secondItem: second.itemName)
            }
            ancestor = common
        }
        // A guide counts as its owning view: a constraint on a guide alone is installed there,
        // and a guide no view owns is in no tree.
        if ancestor is GuideItem {
            guard let owner = ancestor.superviewStorage else {
                throw .noCommonAncestor(constraint: description, firstItem: first.itemName, secondItem: "(no owning view)")
            }
            ancestor = owner
        }
        return ancestor
    }

    /// Deactivates the constraint: one solver constraint removed.
    public func deactivate() {
        guard wantsActive else { return }
        if let engine {
            engine.uninstall(self)
        } else if let root = (installedView ?? firstView)?.rootView {
            // Active but waiting for its tree's engine (see `View.dormantConstraints`).
            root.dormantConstraints.removeAll { $0 === self }
            resetToInactive()
        }
    }

    /// Activates each constraint in order; stops at the first invalid one (earlier ones stay active).
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for constraint in constraints { try constraint.activate() }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// Checks the input as Apple's `NSLayoutConstraint` does, throwing instead of raising.
    public func validate() throws(LayoutError) {
        guard storedPriority.isValid else { throw .priorityOutOfRange(constraint: description, priority: storedPriority.rawValue) }
        guard storedConstant.isFinite else { throw .nonFiniteNumber(constraint: description, what: "constant") }
        guard multiplier.isFinite else { throw .nonFiniteNumber(constraint: description, what: "multiplier") }
        if kind != .user { return }
        let a = firstAttribute
        let b = secondAttribute
        // Made only when thrown: a description costs more than the checks.
        func bad() -> LayoutError { .incompatibleAttributes(constraint: description, first: a, second: b) }
        guard a != .notAnAttribute else { throw bad() }
        guard secondReference != nil else {
            guard a.isDimension else { throw bad() }
            return
        }
        guard b != .notAnAttribute else { throw bad() }
        guard multiplier != 0 else { throw .zeroMultiplier(constraint: description) }
        if a.isDimension != b.isDimension { throw bad() }
        if a.isDimension { return }
        if a.axis != b.axis { throw bad() }
        if a.axis == .horizontal && a.isDirectional != b.isDirectional && !a.isCenter && !b.isCenter { throw bad() }
    }

    // MARK: Solver expression

    /// `first - multiplier * second - constant`, the expression the solver holds against zero,
    /// in the coordinates of the view the constraint is installed on (its items' nearest common
    /// ancestor; see View+Attributes.swift).
    func solverExpression() -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        let ancestor = installedView
        var first = firstView?.baselineLayoutView(for: firstAttribute)
        var second = secondView?.baselineLayoutView(for: secondAttribute)
        if let ancestor, ancestor.mapsEdgesToContent {
            first = ancestor.contentAreaItem(standingFor: first, attribute: firstAttribute, with: second)
            second = ancestor.contentAreaItem(standingFor: second, attribute: secondAttribute, with: firstView)
        }
        first?.appendTerms(of: firstAttribute, scale: 1, in: ancestor, to: &terms)
        if let second { second.appendTerms(of: secondAttribute, scale: -multiplier, in: ancestor, to: &terms) }
        return LinearExpression(terms, constant: solverConstant(in: ancestor))
    }

    /// The expression's constant: the attribute offsets (margins, baselines) and the installed
    /// view's alignment insets where they do not cancel (`View.shift(of:in:)`), minus the constant.
    func solverConstant() -> Double { solverConstant(in: installedView) }

    private func solverConstant(in ancestor: View?) -> Double {
        var c = 0.0
        if View.hasOffset(firstAttribute), let first = firstView?.baselineLayoutView(for: firstAttribute) {
            c = first.offset(of: firstAttribute)
        }
        if View.hasOffset(secondAttribute), let second = secondView?.baselineLayoutView(for: secondAttribute) {
            c -= multiplier * second.offset(of: secondAttribute)
        }
        if let ancestor, ancestor.hasAlignmentOffset, let first = firstView {
            c += first.shift(of: firstAttribute, in: ancestor)
            if let second = secondView { c -= multiplier * second.shift(of: secondAttribute, in: ancestor) }
        }
        return c - storedConstant
    }

    /// Leaves the engine without touching its solver (the engine is dropping its solver, or
    /// has already removed this constraint's row): inactive, in no engine, on no view.
    func resetToInactive() {
        wantsActive = false
        isPendingConstant = false
        solverConstraint = nil
        engine = nil
        installedView = nil
    }

    var solverRelation: Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    var strength: Strength { kind == .rootFrame ? LayoutEngine.rootSizeStrength : Strength.priority(Double(storedPriority.rawValue)) }

    /// True when the constraint mentions the view.
    func mentions(_ view: View) -> Bool { firstReference.view === view || secondReference?.view === view }
}

extension LayoutAttribute {
    /// Leading, trailing and their margins: attributes that follow the layout direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    var isCenter: Bool { self == .centerX || self == .centerXWithinMargins }
}
