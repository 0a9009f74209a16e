import AutoLayout
/// What replays, comparisons and `rig layout` need from a layout engine, in scene terms: items are
/// indices into a `PreparedScene`'s items, views are indices into `Scene.viewNames` (root first).
///
/// `SceneLayout` adapts AutoLayout's `LayoutEngine`; tests use small fakes. The contract that makes
/// ticks cheap: `setConstants` changes constants in place (no rebuild), and `layout()` runs exactly
/// one solve and one layout pass, however many constants changed since the last one.
public protocol SceneLayoutBackend: AnyObject {
    /// The current constant of an item.
    func constant(ofItem item: Int) -> Double
    /// Changes constants in place; they take effect at the next `layout()`.
    func setConstants(_ changes: [(item: Int, constant: Double)])
    /// Activates or deactivates items.
    func setActive(_ items: [Int], _ active: Bool)
    /// Whether an item is active.
    func isActive(item: Int) -> Bool
    /// Hides (or shows) the views at these indices; a backend without hidden views ignores it.
    func setHidden(_ views: [Int], _ hidden: Bool)
    /// Gives the root a new size.
    func resizeRoot(_ size: Size)
    /// Gives the root new safe-area insets (what the screen and bars cover).
    func setSafeArea(_ insets: EdgeInsets)
    /// The transform of the view at this index (applied about its centre; layout ignores it).
    func transform(ofView index: Int) -> Transform2D
    /// Sets the transform of the view at this index; `layoutTransforms()` shows it from the next
    /// `layout()` on.
    func setTransform(_ transform: Transform2D, ofView index: Int)
    /// One solve and one layout pass; every view's untransformed frame in root coordinates, root first.
    func layout() -> [FrameRect]
    /// The transforms views show as of the last `layout()`, by view index: each view's own
    /// transform followed by every ancestor's, about its frame's centre (`FrameTransforms`).
    func layoutTransforms() -> FrameTransforms
    /// The item as an equation over view indices, for measuring how far frames violate it.
    func equation(ofItem item: Int) -> ConstraintEquation?
    /// Ambiguous views, unsatisfiable records and failed activations as of the last `layout()`.
    func diagnostics() -> LayoutDiagnostics
    /// The unsatisfiable records after the first `index` (those met since a caller last looked).
    func unsatisfiable(since index: Int) -> [LayoutDiagnostics.Unsatisfiable]
    /// The frames in root coordinates, as of the last `layout()`, of the guides the constraints
    /// use: the scene's guides by name, then safe-area guides as `view.safeArea`.
    func guideFrames() -> [(name: String, frame: FrameRect)]
}

extension SceneLayoutBackend {
    /// The records of `diagnostics()` after the first `index`.
    public func unsatisfiable(since index: Int) -> [LayoutDiagnostics.Unsatisfiable] {
        Array(diagnostics().unsatisfiable.dropFirst(index))
    }

    /// A backend without a safe area ignores new insets.
    public func setSafeArea(_ insets: EdgeInsets) {}
    /// A backend without guides has no guide frames.
    public func guideFrames() -> [(name: String, frame: FrameRect)] { [] }
}

extension SceneLayoutBackend {
    /// A backend without transforms shows every view untransformed.
    public func transform(ofView index: Int) -> Transform2D { .identity }
    /// A backend without transforms ignores them.
    public func setTransform(_ transform: Transform2D, ofView index: Int) {}
    /// A backend without transforms shows none.
    public func layoutTransforms() -> FrameTransforms { FrameTransforms() }
}

extension SceneLayoutBackend {
    /// Ignores the change: a backend that models no hidden views lays them out as shown.
    public func setHidden(_ views: [Int], _ hidden: Bool) {}
}

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
