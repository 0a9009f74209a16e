import Cassowary
import Foundation

/// The constraint solver of one view tree and its layout passes, like UIKit's per-window engine.
///
/// One engine per root view, made implicitly the first time any view of the tree needs it
/// (`view.engine`); when a root is added as a subview, its engine's constraints move into the
/// new tree's engine. Each view maps to four solver variables once (its alignment rectangle
/// relative to its superview's: minX, minY, Width, Height), and each constraint is expressed in
/// the coordinates of the view it is installed on, its items' nearest common ancestor, as in
/// UIKit's engine (View+Attributes.swift). Activating or deactivating a constraint
/// adds or removes exactly one solver constraint; a constant change is an in-place constant
/// change; a priority change between optional levels is a strength change; nothing rebuilds.
///
/// Deliberate departures from Apple:
/// - Errors Apple raises as exceptions (no common ancestor, invalid attribute pairs, priority
///   changes across required on an installed constraint) are typed `LayoutError`s. Where the API
///   cannot throw (`isActive = true`), the constraint stays inactive and the engine logs the
///   exception's reason and records it (`activationFailures`) instead of stopping the program.
/// - Unsatisfiable constraints: the engine breaks the constraint whose addition (or constant
///   change) met the conflict — the newest demand, never an installed one, except that a stack's
///   `UISV-hiding` breaks the newest required constraint it conflicts with (as UIKit does,
///   LayoutEngine+Hiding.swift) — keeps it
///   active but out of the solver (`isBroken`), logs Apple's message listing the minimal
///   conflicting set the solver reports (conflicting constraints in creation order), and records
///   it in `unsatisfiableRecords`. Broken constraints are retried, in creation order, whenever a
///   constraint is deactivated; a retry that succeeds is silent.
/// - Priorities are strict levels: 751 beats any number of 750s (Apple's engine weighs them).
/// - Right-to-left leading/trailing mirror the x axis about the origin of the common ancestor's
///   bounds; multipliers other than 1 on leading/trailing therefore scale the mirrored coordinate.
/// - A view's minX and minY are measured from its superview's alignment rectangle (UIKit: from
///   the superview's bounds). The two differ by the superview's alignment insets, a constant;
///   the expressions add the ancestor's insets where they do not cancel (multipliers), so the
///   frames are UIKit's, and no inset constant enters a row for each view it crosses.
/// - Constraints are not attached to a view by `addConstraint`: `activate()` installs them on the
///   items' nearest common ancestor (`View.constraints`), as modern UIKit recommends.
/// - Autoresizing masks with both margins flexible keep the centre's offset from the superview's
///   centre fixed (UIKit keeps it proportional); flexible sizes ignore alignment insets. Where
///   UIKit's proportional share has no proportion (the flexible portions of an axis add up to
///   zero, as for a subview at the origin of a zero-size superview), the difference is shared
///   evenly among them, AppKit's documented rule.
/// - Ownership is Apple's: a superview owns its subviews, the root owns the engine, and neither a
///   constraint (its items are zeroing references) nor the engine owns a view. Releasing the root
///   frees the tree; a view kept elsewhere becomes a root with the constraints inside its subtree
///   (as `removeFromSuperview()` leaves them), and every other constraint becomes inactive.
/// - `View` is an open class (not final) because UIKit's hooks are overrides: `updateConstraints()`,
///   `layoutSubviews()`, `intrinsicContentSize`.
/// - The unsatisfiable log keeps Apple's text but points at Rigging's names: the breakpoint is
///   `LayoutEngine.alertForUnsatisfiableConstraints`, the debugging methods are in View+Debugging.swift,
///   and constraint descriptions print names instead of addresses (`H:[a]-(8)-[b]`), in VFL style
///   when VFL can say it, else as the parseable equation.
/// - Root views: a root keeps its frame (layout never moves a view with no superview). Its origin
///   is 0 in its own coordinates and never enters the solver; its size is pinned to its frame's
///   by two constraints (`Rigging-Root-Width`, `-Height`) that act as required while the tree is
///   laid out, like UIKit's `_UITemporaryLayoutWidth`/`-Height`: a required constraint that
///   contradicts them is broken and logged at the next layout pass, not when it is activated, so
///   constraints made before the view is added to a superview log nothing. Resizing the root
///   changes their constants in place; in the solver they are optional above every priority
///   (LayoutEngine+RootSize.swift): a resize then costs what an edit variable costs. UIKit logs
///   a conflict with its temporary constraints at every layout of the view; the engine logs it
///   once and keeps the constraint broken until a retry holds.
/// - The layout pass reads the solution into flat per-view arrays (`ViewSlots`) that `View.frame`
///   reads; `layoutSubviews()` and `updateConstraints()` are called only on views whose class may
///   override them (any class but `View` and `Label`) when they need it, never on plain views
///   (whose default only applies frames, which the pass has done). A hook that changes
///   constraints therefore reaches plain views' subtrees in the next pass (it runs one anyway).
/// - `hasAmbiguousLayout` is exact (the solver proves the four variables are fixed at every optimum);
///   `exerciseAmbiguityInLayout()` pulls the first free variable 50 points, alternating direction,
///   below every priority (UIKit moves it randomly).
/// - Safe area: a root's comes from `View.systemSafeAreaInsets` (UIKit: the window and bars), and
///   any view may carry `additionalSafeAreaInsets` (UIKit: the view controller). Insets and margins
///   that follow frames are updated after each solve, and the pass repeats (within
///   `maximumLayoutPasses`) until they settle (View+SafeArea.swift).
/// - Layout guides print as `LayoutGuide:owner'identifier'` (UIKit: `UILayoutGuide:0x...'identifier'`).
/// - Text that wraps at its laid-out width (a multi-line `Label` without `preferredMaxLayoutWidth`,
///   a non-scrolling `TextView`) is re-measured inside `layoutIfNeeded()` and the layout solved
///   again before `layoutSubviews()` runs (LayoutEngine+TextWrap.swift); UIKit re-measures from one
///   line on every layout, the engine only when the laid-out width calls for it or the root resized.
/// - Not thread-safe, like UIKit's main-thread rule: use a tree and its engine from one thread at a time.
public final class LayoutEngine {
    /// The root view of the tree; nil once the tree is freed (or has become part of another tree).
    public var root: View? { rootStorage }
    // Not owning: the root owns the engine. The root's deinit (`treeWillDeinit`) and `retire()`
    // clear it, so it never dangles.
    unowned(unsafe) var rootStorage: View?
    /// True while `init` runs: the tree's constraints (dormant ones, or another engine's while a
    /// subtree moves in) join only once the view that makes the engine has it, so the invariant
    /// checks (`-D AUTOLAYOUT_INTERNAL_CHECKS`) wait for that operation's end.
    private(set) var isBeingMade = true
    let solver = Solver()
    var solverMap: [ObjectIdentifier: LayoutConstraint] = [:]
    var broken: [LayoutConstraint] = []
    var systemDirtyViews: [UnownedView] = []
    var pendingConstants: [LayoutConstraint] = []
    var batchDepth = 0
    var dirty = true
    /// Bumped by every change to the solver's constraints; `framesVersion` is the one the slots hold.
    var solutionVersion = 0
    var framesVersion = -1
    /// Per-view storage of the tree (see `ViewSlots`); rebuilt when `slotsValid` is false.
    var slots = ViewSlots()
    var slotsValid = false
    /// Changes whenever `views` may have changed (the slots were rebuilt): a reader that maps
    /// `rootFrames` to its own view order remakes the map when this moves.
    public internal(set) var viewListVersion = 0
    /// Increases with every read of the solution into the slots (`ViewSlots.stamps`).
    var passStamp = 0
    /// The next read must cover every slot (the slots were rebuilt, or insets changed).
    var needsFullRead = true
    /// Whether a view's frame may have been set directly since the last full read (the guard of
    /// `shownRootFrames`' slow path; a full read clears it).
    var framesSetSincePass = false
    /// Views whose `needsLayoutFlag` / `needsUpdateConstraintsFlag` is set (while the slots are valid).
    var layoutQueue: [UnownedView] = []
    var updateQueue: [UnownedView] = []
    /// Slots a read marked for `layoutSubviews()` (reused between passes).
    var markedSlots: [Int] = []
    /// The pulls of `exerciseAmbiguityInLayout()` by variable: the pull, its direction, and
    /// its order of making, so that taking them out and putting them back does not depend on the
    /// process's hash seed (a re-add order can change values where the layout ties).
    var exerciseConstraints: [ObjectIdentifier: (pull: Constraint, direction: Double, order: Int)] = [:]
    var exercisesMade = 0

