import Cassowary
import Synchronization

/// A rectangular node of a view tree laid out by constraints, like `UIView` without drawing.
///
/// Compared by identity. Subclass it to override `updateConstraints()`, `layoutSubviews()` or
/// `intrinsicContentSize`, as in UIKit. A view's engine is its root's `LayoutEngine`, made the
/// first time it is needed.
open class View: CustomStringConvertible {
    /// The name given at creation, or nil for a view made without one (`View()`, as `UIView()`).
    public let givenName: String?
    /// The view this view is a subview of, or nil for a root.
    public var superview: View? { superviewStorage }
    // Not weak: a weak reference moves every retain and release of the superview to the slow
    // side-table path (most of a resize tick). The superview clears it in `deinit`.
    unowned(unsafe) var superviewStorage: View?
    /// The subviews, back to front.
    public internal(set) var subviews: [View] = []

    /// Stands for "no intrinsic size along this axis" (UIKit's `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: Double = -1

    // Solver variables of the alignment rectangle, in root coordinates; made once per view.
    let minX: Variable, minY: Variable, widthVariable: Variable, heightVariable: Variable

    /// The frame as last set by the user, or written back from the engine's slots when they are
    /// dropped; `frame` reads the engine's slot instead while it holds a newer frame.
    var storedFrame: Rect
    /// The engine's `passStamp` when `storedFrame` was set (`Int.min`: older than any pass).
    var frameStamp = Int.min
    /// The superview's size `storedFrame` was given or laid out against (nil: the superview's
    /// current size), which the autoresizing mask resizes from (`autoresizingBasis`).
    var storedFrameBasis: Size?
    /// The alignment rectangle in root coordinates from the last layout pass, while the view has
    /// no slot (the slot holds it otherwise; see `solvedAlignment`).
    var solvedAlignmentRect: Rect?
    /// The engine a root owns (nil on subviews, and on roots that never needed one).
    var ownEngine: LayoutEngine?
    /// The tree's engine, set for every view of the tree when the engine is made or adopts it.
    /// Not owning: the root owns the engine, and a view leaving the tree (or a tree being freed)
    /// clears it, so it never outlives the engine.
    unowned(unsafe) var engineCache: LayoutEngine?
    /// What constraints hold instead of this view (made with the first constraint that mentions it).
    var referenceStorage: ViewReference?
    /// On a root without an engine: constraints inside its tree that stayed active when it left
    /// another tree (removed, or that tree freed). They go into its engine when it next needs
    /// one, or into another tree's engine when it is added there.
    var dormantConstraints: [LayoutConstraint] = []
    var needsUpdateConstraintsFlag = true
    var needsLayoutFlag = true
    /// Autoresizing, intrinsic-size or root constraints must be brought up to date.
    var systemConstraintsDirty = true
    /// Active constraints (user and system) that mention this view, for removal and re-syncs.
    var affectingConstraints: [LayoutConstraint] = []
    var installedConstraints: [LayoutConstraint] = []
    var autoresizingConstraints: [LayoutConstraint] = []
    /// Hugging and compression constraints: horizontal hug, horizontal resist, vertical hug, vertical resist.
    var contentSizeConstraints: [LayoutConstraint?] = [nil, nil, nil, nil]
    /// The view's slot: its position in the engine's `views` (and `rootFrames`), or -1.
    var orderIndex = -1
    var rootConstraints: [LayoutConstraint] = []
    var storedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    /// The guides this view owns (`layoutGuides`), in the order they were added.
    var guideStorage: [LayoutGuide] = []
    /// Safe area, margins and their hooks (see View+SafeArea.swift); nil while all are the defaults.
    var insetsState: ViewInsetsState?
    /// The solver of the last `systemLayoutSizeFitting` of this view, kept for the next one
    /// (Fitting/FittingMeasurement.swift).
    var fittingSolver: FittingSolver?
    /// The transform applied about the centre when drawing (see View+Transform.swift).
    var transformStorage = Transform2D.identity {
        didSet {
            if oldValue.isIdentity != transformStorage.isIdentity {
                View.transformedViews.add(transformStorage.isIdentity ? -1 : 1, ordering: .relaxed)
            }
        }
    }

