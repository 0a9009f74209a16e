/// Ambiguity, unsatisfiability and failed activations after a layout pass, as `rig layout --json`
/// prints them.
public struct LayoutDiagnostics: Sendable, Hashable {
    /// One broken constraint and the minimal set it conflicted with.
    public struct Unsatisfiable: Sendable, Hashable {
        /// The constraint the engine broke, as text.
        public var broken: String
        /// The minimal conflicting set, as text.
        public var conflict: [String]
        /// The table item of the broken constraint (nil for one the engine made, e.g. from an
        /// autoresizing mask or an intrinsic size).
        public var brokenItem: Int?
        /// The table item of each conflicting constraint, parallel to `conflict`.
        public var conflictItems: [Int?]
        /// The engine's console message for it (Apple's "Unable to simultaneously satisfy
        /// constraints" log); empty when the backend has none.
        public var message: String

        /// A record; `conflictItems` defaults to no items (constraints the engine made).
        public init(broken: String, conflict: [String], brokenItem: Int? = nil, conflictItems: [Int?]? = nil, message: String = "") {
            self.broken = broken
            self.conflict = conflict
            self.brokenItem = brokenItem
            self.conflictItems = conflictItems ?? conflict.map { _ in nil }
            self.message = message
        }
    }

    /// One `isActive = true` that could not activate its constraint (UIKit raises an exception
    /// there; see `ActivationFailureRecord`).
    public struct ActivationFailure: Sendable, Hashable {
        /// The constraint that stays inactive, as text.
        public var constraint: String
        /// Why, as UIKit's exception gives it.
        public var reason: String
        /// The table item of the constraint (nil for one the scene did not make).
        public var item: Int?

        /// A record of a failed activation.
        public init(constraint: String, reason: String, item: Int? = nil) {
            self.constraint = constraint
            self.reason = reason
            self.item = item
        }
    }

    /// Names of views whose frames the constraints do not determine, in scene order.
    public var ambiguous: [String]
    /// Unsatisfiable records in the order the engine met them.
    public var unsatisfiable: [Unsatisfiable]
    /// Failed activations in the order they happened.
    public var activationFailures: [ActivationFailure]

    /// Diagnostics with the given ambiguous view names, unsatisfiable records and failed
    /// activations (none by default).
    public init(ambiguous: [String] = [], unsatisfiable: [Unsatisfiable] = [], activationFailures: [ActivationFailure] = []) {
        self.ambiguous = ambiguous
        self.unsatisfiable = unsatisfiable
        self.activationFailures = activationFailures
    }
}