    /// Slots of the views whose intrinsic size depends on their laid-out width (`View.dependsOnLaidOutWidth`).
    var widthDependentSlots: [Int] = []
    /// Slots of the scroll views, whose resting offsets follow their adjusted content insets
    /// (`keepScrollViewsAtRest()`).
    var scrollViewSlots: [Int] = []
    /// The root's size changed since the last text pass (`fitTextToLaidOutWidths()`).
    var rootResizedSinceTextFit = false
    /// Required constraints activated or changed while the root's size yielded to them, oldest
    /// first: the next layout pass breaks the newest that conflicts (`resolveRootConflicts()`).
    var rootDemands: [LayoutConstraint] = []

    /// The direction of a root whose `semanticContentAttribute` is unspecified (left to right).
    public var defaultLayoutDirection: LayoutDirection = .leftToRight {
        didSet { if defaultLayoutDirection != oldValue, let root { directionChanged(in: root) } }
    }

    /// Pixels per point of the screen the tree shows on (UIKit's `UIScreen.scale`: 2 or 3 on
    /// iPhones); 0, the default, leaves frames exact. When positive, each view's frame in its
    /// superview's coordinates lands on the pixel grid after layout, as UIKit places views
    /// the engine solved: each edge moves to the nearest multiple of 1/`pixelScale` point
    /// (halves away from zero), so the width is `round(maxX) - round(minX)` and views sharing an
    /// edge keep sharing it. Frames layout does not compute stay exact, as in UIKit: the root's,
    /// and a frame set by hand on a view that translates its autoresizing mask into constraints
    /// while the solution still puts the view there (a resize of its superview that moves it
    /// through the mask is layout's, and rounds). A view is rounded in its superview's coordinates after the
    /// superview's own rounding, so the rounding carries down the tree; layout guides' frames
    /// are rounded the same way. The solver keeps exact values (constraints never see the
    /// rounding), and animations interpolate between rounded frames without rounding the
    /// frames in between, as Core Animation's presentation values are not rounded. A value
    /// that is not positive and finite means exact frames.
    ///
    /// ```swift
    /// let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    /// let third = View(name: "third")
    /// root.addSubview(third)
    /// third.translatesAutoresizingMaskIntoConstraints = false
    /// try third.leadingAnchor.constraint(equalTo: root.leadingAnchor).activate()
    /// try third.topAnchor.constraint(equalTo: root.topAnchor).activate()
    /// try third.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3).activate()
    /// try third.heightAnchor.constraint(equalToConstant: 10.2).activate()
    /// root.engine.pixelScale = 2
    /// root.layoutIfNeeded()
    /// // third.frame == Rect(x: 0, y: 0, width: 33.5, height: 10)
    /// ```
    public var pixelScale: Double = 0 {
        didSet {
            guard effectivePixelScale != slots.pixelScale else { return }
            slots.pixelScale = effectivePixelScale
            needsFullRead = true
            markDirty()
        }
    }