    /// Creates a view with a frame (in its superview's coordinates) and, optionally, a name for
    /// descriptions, traces and frame dumps. `View()` is `UIView()`: a view without a name is
    /// named by its `accessibilityIdentifier`, else by its type and place in the tree (`name`).
    public init(name: String? = nil, frame: Rect = .zero) {
        self.givenName = name
        self.storedFrame = frame
        let label = name ?? "View"
        minX = Variable("\(label).minX")
        minY = Variable("\(label).minY")
        widthVariable = Variable("\(label).Width")
        heightVariable = Variable("\(label).Height")
    }

    // Ownership: a view owns its subviews (and a root its engine); nothing else in the module
    // owns a view. A superview link, an engine's view lists and a constraint's items do not.
    deinit {
        if !transformStorage.isIdentity { View.transformedViews.add(-1, ordering: .relaxed) }
        if alphaStorage != 1 { View.translucentViews.add(-1, ordering: .relaxed) }
        referenceStorage?.view = nil
        ownEngine?.treeWillDeinit()
        LayoutEngine.rootWithoutEngineWillDeinit(self)
        for c in installedConstraints where c.installedView === self { c.installedView = nil }
        for c in affectingConstraints where c.installedView === self { c.installedView = nil }
        for guide in guideStorage { guide.item.superviewStorage = nil }
        releaseSubviews()
    }

    /// Lets go of the subviews without recursing once per level (a deep tree would exhaust the
    /// stack): a subview nobody else holds hands its own subviews over before it is freed; one
    /// held elsewhere becomes a root.
    private func releaseSubviews() {
        var pending = subviews
        subviews = []
        while var child = pending.popLast() {
            child.superviewStorage = nil
            if isKnownUniquelyReferenced(&child) {
                pending.append(contentsOf: child.subviews)
                child.subviews = []
            }
        }
    }

    /// The reference constraints hold to this view.
    var reference: ViewReference {
        if let reference = referenceStorage { return reference }
        let reference = ViewReference(self)
        referenceStorage = reference
        return reference
    }

    /// `<View: name; frame = (x y; w h)>`.
    public var description: String { "<\(typeName): \(name); frame = \(frame)>" }

    var typeName: String { typeNameOverride ?? String(describing: type(of: self)) }
    /// The type name descriptions and the names of unnamed views use instead of this class's: a
    /// skin that lays out through the view (a wrapper with other class names) sets its own.
    package var typeNameOverride: String?

    // MARK: Hierarchy

    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: View {
        var view = self
        while let up = view.superview { view = up }
        return view
    }

    /// The layout engine of this view's tree (the root's; made on first use).
    public var engine: LayoutEngine {
        if let engine = engineCache { return engine }
        let root = rootView
        if let engine = root.ownEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.ownEngine = engine
        engine.reinstall(root.takeDormantConstraints())
        return engine
    }

    func takeDormantConstraints() -> [LayoutConstraint] {
        defer { dormantConstraints = [] }
        return dormantConstraints
    }

    /// True when `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The nearest view that is an ancestor of (or equal to) both views, or nil in different trees.
    ///
    /// Walks up from both views in turn, one step each, until a view turns up on both paths: the
    /// first such view is the nearest common one, and the walk costs the distance to it, not the
    /// depth of the tree (a constraint between neighbours in a deep chain stays cheap).
    public func nearestCommonAncestor(with other: View) -> View? {
        var seenFromSelf = Set<ObjectIdentifier>()
        var seenFromOther = Set<ObjectIdentifier>()
        var a: View? = self
        var b: View? = other
        while a != nil || b != nil {
            if let v = a {
                let id = ObjectIdentifier(v)
                if seenFromOther.contains(id) { return v }
                seenFromSelf.insert(id)
                a = v.superview
            }
            if let v = b {
                let id = ObjectIdentifier(v)
                if seenFromSelf.contains(id) { return v }
                seenFromOther.insert(id)
                b = v.superview
            }
        }
        return nil
    }

