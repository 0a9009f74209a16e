import Cassowary

/// The measurement behind `View.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
///
/// The view's subtree is solved in a solver of its own, so the live layout is never touched:
/// no constraint of the tree's engine changes, no frame moves, no hook runs (bar the
/// `updateConstraints()` the subtree still owes, which UIKit runs before measuring too). The
/// solver holds, over the views' own variables:
/// - the active user constraints installed on the view and its descendants (those whose items
///   all lie in the subtree: a constraint to the view's superview is installed above it and
///   stays out, so the view is measured as if it were a root), broken ones included, since the
///   live engine may have broken them against the frame that the measurement sets aside;
/// - each descendant's autoresizing constraints while it translates its frame (not the view's
///   own, which tie it to its superview);
/// - each view's hugging and compression constraints at its intrinsic size, a text view
///   measured on one line at first;
/// - the target: `width == target.width` at the horizontal priority, `height == target.height`
///   at the vertical one.
/// Text that wraps at its laid-out width is then shown the solved width and re-measured, and the
/// solve repeated (at most three rounds), as the engine's own text pass does
/// (LayoutEngine+TextWrap.swift). A constraint the solver refuses is left out, as the engine
/// breaks it. The result is the view's frame size (its alignment rectangle plus its insets).
///
/// The solver is kept on the view (`View.fittingSolver`) while every constraint went in: the
/// next measurement of a subtree with the same structure (the same views, constraints,
/// relations, multipliers and priorities: a reused cell with new text) only changes constants,
/// one dual-simplex re-optimization instead of a solver built afresh.
struct FittingMeasurement {
    let view: View
    let target: Size
    let horizontal: LayoutPriority
    let vertical: LayoutPriority

    /// One solver row: what it comes from, the constant it holds now, and the solver
    /// constraint once made (a kept solver's rows are reused, so most measurements make none).
    struct Entry {
        enum Source {
            /// Made already (an autoresizing constraint).
            case made(Constraint)
            /// A user constraint, expressed as the engine expresses it.
            case user(LayoutConstraint)
            /// `variable + constant RELATION 0` at a priority (content size, target).
            case bound(Variable, Relation, LayoutPriority)
        }
        var source: Source
        var constant: Double
        var constraint: Constraint?

        /// The solver constraint, made now if it was not.
        mutating func made() -> Constraint {
            if let constraint { return constraint }
            let c: Constraint
            switch source {
            case .made(let made): c = made
            case .user(let user): c = Constraint(user.solverExpression(), user.solverRelation, strength: user.strength)
            case .bound(let v, let relation, let p):
                c = Constraint(LinearExpression([Term(v)], constant: constant), relation, strength: Strength.priority(Double(p.rawValue)))
            }
            constraint = c
            return c
        }
    }

    /// A view whose intrinsic size depends on its width, and its four content-size entries.
    struct Wrapping {
        let view: View
        var entries: [Int?]
        var size: Size
    }

    /// Measures the view (see the type's documentation).
    func measure() -> Size {
        view.wakeDormantConstraints()
        updateOwedConstraints()
        var plan = FittingPlan()
        collect(into: &plan)
        let solver: Solver
        if let cached = view.fittingSolver, cached.structure == plan.structure, cached.entries.count == plan.entries.count {
            solver = cached.solver
            let constants = plan.constants
            var changes: [(Constraint, Double)] = []
            for (old, new) in zip(cached.entries, constants) where old.constant != new {
                if let c = old.constraint { changes.append((c, new)) }
            }
            do { try solver.setConstants(changes) } catch {
                view.fittingSolver = nil
                return measure()
            }
            for k in plan.entries.indices { plan.entries[k].constraint = cached.entries[k].constraint }
        } else {
            solver = Solver()
            var complete = true
            for k in plan.entries.indices {
                do { try solver.addConstraint(plan.entries[k].made()) } catch { complete = false }
            }
            view.fittingSolver = nil
            if complete { view.fittingSolver = FittingSolver(solver: solver, structure: plan.structure, entries: plan.entries) }
        }
        fitText(&plan, in: solver)
        view.fittingSolver?.entries = plan.entries
        let i = view.alignmentRectInsets
        return Size(
            width: solver.value(of: view.widthVariable) + i.left + i.right,
            height: solver.value(of: view.heightVariable) + i.top + i.bottom)
    }