    /// `pixelScale` when it is positive and finite, else 0 (exact frames).
    var effectivePixelScale: Double { pixelScale.isFinite && pixelScale > 0 ? pixelScale : 0 }

    /// The tree uses the safe area or margins that depend on frames: each pass recomputes them
    /// (`updateInsets()`). Set by the first inset, safe-area guide or preserved margins; never reset.
    var usesInsets = false

    /// How many layout passes a `layoutIfNeeded()` may run while hooks keep invalidating (default 10).
    public var maximumLayoutPasses = 10

    /// Layout passes run so far (each: constraint updates, solve, frames, top-down `layoutSubviews`).
    public internal(set) var passCount = 0

    /// Every unsatisfiable-constraints event so far, oldest first.
    public internal(set) var unsatisfiableRecords: [UnsatisfiableConstraintRecord] = []

    /// Every `isActive = true` that could not activate its constraint, oldest first (each also
    /// logged; see `ActivationFailureRecord`).
    public internal(set) var activationFailures: [ActivationFailureRecord] = []

    /// Other diagnostics (a layout that kept invalidating, and warnings the layers above log
    /// about this engine's tree), oldest first; each also goes to ``logHandler``.
    public internal(set) var diagnostics: [String] = []

    /// Where log messages go (Apple's console text); by default standard error.
    public var logHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    init(root: View) {
        rootStorage = root
        collectDirtyViews(in: root)
        // The root's size constraints go in first: their constants change on every resize, and
        // the solver's oldest symbols are the cheapest to find in each row it then updates.
        syncFrameConstraints(of: root)
        isBeingMade = false
    }

