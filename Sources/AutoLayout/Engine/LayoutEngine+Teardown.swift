// How an engine lets go of its tree. The root owns the engine, so the engine's end comes from
// the root: when the root is freed (`treeWillDeinit`, from its deinit) or becomes a subview of
// another tree (`retire`, after the new tree's engine adopted its constraints). An engine the
// user still holds afterwards is empty: no root, no views, no constraints, an empty solver.

extension LayoutEngine {
    /// The root is being freed. Subviews held elsewhere become roots, keeping the constraints
    /// inside their subtrees active (waiting for an engine of their own, as after
    /// `removeFromSuperview()`); every other constraint of the tree becomes inactive. No solver
    /// work, no engine made: the solver is dropped.
    func treeWillDeinit() {
        guard let root = rootStorage else { return }
        invalidateSlots()  // kept views keep their last frames
        let (kept, all, keptOf) = Self.markedPartition(below: root)
        // Constraints that stay active: both items inside one kept subtree (user constraints only;
        // engine-made ones are made again by the next engine).
        var staying = [[(LayoutConstraint, View?)]](repeating: [], count: kept.count)
        for (i, entry) in all.enumerated() where keptOf[i] >= 0 {
            let view = entry.view
            let mark = view.orderIndex
            // Each constraint once: from its first item.
            for c in view.affectingConstraints where c.kind == .user && c.firstReference.view === view {
                if let reference = c.secondReference {
                    guard let second = reference.view, second.orderIndex == mark else { continue }
                }
                staying[keptOf[i]].append((c, c.installedView))
            }
        }
        for entry in all { Self.forget(entry.view) }
        for c in broken + pendingConstants { c.resetToInactive() }
        clearAll()
        Self.removeFromSuperviews(kept)
        for (k, top) in kept.enumerated() {
            for (c, installedOn) in staying[k] {
                c.wantsActive = true
                c.installedView = installedOn
            }
            top.dormantConstraints = staying[k].map(\.0)
        }
    }

    /// A root without an engine is being freed (its constraints dormant, as after
    /// `removeFromSuperview()`): as `treeWillDeinit()` does for a root with one, the constraints
    /// inside a subtree held elsewhere stay active, dormant on that subtree's top, and every
    /// other one becomes inactive.
    static func rootWithoutEngineWillDeinit(_ root: View) {
        let dormant = root.dormantConstraints
        root.dormantConstraints = []
        guard !dormant.isEmpty else { return }
        let (kept, all, _) = markedPartition(below: root)
        for c in dormant {
            let mark = c.firstReference.view?.orderIndex ?? -1
            let inOneKeptSubtree = mark <= -2 && (c.secondReference.map { $0.view?.orderIndex == mark } ?? true)
            if inOneKeptSubtree {
                kept[-2 - mark].dormantConstraints.append(c)
            } else {
                c.resetToInactive()
            }
        }
        for entry in all { entry.view.orderIndex = -1 }
    }

    /// `partition(below:)` with each view's guide items in their owner's kept subtree, and every
    /// view's and guide's `orderIndex` set to `-2 - keptOf[i]` (-1 outside kept subtrees), so two
    /// items lie in one kept subtree when their marks are equal and at most -2. The caller resets
    /// every `orderIndex` in `all` to -1 when done.
    static func markedPartition(below root: View) -> (kept: [View], all: [UnownedView], keptOf: [Int]) {
        var (kept, all, keptOf) = partition(below: root)
        for i in all.indices {
            for guide in all[i].view.guideStorage {
                all.append(UnownedView(guide.item))
                keptOf.append(keptOf[i])
            }
        }
        for (i, entry) in all.enumerated() { entry.view.orderIndex = -2 - keptOf[i] }
        return (kept, all, keptOf)
    }

    /// This engine's tree became part of another tree, whose engine took its constraints.
    func retire() {
        invalidateSlots()
        clearAll()
    }

    /// The views below `root` (and `root`), breadth-first: `kept` are the topmost ones that
    /// something other than their superview holds (they outlive the root: their slot in the
    /// superview's `subviews` is not the only reference), `all` is every view, and `keptOf[i]`
    /// is the index in `kept` of the kept subtree holding `all[i]`, or -1.
    private static func partition(below root: View) -> (kept: [View], all: [UnownedView], keptOf: [Int]) {
        var kept: [View] = []
        var all = [UnownedView(root)]
        var keptOf = [-1]
        var index = 0
        while index < all.count {
            let parent = all[index].view
            let parentKept = keptOf[index]
            parent.subviews.withUnsafeMutableBufferPointer { slots in
                for i in slots.indices {
                    all.append(UnownedView(slots[i]))
                    if parentKept >= 0 {
                        keptOf.append(parentKept)
                    } else if !isKnownUniquelyReferenced(&slots[i]) {
                        keptOf.append(kept.count)
                        kept.append(slots[i])
                    } else {
                        keptOf.append(-1)
                    }
                }
            }
            index += 1
        }
        return (kept, all, keptOf)
    }

    /// Drops `view`'s part in the engine: its constraints become inactive, its caches empty.
    private static func forget(_ view: View) {
        for c in view.affectingConstraints { c.resetToInactive() }
        view.affectingConstraints = []
        view.installedConstraints = []
        view.autoresizingConstraints = []
        view.contentSizeConstraints = [nil, nil, nil, nil]
        view.rootConstraints = []
        view.engineCache = nil
        view.orderIndex = -1
        view.systemConstraintsDirty = true
        view.needsUpdateConstraintsFlag = true
        view.needsLayoutFlag = true
        view.solvedAlignmentRect = nil
    }

    /// Empties the engine: no root, views, constraints or solver rows remain.
    private func clearAll() {
        rootStorage = nil
        solverMap = [:]
        broken = []
        pendingConstants = []
        systemDirtyViews = []
        layoutQueue = []
        updateQueue = []
        exerciseConstraints = [:]
        solver.reset()
        dirty = false
    }
}

extension LayoutEngine {
    /// Takes `views` (leaving a tree that is being freed) out of their superviews' `subviews`:
    /// one pass over each superview's subviews, however many of them leave, so freeing a root
    /// with N kept subviews is linear in N. Returns the subview entries looked at.
    @discardableResult
    static func removeFromSuperviews(_ views: [View]) -> Int {
        var scanned = 0
        var leaving: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
        var parents: [View] = []
        for view in views {
            guard let parent = view.superviewStorage else { continue }
            let key = ObjectIdentifier(parent)
            if leaving[key] == nil { parents.append(parent) }
            leaving[key, default: []].insert(ObjectIdentifier(view))
            view.superviewStorage = nil
        }
        for parent in parents {
            guard let children = leaving[ObjectIdentifier(parent)] else { continue }
            scanned += parent.subviews.count
            parent.subviews.removeAll { children.contains(ObjectIdentifier($0)) }
        }
        return scanned
    }
}
