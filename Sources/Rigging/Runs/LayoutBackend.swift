import AutoLayout

/// What a run loop, replays, comparisons and `rig layout` need from a layout engine, by index:
/// items are the constraints a run refers to (a `PreparedScene`'s items, or those a loop over a
/// live tree animates), views are indices into the backend's view order (a scene's
/// `Scene.viewNames`, root first, or a live tree's engine order).
///
/// `ViewTreeBackend` adapts AutoLayout's `LayoutEngine`, for a live view tree or a scene's; tests
/// use small fakes. The contract that makes ticks cheap: `setConstants` changes constants in place
/// (no rebuild), and `layout()` runs exactly one solve and one layout pass, however many constants
/// changed since the last one.
public protocol LayoutBackend: AnyObject {
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
    func layout() -> [Rect]
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
    func guideFrames() -> [(name: String, frame: Rect)]
}

extension LayoutBackend {
    /// The records of `diagnostics()` after the first `index`.
    public func unsatisfiable(since index: Int) -> [LayoutDiagnostics.Unsatisfiable] {
        Array(diagnostics().unsatisfiable.dropFirst(index))
    }

    /// A backend without a safe area ignores new insets.
    public func setSafeArea(_ insets: EdgeInsets) {}
    /// A backend without guides has no guide frames.
    public func guideFrames() -> [(name: String, frame: Rect)] { [] }
}

extension LayoutBackend {
    /// A backend without transforms shows every view untransformed.
    public func transform(ofView index: Int) -> Transform2D { .identity }
    /// A backend without transforms ignores them.
    public func setTransform(_ transform: Transform2D, ofView index: Int) {}
    /// A backend without transforms shows none.
    public func layoutTransforms() -> FrameTransforms { FrameTransforms() }
}

extension LayoutBackend {
    /// Ignores the change: a backend that models no hidden views lays them out as shown.
    public func setHidden(_ views: [Int], _ hidden: Bool) {}
}