    deinit {
        for c in solverMap.values { c.engine = nil }
        for c in broken { c.engine = nil }
    }

    // MARK: Reading

    /// The solver's work counters (pivots by phase, substituted cells, rows), for diagnostics;
    /// its `description` prints them on one line.
    public var solverStatistics: SolverStatistics { solver.statistics }

    /// The views of the tree, parents before children in subview order (a stable order).
    public var views: [View] { orderedViews.map(\.view) }

    /// `views` without owning them (the engine's own iteration; no retain per view).
    var orderedViews: [UnownedView] {
        ensureSlots()
        return slots.views
    }

    /// Every view's frame in root coordinates, in `views` order, as of the last layout pass:
    /// the cheap per-tick read (no allocation; the array is shared until the next pass writes it).
    public var rootFrames: [Rect] {
        ensureSlots()
        return slots.frames
    }

    /// Every view's frame in root coordinates, in `views` order, as shown now: the last layout
    /// pass's, except where a frame was set directly since (`View.frame`, as UIKit's setter moves
    /// the view at once), which moves that view and its subtree. What an animation block compares
    /// before and after, so that a frame set in the block animates as in UIKit.
    public var shownRootFrames: [Rect] {
        let frames = rootFrames
        guard framesSetSincePass else { return frames }
        var result = frames
        var moved = [Bool](repeating: false, count: frames.count)
        for (slot, unowned) in slots.views.enumerated() {
            let view = unowned.view
            let parentSlot = view.superview?.orderIndex ?? -1
            let hasParent = parentSlot >= 0 && parentSlot < slot
            if view.hasFrameNewerThanLayout {
                moved[slot] = true
                guard hasParent, let parent = view.superview else {
                    result[slot].size = view.untransformedFrame.size
                    continue
                }
                let p = result[parentSlot]
                let b = parent.boundsOrigin
                result[slot] = view.untransformedFrame.offsetBy(dx: p.minX - b.x, dy: p.minY - b.y)
            } else if hasParent, moved[parentSlot] {
                // Moved with its superview, by the superview's shift (exactly its own frame when none).
                moved[slot] = true
                let dx = result[parentSlot].minX - frames[parentSlot].minX
                let dy = result[parentSlot].minY - frames[parentSlot].minY
                result[slot] = frames[slot].offsetBy(dx: dx, dy: dy)
            }
        }
        return result
    }

    /// Every view with its frame in root coordinates, in `views` order (after `layoutIfNeeded()`).
    public func framesInRoot() -> [(view: View, frame: Rect)] {
        Array(zip(views, rootFrames))
    }

    /// The active user constraints of the tree (broken ones included), in creation order.
    public var activeConstraints: [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        for entry in orderedViews { out += entry.view.installedConstraints }
        return out.sorted { $0.serial < $1.serial }
    }

    /// Number of constraints held by the solver (active, not broken; system constraints included).
    public var solverConstraintCount: Int { solverMap.count }

    /// The solver's tableau as text (for debugging).
    public func dumpSolver() -> String { solver.dump() }

    // MARK: Changing constants

