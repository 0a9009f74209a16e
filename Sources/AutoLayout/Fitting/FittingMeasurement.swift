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
struct FittingMeasurement {
    let view: View
    let target: Size
    let horizontal: LayoutPriority
    let vertical: LayoutPriority

    private let solver = Solver()
    /// The views whose intrinsic size depends on their width, with their four content-size
    /// constraints (width hug, width resist, height hug, height resist) and their last size.
    private var wrapping: [(view: View, constraints: [Constraint?], size: Size)] = []

    init(view: View, target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.view = view
        self.target = target
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Measures the view (see the type's documentation).
    mutating func measure() -> Size {
        view.wakeDormantConstraints()
        updateOwedConstraints()
        var constraints: [Constraint] = []
        view.forEachInSubtree { v in
            for c in v.installedConstraints where c.wantsActive {
                constraints.append(Constraint(c.solverExpression(), c.solverRelation, strength: c.strength))
            }
            if v !== view, v.translatesAutoresizingMaskIntoConstraints, let parent = v.superview {
                constraints += Self.autoresizingConstraints(of: v, in: parent)
            }
            let sized = contentSizeConstraints(of: v)
            constraints += sized.compactMap { $0 }
            if v.dependsOnLaidOutWidth {
                wrapping.append((v, sized, v.fittingContentSize(laidOutWidth: nil)))
            }
        }
        constraints.append(Constraint(LinearExpression([Term(view.widthVariable)], constant: -target.width), .equal,
                                      strength: Strength.priority(Double(horizontal.rawValue))))
        constraints.append(Constraint(LinearExpression([Term(view.heightVariable)], constant: -target.height), .equal,
                                      strength: Strength.priority(Double(vertical.rawValue))))
        for c in constraints { try? solver.addConstraint(c) }
        fitText()
        let i = view.alignmentRectInsets
        return Size(width: solver.value(of: view.widthVariable) + i.left + i.right,
                    height: solver.value(of: view.heightVariable) + i.top + i.bottom)
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

    /// The hugging and compression constraints of `v` at its one-line intrinsic size (nil on an
    /// axis without one), in the order width hug, width resist, height hug, height resist.
    private func contentSizeConstraints(of v: View) -> [Constraint?] {
        guard !(v is GuideItem) else { return [] }
        let size = v.dependsOnLaidOutWidth ? v.fittingContentSize(laidOutWidth: nil) : v.intrinsicContentSize
        var out: [Constraint?] = []
        for axis in LayoutAxis.allCases {
            let value = size[axis]
            let variable = axis == .horizontal ? v.widthVariable : v.heightVariable
            let valid = value != View.noIntrinsicMetric && value.isFinite && value >= 0
            let hug = Strength.priority(Double(v.contentHuggingPriority(for: axis).rawValue))
            let resist = Strength.priority(Double(v.contentCompressionResistancePriority(for: axis).rawValue))
            out.append(valid ? Constraint(LinearExpression([Term(variable)], constant: -value), .lessThanOrEqual, strength: hug) : nil)
            out.append(valid ? Constraint(LinearExpression([Term(variable)], constant: -value), .greaterThanOrEqual, strength: resist) : nil)
        }
        return out
    }

    /// Shows each wrapping view its solved width and re-solves while any re-measured.
    private mutating func fitText() {
        guard !wrapping.isEmpty else { return }
        for _ in 0..<3 {
            var changes: [(Constraint, Double)] = []
            for k in wrapping.indices {
                let entry = wrapping[k]
                let size = entry.view.fittingContentSize(laidOutWidth: solver.value(of: entry.view.widthVariable))
                guard size != entry.size, entry.constraints.count == 4 else { continue }
                wrapping[k].size = size
                for (slot, c) in entry.constraints.enumerated() {
                    guard let c, solver.hasConstraint(c) else { continue }
                    changes.append((c, -(slot < 2 ? size.width : size.height)))
                }
            }
            guard !changes.isEmpty else { return }
            do { try solver.setConstants(changes) } catch { return }
        }
    }

    /// The autoresizing constraints the engine would make for `v` in `parent`, expressed in
    /// `parent`'s coordinates.
    static func autoresizingConstraints(of v: View, in parent: View) -> [Constraint] {
        LayoutEngine.autoresizingSpecs(v, parent).map { s in
            let c = s.viewFirst
                ? LayoutConstraint(item: v, attribute: s.attribute, relatedBy: .equal,
                                   toItem: s.parentAttribute == .notAnAttribute ? nil : parent,
                                   attribute: s.parentAttribute, multiplier: s.multiplier, constant: s.constant,
                                   priority: .required, kind: .autoresizingMask)
                : LayoutConstraint(item: parent, attribute: s.parentAttribute, relatedBy: .equal, toItem: v,
                                   attribute: s.attribute, multiplier: 1, constant: s.constant,
                                   priority: .required, kind: .autoresizingMask)
            c.installedView = parent
            return Constraint(c.solverExpression(), c.solverRelation, strength: .required)
        }
    }
}