    /// Lists the solver's entries and the structure they have (what a kept solver must match).
    private func collect(into plan: inout FittingPlan) {
        view.forEachInSubtree { v in
            plan.structure.append(.init(ObjectIdentifier(v), 0, 0))
            for c in v.installedConstraints where c.wantsActive {
                plan.structure.append(.init(ObjectIdentifier(c), Double(c.storedPriority.rawValue), c.multiplier))
                plan.add(.user(c), constant: c.solverConstant())
            }
            if v !== view, v.translatesAutoresizingMaskIntoConstraints, let parent = v.superview {
                for (spec, c) in Self.autoresizingConstraints(of: v, in: parent) {
                    plan.structure.append(.init(ObjectIdentifier(v), Double(spec.attribute.hashValue), spec.multiplier))
                    plan.add(.made(c), constant: c.constant)
                }
            }
            guard !(v is GuideItem) else { return }
            let wraps = v.dependsOnLaidOutWidth
            let size = wraps ? v.fittingContentSize(laidOutWidth: nil) : v.intrinsicContentSize
            var entries: [Int?] = []
            for axis in LayoutAxis.allCases {
                let value = size[axis]
                let variable = axis == .horizontal ? v.widthVariable : v.heightVariable
                guard value != View.noIntrinsicMetric, value.isFinite, value >= 0 else {
                    entries += [nil, nil]
                    plan.structure.append(.init(ObjectIdentifier(v), -1, 0))
                    continue
                }
                let hug = v.contentHuggingPriority(for: axis)
                let resist = v.contentCompressionResistancePriority(for: axis)
                plan.structure.append(.init(ObjectIdentifier(v), Double(hug.rawValue), Double(resist.rawValue)))
                entries.append(plan.add(.bound(variable, .lessThanOrEqual, hug), constant: -value))
                entries.append(plan.add(.bound(variable, .greaterThanOrEqual, resist), constant: -value))
            }
            if wraps { plan.wrapping.append(Wrapping(view: v, entries: entries, size: size)) }
        }
        plan.structure.append(.init(ObjectIdentifier(view), Double(horizontal.rawValue), Double(vertical.rawValue)))
        plan.add(.bound(view.widthVariable, .equal, horizontal), constant: -target.width)
        plan.add(.bound(view.heightVariable, .equal, vertical), constant: -target.height)
    }

    /// Runs `updateConstraints()` where the subtree still owes it (a stack view's arrangement),
    /// so that the measured constraints are current. Plain views owe nothing.
    private func updateOwedConstraints() {
        var owes = false
        view.forEachInSubtree { v in
            if v.needsUpdateConstraintsFlag && !ViewSlots.hooks(of: v).isEmpty { owes = true }
        }
        if owes { view.updateConstraintsIfNeeded() }
    }

    /// Shows each wrapping view its solved width and re-solves while any re-measured.
    private func fitText(_ plan: inout FittingPlan, in solver: Solver) {
        guard !plan.wrapping.isEmpty else { return }
        for _ in 0..<3 {
            var changes: [(Constraint, Double)] = []
            for k in plan.wrapping.indices {
                let entry = plan.wrapping[k]
                let size = entry.view.fittingContentSize(laidOutWidth: solver.value(of: entry.view.widthVariable))
                guard size != entry.size, entry.entries.count == 4 else { continue }
                plan.wrapping[k].size = size
                for (slot, index) in entry.entries.enumerated() {
                    guard let index else { continue }
                    let constant = -(slot < 2 ? size.width : size.height)
                    plan.entries[index].constant = constant
                    if let c = plan.entries[index].constraint, solver.hasConstraint(c) { changes.append((c, constant)) }
                }
            }
            guard !changes.isEmpty else { return }
            do { try solver.setConstants(changes) } catch { return }
        }
    }

    /// The autoresizing constraints the engine would make for `v` in `parent`, expressed in
    /// `parent`'s coordinates, with the specs they come from.
    static func autoresizingConstraints(of v: View, in parent: View) -> [(LayoutEngine.AutoresizingSpec, Constraint)] {
        LayoutEngine.autoresizingSpecs(v, parent).map { s in
            let c =
                s.viewFirst
                ? LayoutConstraint(
                    item: v, attribute: s.attribute, relatedBy: .equal,
                    toItem: s.parentAttribute == .notAnAttribute ? nil : parent,
                    attribute: s.parentAttribute, multiplier: s.multiplier, constant: s.constant,
                    priority: .required, kind: .autoresizingMask)
                : LayoutConstraint(
                    item: parent, attribute: s.parentAttribute, relatedBy: .equal, toItem: v,
                    attribute: s.attribute, multiplier: 1, constant: s.constant,
                    priority: .required, kind: .autoresizingMask)
            c.installedView = parent
            return (s, Constraint(c.solverExpression(), c.solverRelation, strength: .required))
        }
    }
}

/// What one measurement puts in its solver: the entries in order, and the structure a kept
/// solver must have to be reused (identities, priorities and multipliers, in order).
struct FittingPlan {
    struct Part: Equatable {
        var id: ObjectIdentifier
        var a: Double
        var b: Double
        init(_ id: ObjectIdentifier, _ a: Double, _ b: Double) {
            self.id = id
            self.a = a
            self.b = b
        }
    }

    var structure: [Part] = []
    var entries: [FittingMeasurement.Entry] = []
    var wrapping: [FittingMeasurement.Wrapping] = []
    /// The constants of this measurement's entries (kept when a cached solver's entries replace them).
    var constants: [Double] { entries.map(\.constant) }

    @discardableResult
    mutating func add(_ source: FittingMeasurement.Entry.Source, constant: Double) -> Int {
        entries.append(FittingMeasurement.Entry(source: source, constant: constant))
        return entries.count - 1
    }
}

/// A fitting solver kept on the measured view, with the structure and entries it holds.
final class FittingSolver {
    let solver: Solver
    let structure: [FittingPlan.Part]
    var entries: [FittingMeasurement.Entry]

    init(solver: Solver, structure: [FittingPlan.Part], entries: [FittingMeasurement.Entry]) {
        self.solver = solver
        self.structure = structure
        self.entries = entries
    }
}