    /// Runs `body` with constant changes deferred, then applies them all with one re-optimization.
    public func batch<E: Error>(_ body: () throws(E) -> Void) throws(E) {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 { flushPendingConstants() }
        }
        try body()
    }

    /// Sets many constants, solves once and lays out: what an animation tick does.
    public func apply(constants: [(LayoutConstraint, Double)]) {
        batch { for (constraint, value) in constants { constraint.constant = value } }
        layoutIfNeeded()
    }

    // MARK: Install and remove

    func install(_ c: LayoutConstraint, on view: View) throws(LayoutError) {
        // Engine-made constraints of the tree go in first, so a user constraint that contradicts
        // a view's frame or the root's size is the one broken (deterministic, whatever the timing).
        if c.kind == .user && !systemDirtyViews.isEmpty { syncSystemConstraints() }
        c.wantsActive = true
        c.engine = self
        c.installedView = view
        c.lastError = nil
        if c.kind == .user { view.installedConstraints.append(c) }
        let first = c.firstView
        first?.affectingConstraints.append(c)
        if let second = c.secondView, second !== first { second.affectingConstraints.append(c) }
        do {
            try addToSolver(c, report: true)
        } catch {
            detachBookkeeping(c)
            throw error
        }
        markDirty()
        checkAfterOperation("activating \(c)")
    }

    /// Adds the solver constraint; a conflict breaks `c` (logged when `report`).
    func addToSolver(_ c: LayoutConstraint, report: Bool) throws(LayoutError) {
        let expression = c.solverExpression()
        let sc = Constraint(expression, c.solverRelation, strength: c.strength)
        var otherError: SolverError?
        func refuse(_ error: SolverError) {
            guard case .unsatisfiable(_, let conflicts) = error else {
                otherError = error
                return
            }
            if !broken.contains(where: { $0 === c }) { broken.append(c) }
            if report { recordUnsatisfiable(c, conflicts: conflicts) }
        }
        func install() {
            c.solverConstraint = sc
            c.appliedConstant = expression.constant
            solverMap[ObjectIdentifier(sc)] = c
            solutionVersion += 1
        }
        do {
            try solver.addConstraint(sc, expectingRemoval: c.expectsRemoval)
            // A conflict with the root's size waits for the next layout pass; a retry is refused
            // at once, silently, as if that size were required (LayoutEngine+RootSize.swift).
            if !c.storedPriority.isRequired || !rootYields() {
                install()
            } else if report {
                install()
                rootDemands.append(c)
            } else if readdWithRequiredRootSize(c, sc, onRefusal: refuse) {
                install()
            }
        } catch {
            // UIKit keeps a stack's `UISV-hiding` and breaks what conflicts with it (LayoutEngine+Hiding.swift).
            if c.expectsRemoval, case .unsatisfiable(_, let conflicts) = error,
                addBreakingConflicts(c, sc, conflicts: conflicts, report: report)
            {
                install()
            } else {
                refuse(error)
            }
        }
        if let otherError { throw .solver(otherError.description) }
    }

    func uninstall(_ c: LayoutConstraint) {
        let wasInSolver = removeFromSolver(c)
        detachBookkeeping(c)
        markDirty()
        if wasInSolver && !broken.isEmpty { retryBroken() }
        checkAfterOperation("deactivating \(c)")
    }

    @discardableResult
    func removeFromSolver(_ c: LayoutConstraint) -> Bool {
        if let sc = c.solverConstraint {
            try? solver.removeConstraint(sc)
            solverMap[ObjectIdentifier(sc)] = nil
            c.solverConstraint = nil
            solutionVersion += 1
            return true
        }
        broken.removeAll { $0 === c }
        return false
    }

    func detachBookkeeping(_ c: LayoutConstraint) {
        c.wantsActive = false
        if let view = c.installedView, c.kind == .user { view.installedConstraints.removeAll { $0 === c } }
        c.firstView?.affectingConstraints.removeAll { $0 === c }
        c.secondView?.affectingConstraints.removeAll { $0 === c }
        if c.isPendingConstant {
            c.isPendingConstant = false
            pendingConstants.removeAll { $0 === c }
        }
        c.engine = nil
        c.installedView = nil
    }

    func retryBroken() {
        let candidates = broken.sorted { $0.serial < $1.serial }
        for c in candidates where c.solverConstraint == nil {
            broken.removeAll { $0 === c }
            try? addToSolver(c, report: false)
        }
    }

    func constantChanged(_ c: LayoutConstraint) {
        markDirty()
        defer { checkAfterOperation("changing the constant of \(c)") }
        if batchDepth > 0 {
            if !c.isPendingConstant {
                c.isPendingConstant = true
                pendingConstants.append(c)
            }
            return
        }
        applyConstant(c)
    }

    func applyConstant(_ c: LayoutConstraint) {
        guard let sc = c.solverConstraint else {
            if c.wantsActive { retryOne(c) }
            return
        }
        let new = c.solverConstant()
        do {
            try solver.setConstant(new, of: sc)
            c.appliedConstant = new
            solutionVersion += 1
            if c.storedPriority.isRequired && rootYields() { rootDemands.append(c) }
        } catch {
            breakAfterRefusal(c, error)
        }
    }

    func retryOne(_ c: LayoutConstraint) {
        broken.removeAll { $0 === c }
        try? addToSolver(c, report: false)
    }

    /// A required constant change the solver refused: `c` leaves the solver, broken and logged.
    func breakAfterRefusal(_ c: LayoutConstraint, _ error: SolverError) {
        guard case .unsatisfiable(_, let conflicts) = error else {
            diagnose("Layout engine error while changing \(c): \(error)")
            return
        }
        removeFromSolver(c)
        broken.append(c)
        recordUnsatisfiable(c, conflicts: conflicts)
    }

    func flushPendingConstants() {
        guard !pendingConstants.isEmpty else { return }
        let list = pendingConstants
        pendingConstants = []
        var changes: [(Constraint, Double)] = []
        changes.reserveCapacity(list.count)
        var owners: [LayoutConstraint] = []
        for c in list {
            c.isPendingConstant = false
            guard c.wantsActive else { continue }
            if let sc = c.solverConstraint {
                changes.append((sc, c.solverConstant()))
                owners.append(c)
            } else {
                retryOne(c)
            }
        }
        setConstants(changes, owners: owners)
        checkAfterOperation("applying \(list.count) pending constants")
    }

    /// Applies constant changes with one re-optimization (`Solver.setConstants`); required
    /// changes that conflict with the root's size wait for the next layout pass (`rootDemands`).
    func setConstants(_ changes: [(Constraint, Double)], owners: [LayoutConstraint]) {
        applyConstants(changes, owners: owners)
        if owners.contains(where: { $0.storedPriority.isRequired }) && rootYields() {
            rootDemands += owners.filter { $0.storedPriority.isRequired }
        }
    }

    /// `setConstants` without the root check. When the batch is refused (all or nothing), the
    /// changes go one by one and each refused one is broken.
    func applyConstants(_ changes: [(Constraint, Double)], owners: [LayoutConstraint]) {
        defer { solutionVersion += 1 }
        func one(_ i: Int) {
            do {
                try solver.setConstant(changes[i].1, of: changes[i].0)
                owners[i].appliedConstant = changes[i].1
            } catch {
                breakAfterRefusal(owners[i], error)
            }
        }
        if changes.count == 1 { return one(0) }
        do {
            try solver.setConstants(changes)
            for (i, c) in owners.enumerated() { c.appliedConstant = changes[i].1 }
        } catch {
            for i in changes.indices { one(i) }
        }
    }

    func priorityChanged(_ c: LayoutConstraint) throws(LayoutError) {
        markDirty()
        defer { checkAfterOperation("changing the priority of \(c)") }
        guard let sc = c.solverConstraint else { return }
        do {
            try solver.setStrength(c.strength, of: sc)
            solutionVersion += 1
        } catch {
            throw .solver(error.description)
        }
    }

    /// The alignment insets of `view` changed: constraints installed on it whose constant holds
    /// them (`View.shift(of:in:)`: multipliers, mixed mirroring) follow.
    func shiftsChanged(on view: View) {
        for c in view.installedConstraints where c.solverConstraint != nil && c.solverConstant() != c.appliedConstant {
            constantChanged(c)
        }
    }

    /// Leading/trailing constraints in the subtree are rebuilt for the new direction.
    func directionChanged(in top: View) {
        var seen = Set<ObjectIdentifier>()
        var flipped: [LayoutConstraint] = []
        top.forEachItemInSubtree { view in
            for c in view.affectingConstraints where c.firstAttribute.isDirectional || c.secondAttribute.isDirectional {
                guard seen.insert(ObjectIdentifier(c)).inserted else { continue }
                flipped.append(c)
            }
        }
        // All out before any goes back in: a constraint re-added for the new direction would
        // conflict with its partners still in the old one (leading and trailing of one view).
        for c in flipped { removeFromSolver(c) }
        for c in flipped { try? addToSolver(c, report: true) }
        // Directional margins put leading and trailing on other sides: left/right margin
        // constraints of those views change their constants.
        top.forEachInSubtree { view in
            if case .directional = view.insetsState?.margins { offsetsChanged(of: view) }
        }
        markDirty()
        checkAfterOperation("changing the layout direction of \(top.name)")
    }

    // MARK: Hierarchy changes

    func collectDirtyViews(in top: View) {
        invalidateSlots()
        top.forEachInSubtree { v in
            v.engineCache = self
            if v.insetsState != nil { usesInsets = true }
            if v.systemConstraintsDirty { systemDirtyViews.append(UnownedView(v)) }
        }
        markDirty()
    }

    /// `subtree` was added to this engine's tree; constraints of its former engine (and those
    /// waiting for an engine) move here.
    func adopt(subtree: View, from old: LayoutEngine?, dormant: [LayoutConstraint]) {
        old?.invalidateSlots()
        invalidateSlots()
        var moving: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        subtree.forEachItemInSubtree { v in
            for c in v.affectingConstraints where seen.insert(ObjectIdentifier(c)).inserted { moving.append(c) }
        }
        for c in moving {
            let user = c.kind == .user
            let view = c.installedView
            old?.removeFromSolver(c)
            old?.detachBookkeeping(c)
            if user {
                c.wantsActive = true
                c.installedView = view
            }
        }
        subtree.forEachInSubtree { v in
            v.autoresizingConstraints = []
            v.contentSizeConstraints = [nil, nil, nil, nil]
            v.rootConstraints = []
            v.systemConstraintsDirty = true
            v.needsLayoutFlag = true
            v.needsUpdateConstraintsFlag = true
        }
        collectDirtyViews(in: subtree)
        reinstall(moving.filter { $0.kind == .user } + dormant)
        subtree.superview?.needsLayoutFlag = true  // the slots are rebuilt from the flags
        checkAfterOperation("adding \(subtree.name) to the tree")
    }

    /// Removes every constraint touching `subtree` from this engine. Constraints reaching
    /// outside the subtree are deactivated; those inside it are returned, still marked active.
    func detach(subtree: View) -> [LayoutConstraint] {
        invalidateSlots()
        var inside: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        var all: [LayoutConstraint] = []
        subtree.forEachItemInSubtree { v in
            for c in v.affectingConstraints where seen.insert(ObjectIdentifier(c)).inserted { all.append(c) }
        }
        for c in all {
            let within =
                c.firstView?.isDescendant(of: subtree) == true
                && (c.secondReference.map { $0.view?.isDescendant(of: subtree) == true } ?? true)
            let view = c.installedView
            removeFromSolver(c)
            detachBookkeeping(c)
            if within && c.kind == .user {
                c.wantsActive = true
                c.installedView = view
                inside.append(c)
            }
        }
        subtree.forEachInSubtree { v in
            v.autoresizingConstraints = []
            v.contentSizeConstraints = [nil, nil, nil, nil]
            v.rootConstraints = []
            v.engineCache = nil
        }
        systemDirtyViews.removeAll { $0.view.isDescendant(of: subtree) }
        if !broken.isEmpty { retryBroken() }
        markDirty()
        checkAfterOperation("removing \(subtree.name) from the tree")
        return inside
    }

    /// Installs constraints that were active in another engine, keeping their install views.
    func reinstall(_ constraints: [LayoutConstraint]) {
        guard let root else { return }
        for c in constraints.sorted(by: { $0.serial < $1.serial }) {
            c.wantsActive = false
            // The install view is the items' nearest common ancestor, and the expression is in its
            // coordinates: a subtree moves whole, so the one it had still is.
            let on =
                c.installedView.flatMap { $0.isDescendant(of: root) ? $0 : nil }
                ?? c.firstView.flatMap { try? c.installationView(first: $0) } ?? root
            c.installedView = nil
            try? install(c, on: on)
        }
    }

    // MARK: Flags

    func markDirty() { dirty = true }

    /// Records `message` in ``diagnostics`` and logs it.
    package func diagnose(_ message: String) {
        diagnostics.append(message)
        logHandler(message)
    }
}