    /// Adds `view` as the frontmost subview, removing it from its previous superview first (a
    /// subview of this view only moves to the front, keeping its constraints).
    /// Constraints active inside `view`'s tree move with it into this tree's engine.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range). A view that is
    /// already a subview of this view only moves to `index` and keeps its constraints: as UIKit
    /// documents, only a previous superview that is not the receiver is removed first.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superviewStorage === self {
            reorderSubview(view, to: index)
            return
        }
        // Inserting an ancestor would make a cycle.
        guard ancestorsWalked(inserting: view) != nil else { return }
        if view.superview != nil { view.removeFromSuperview() }
        let moving = view.ownEngine
        view.ownEngine = nil
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superviewStorage = self
        view.storedFrameBasis = untransformedFrame.size
        let target = engine
        target.adopt(subtree: view, from: moving, dormant: view.takeDormantConstraints())
        moving?.retire()
    }

    /// How many views the cycle check walks up from this view before inserting `view` as a
    /// subview; nil when `view` is this view or one of its ancestors (the insertion would make a
    /// cycle). Only a view with subviews can be an ancestor, so inserting a leaf (a chain built
    /// top-down adds one at each level) walks none: building a tree is linear in its views.
    func ancestorsWalked(inserting view: View) -> Int? {
        guard !view.subviews.isEmpty else { return 0 }
        var steps = 0
        var current: View? = self
        while let v = current {
            if v === view { return nil }
            steps += 1
            current = v.superview
        }
        return steps
    }

    /// Moves `view`, a subview of this view, to `index` among the subviews (clamped to the range
    /// the others leave). The tree's order changes, so the engine's slots are rebuilt at the
    /// next pass; no constraint changes.
    private func reorderSubview(_ view: View, to index: Int) {
        guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: current)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        let engine = self.engine
        engine.invalidateSlots()
        engine.setNeedsLayout(self)
    }

    /// Removes the view from its superview. Constraints between the view's tree and the rest
    /// are deactivated (as UIKit does); constraints inside its tree stay active in its own engine.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let old = engine
        let moved = old.detach(subtree: self)
        parent.subviews.removeAll { $0 === self }
        superviewStorage = nil
        old.setNeedsLayout(parent)
        markSubtreeDirty()
        parent.subviewDidChange(self)
        // The subtree's own engine is made when something needs it; its constraints wait for it.
        dormantConstraints = moved
    }

    func markSubtreeDirty() {
        forEachInSubtree { v in
            v.systemConstraintsDirty = true
            v.needsUpdateConstraintsFlag = true
            v.needsLayoutFlag = true
            v.solvedAlignmentRect = nil
        }
    }

    /// Calls `body` on this view and its descendants, parents before children, in subview order.
    public func forEachInSubtree(_ body: (View) -> Void) {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            body(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates. Setting it on a view that translates its
    /// autoresizing mask into constraints moves those constraints (a root's size is its frame's).
    /// A layout pass changes it when the view's solved position or size changes (a frame set by
    /// hand stays until then, as in UIKit).
    ///
    /// With a non-identity `transform`, Apple documents the value as undefined; reading it gives
    /// what UIKit returns in practice, the smallest rectangle holding the transformed bounds.
    /// Layout still sets `bounds` and `center`, which ignore the transform (Auto Layout uses the
    /// untransformed frame since iOS 8). Setting it then, also undefined in UIKit, sets the
    /// untransformed frame: the rectangle's size becomes the bounds size and its midpoint the
    /// centre, and the transform applies on top.
    public var frame: Rect {
        get {
            let f = untransformedFrame
            return transform.isIdentity ? f : transform.about(Point(x: f.midX, y: f.midY)).apply(to: f)
        }
        set { untransformedFrame = newValue }
    }

    /// The frame layout gives the view, in the superview's coordinates, ignoring `transform`
    /// (`center` and `bounds.size` as one rectangle): what constraints and autoresizing relate.
    package var untransformedFrame: Rect {
        get {
            guard let slot = engineSlotWithNewerFrame, let engine = engineCache else { return storedFrame }
            if slot == 0 { return Rect(origin: storedFrame.origin, size: engine.slots.frames[0].size) }
            return engine.slots.frameInSuperview(slot)
        }
        set {
            guard newValue != untransformedFrame else { return }
            storedFrame = newValue
            storedFrameBasis = superview?.untransformedFrame.size
            frameStamp = engineCache?.passStamp ?? Int.min
            engineCache?.framesSetSincePass = true
            if superview == nil || translatesAutoresizingMaskIntoConstraints { markSystemConstraintsDirty() }
        }
    }

    /// The superview's size the current frame was given or laid out against: UIKit applies each
    /// size change of the superview to its autoresizing subviews as it happens, so a subview's
    /// mask resizes it from this size, not from the superview's size at the next layout pass
    /// (a root resized from zero before or between passes resizes its subviews by the difference).
    var autoresizingBasis: Size {
        if let slot = engineSlotWithNewerFrame, slot > 0, let engine = engineCache {
            return engine.slots.frames[engine.slots.parents[slot]].size
        }
        return storedFrameBasis ?? superview?.untransformedFrame.size ?? .zero
    }

    /// The view's slot when the engine's frame there is newer than `storedFrame`.
    private var engineSlotWithNewerFrame: Int? {
        guard let engine = engineCache, engine.slotsValid else { return nil }
        let slot = orderIndex
        guard slot >= 0, slot < engine.slots.count, engine.slots.stamps[slot] > frameStamp else { return nil }
        return slot
    }

    /// Whether the frame was set directly after the engine's last read of this view's slot.
    var hasFrameNewerThanLayout: Bool { engineCache != nil && engineSlotWithNewerFrame == nil }

    /// The alignment rectangle in root coordinates from the last layout pass, or nil before one.
    var solvedAlignment: Rect? {
        guard let engine = engineCache, engine.slotsValid, orderIndex >= 0, orderIndex < engine.slots.count else {
            return solvedAlignmentRect
        }
        let a = engine.slots.alignment[orderIndex]
        return a.minX.isNaN ? nil : a
    }

    /// Queues this view's engine-made constraints for a re-sync at the next pass. A view in no
    /// engine's tree only keeps the flag: the engine that takes it collects flagged views.
    func markSystemConstraintsDirty() {
        guard let engine = engineCache else {
            systemConstraintsDirty = true
            return
        }
        if !systemConstraintsDirty {
            systemConstraintsDirty = true
            engine.systemDirtyViews.append(UnownedView(self))
        }
        engine.markDirty()
    }

    /// The frame shown on screen, in the superview's coordinates: `frame` while no animation
    /// runs, the in-flight value while one does (Core Animation's `layer.presentation().frame`).
    /// An animation run loop (Rigging's `LayoutRunLoop`) sets it on every tick of an animation.
    /// With a transform shown, it is the bounding box of the shown bounds under the shown
    /// transform (`presentationTransform`), as `frame` is for the model.
    public var presentationFrame: Rect {
        guard presentationOverride != nil || presentationTransformOverride != nil else { return frame }
        let f = presentationOverride ?? untransformedFrame
        let t = presentationTransform
        return t.isIdentity ? f : t.about(Point(x: f.midX, y: f.midY)).apply(to: f)
    }
    /// The animation's shown untransformed frame while one runs; nil shows the model's.
    package var presentationOverride: Rect?
    /// The animation's shown transform while one runs; nil shows the model's.
    package var presentationTransformOverride: Transform2D?

    /// The bounds: the untransformed frame's size at `boundsOrigin` (a transform changes
    /// `frame`, never `bounds`). The origin is zero but for a scroll view, whose content offset
    /// it is.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: untransformedFrame.size) }

    /// The origin of the bounds: where the view's own coordinate system puts its top-left
    /// corner. Subviews' frames are in these coordinates, so a change moves every descendant as
    /// seen from the superview and the root, with no constraint change (ScrollView.swift).
    var boundsOrigin = Point.zero {
        didSet { if boundsOrigin != oldValue { engineCache?.boundsOriginChanged(of: self) } }
    }

    /// True for a view whose edges, in constraints with its descendants, stand for its content
    /// area rather than its frame (a scroll view: `LayoutConstraint.solverExpression()`).
    final var mapsEdgesToContent = false

    /// The untransformed frame in the root view's coordinates (the root's own frame is at the
    /// origin): where constraints put the view, through every ancestor's untransformed frame.
    /// `transformInRoot` maps it to where the view shows on screen.
    public var frameInRoot: Rect {
        if let slot = engineSlotWithNewerFrame, let engine = engineCache { return engine.slots.frames[slot] }
        guard let parent = superview else { return Rect(origin: .zero, size: frame.size) }
        let p = parent.frameInRoot
        let b = parent.boundsOrigin
        return storedFrame.offsetBy(dx: p.minX - b.x, dy: p.minY - b.y)
    }

    /// The alignment rectangle in the superview's coordinates: the untransformed frame minus
    /// `alignmentRectInsets` (alignment rectangles ignore `transform`, as UIKit's do).
    public var alignmentRect: Rect { untransformedFrame.inset(by: alignmentRectInsets) }

    /// How far the alignment rectangle (what constraints relate) lies inside the frame.
    public var alignmentRectInsets: EdgeInsets = .zero {
        didSet {
            guard alignmentRectInsets != oldValue else { return }
            hasAlignmentOffset = alignmentRectInsets.left != 0 || alignmentRectInsets.top != 0
            engineCache?.insetsChanged(of: self)
            constraintOffsetsChanged()
            engineCache?.shiftsChanged(on: self)
        }
    }

    /// True when the alignment rectangle's origin is not the frame's (`alignmentRectInsets` has
    /// a left or top inset): the expressions' constants then carry it (`View.shift(of:in:)`).
    /// Internal and unobserved, so that reading it costs a load.
    final var hasAlignmentOffset = false

    /// Distance from the alignment rectangle's top to the first baseline (default: the bottom).
    public var firstBaselineOffsetFromTop: Double? = nil {
        didSet { constraintOffsetsChanged(baselines: true) }
    }

    /// Distance from the last baseline to the alignment rectangle's bottom (default 0: the bottom).
    public var lastBaselineOffsetFromBottom: Double = 0 {
        didSet { constraintOffsetsChanged(baselines: true) }
    }

    /// Whether the superview's own layout code sets this view's frame (a table's cells, a bar's
    /// items), as UIKit's views place their parts on the pixel grid: such a frame rounds as the
    /// frames layout computes do, where a frame set by hand stays exact (`LayoutEngine.pixelScale`).
    package var isPlacedByLayout = false

    /// Whether the frame (and `autoresizingMask`) becomes required constraints; UIKit's default is true.
    /// Set it to false for every view you position with your own constraints.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            markSystemConstraintsDirty()
        }
    }

    /// The parts of the frame that follow the superview's size while the frame is translated.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { markSystemConstraintsDirty() } }
    }

    // MARK: Direction

    /// How this view picks its layout direction.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { engineCache?.directionChanged(in: self) } }
    }

    /// The direction leading and trailing follow for this view.
    public var effectiveLayoutDirection: LayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified:
            if let parent = superview { return parent.effectiveLayoutDirection }
            return ownEngine?.defaultLayoutDirection ?? .leftToRight
        }
    }

    // MARK: Content size

    /// The natural size of the content, per axis, or `noIntrinsicMetric` on an axis without one.
    /// Plain views return `fixedIntrinsicContentSize`; subclasses compute it.
    open var intrinsicContentSize: Size { storedIntrinsicContentSize }

    /// The intrinsic size a plain view reports (scene files set it); invalidates when changed.
    public var fixedIntrinsicContentSize: Size {
        get { storedIntrinsicContentSize }
        set {
            guard newValue != storedIntrinsicContentSize else { return }
            storedIntrinsicContentSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the intrinsic size depends on the width layout gives the view (text that wraps by
    /// itself: `Label`, `TextView`); the engine then shows it each laid-out width
    /// (`adoptLaidOutWidth(_:rootResized:)`). Read when the tree changes.
    var dependsOnLaidOutWidth: Bool { false }

    /// The engine's second pass (LayoutEngine+TextWrap.swift): the width this pass laid the view
    /// out at; returns true when the view invalidated its intrinsic size to wrap at it.
    func adoptLaidOutWidth(_ width: Double, rootResized: Bool) -> Bool { false }

    /// Tells the engine the intrinsic size changed; its content-size constraints follow at the next pass.
    public func invalidateIntrinsicContentSize() {
        markSystemConstraintsDirty()
        if let parent = superview {
            parent.setNeedsLayout()
            parent.subviewDidChange(self)
        }
    }

    /// An integer that identifies the view in code (`UIView.tag`); 0 by default. `viewWithTag(_:)`
    /// finds a view by it.
    public var tag = 0

    /// A string that identifies the view (`UIView.accessibilityIdentifier`); nil by default.
    /// A view made without a name is named by it in descriptions and outputs.
    public var accessibilityIdentifier: String?

    /// The view's opacity (`UIView.alpha`), from 0 (transparent) to 1 (opaque, the default);
    /// values outside are clamped as UIKit clamps them. Layout ignores it: it changes no frame and
    /// no constraint. An animation block (Rigging's `LayoutRunLoop.animate`) interpolates the
    /// shown value (`presentationAlpha`) linearly along the block's curve, as Core Animation
    /// interpolates `opacity`. A non-finite value is ignored.
    public var alpha: Double {
        get { alphaStorage }
        set {
            guard newValue.isFinite else { return }
            alphaStorage = min(max(newValue, 0), 1)
        }
    }
    var alphaStorage: Double = 1 {
        didSet {
            if (oldValue == 1) != (alphaStorage == 1) { View.translucentViews.add(alphaStorage == 1 ? -1 : 1, ordering: .relaxed) }
        }
    }
    /// How many live views have an alpha other than 1, so a tick can skip reading alphas.
    static let translucentViews = Atomic<Int>(0)
    /// True while every live view's alpha is 1.
    package static var noViewIsTranslucent: Bool { translucentViews.load(ordering: .relaxed) == 0 }

    /// The opacity shown: `alpha`, or the in-flight value while an animation of it runs (Core
    /// Animation's `layer.presentation().opacity`).
    public var presentationAlpha: Double { presentationAlphaOverride ?? alpha }
    /// The animation's shown opacity while one runs; nil shows the model's.
    package var presentationAlphaOverride: Double?

    /// The size that best fits `size`, frame-based (no constraints), as `UIView.sizeThatFits(_:)`.
    /// A plain view returns its current size, as UIKit's default does; views with content
    /// (labels, buttons, text fields, text views, segmented controls) return their content's
    /// size, a multi-line label or a text view wrapping at `size.width` (a width of 0 or less
    /// does not limit the line). Override it for views sized by frames (`sizeToFit()` calls it).
    ///
    /// ```swift
    /// let label = Label(name: "label", text: "Two words")
    /// print(label.sizeThatFits(Size(width: 0, height: 0)) == label.intrinsicContentSize)  // true
    /// ```
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// The intrinsic size the view would report laid out at `width` (nil: before any layout,
    /// text on one line), without changing what it reports now: the text pass of
    /// `systemLayoutSizeFitting` (Fitting/FittingMeasurement.swift).
    func fittingContentSize(laidOutWidth width: Double?) -> Size { intrinsicContentSize }

    /// Whether the view is hidden, as `UIView.isHidden`. A hidden view is still laid out (its
    /// constraints hold, as in UIKit); a `StackView` collapses a hidden arranged subview.
    public var isHidden = false {
        didSet { if isHidden != oldValue, let parent = superview { parent.subviewDidChange(self) } }
    }

    /// Called on the superview when a subview's `isHidden` or intrinsic size changed, or after it
    /// left (its `superview` is then no longer this view). `StackView` re-arranges; views ignore it.
    func subviewDidChange(_ subview: View) {}

    var huggingPriorities: (LayoutPriority, LayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (LayoutPriority, LayoutPriority) = (.defaultHigh, .defaultHigh)

    /// How strongly the view resists growing beyond its intrinsic size along an axis (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
    }

    /// Sets the hugging priority along an axis (clamped to 1...1000).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let p = LayoutPriority(min(max(priority.rawValue, 1), 1000))
        if axis == .horizontal { huggingPriorities.0 = p } else { huggingPriorities.1 = p }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along an axis (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
    }

    /// Sets the compression resistance priority along an axis (clamped to 1...1000).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let p = LayoutPriority(min(max(priority.rawValue, 1), 1000))
        if axis == .horizontal { compressionPriorities.0 = p } else { compressionPriorities.1 = p }
        invalidateIntrinsicContentSize()
    }

    // MARK: Constraints

    /// The active constraints installed on this view (those whose nearest common ancestor it is), in activation order.
    public var constraints: [LayoutConstraint] {
        wakeDormantConstraints()
        return installedConstraints
    }

    /// Every active constraint that mentions this view, system constraints included.
    public var constraintsAffectingLayout: [LayoutConstraint] {
        wakeDormantConstraints()
        return affectingConstraints
    }

    /// The active constraints that mention this view along one axis (UIKit's `constraintsAffectingLayout(for:)`).
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        wakeDormantConstraints()
        return affectingConstraints.filter { c in
            c.firstAttribute.axis == axis || (c.firstAttribute.isDimension && c.secondAttribute.axis == axis && c.secondView === self)
        }
    }

    /// Installs the tree's dormant constraints (making its engine) so that they can be listed.
    func wakeDormantConstraints() {
        if engineCache == nil, !rootView.dormantConstraints.isEmpty { _ = engine }
    }

    /// The offsets constraints read from this view's margins, insets or (`baselines`) baselines
    /// changed.
    func constraintOffsetsChanged(baselines: Bool = false) {
        markSystemConstraintsDirty()
        engineCache?.offsetsChanged(of: self, baselines: baselines)
    }

    // MARK: Layout cycle hooks

    /// Override to add or change constraints; called bottom-up before each layout pass for views
    /// that asked with `setNeedsUpdateConstraints()` (and for every view in the first pass).
    open func updateConstraints() {}

    /// Override to adjust the layout; called top-down for views whose bounds changed or that
    /// asked with `setNeedsLayout()`. The default applies the engine's frames to the subviews
    /// (bringing changed intrinsic sizes into the solution first): call `super.layoutSubviews()`.
    open func layoutSubviews() {
        engine.applyFrames(below: self)
    }

    /// Called when `safeAreaInsets` changed (in the layout pass that noticed it); override to
    /// react, as `UIView.safeAreaInsetsDidChange()`. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called when the layout margins change (set, or moved by the safe area or the superview's
    /// margins); override to react, as `UIView.layoutMarginsDidChange()`. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        if let engine = engineCache { engine.setNeedsUpdateConstraints(self) } else { needsUpdateConstraintsFlag = true }
    }

    /// Asks for `layoutSubviews()` in the next layout pass.
    public func setNeedsLayout() {
        if let engine = engineCache { engine.setNeedsLayout(self) } else { needsLayoutFlag = true }
    }

    /// Runs the pending constraint updates and layout passes of this view's tree now.
    public func layoutIfNeeded() {
        engine.layoutIfNeeded()
    }

    /// Runs the pending constraint updates only (bottom-up `updateConstraints()`).
    public func updateConstraintsIfNeeded() {
        engine.updateConstraintsPass()
    }
}
