import Cassowary

// Constraint-based layout debugging, as UIKit's `UIConstraintBasedLayoutDebugging`:
// ambiguity per view, a trace of the tree, exercising ambiguity, recursive descriptions.

extension View {
    /// True exactly when the view's frame is not uniquely determined by the active constraints
    /// (some optimal solution puts it elsewhere or sizes it differently).
    public var hasAmbiguousLayout: Bool { !ambiguousAttributes.isEmpty }

    /// The variables of the alignment rectangle that are not determined: `minX`, `minY`, `Width`, `Height`.
    public var ambiguousAttributes: [String] {
        let engine = self.engine
        engine.prepareForQueries()
        var pairs: [(Variable, String)] = [(widthVariable, "Width"), (heightVariable, "Height")]
        if superview != nil { pairs.insert(contentsOf: [(minX, "minX"), (minY, "minY")], at: 0) }
        return pairs.filter { !engine.isDetermined($0.0) }.map(\.1)
    }

    /// Moves an ambiguous view to another valid solution (and back on the next call); returns
    /// false when the layout is not ambiguous. Deterministic: each call alternates direction.
    @discardableResult
    public func exerciseAmbiguityInLayout() -> Bool {
        let engine = self.engine
        engine.prepareForQueries()
        let pairs: [Variable] = superview == nil ? [widthVariable, heightVariable] : [minX, minY, widthVariable, heightVariable]
        guard let variable = pairs.first(where: { !engine.isDetermined($0) }) else { return false }
        engine.exercise(variable)
        engine.layoutIfNeeded()
        return true
    }

    /// The tree with frames, one view per line, as UIKit's `recursiveDescription`.
    public var recursiveDescription: String {
        var lines: [String] = []
        func walk(_ view: View, _ depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.description)
            for child in view.subviews { walk(child, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }

    /// A trace of the tree like UIKit's `_autolayoutTrace`: `•` the root, `*` views laid out by
    /// their own constraints, and `- AMBIGUOUS LAYOUT for name.minX, ...` on ambiguous views. Each
    /// view's layout guides follow it, one level deeper (`*<LayoutGuide:owner'identifier'>`).
    public var autolayoutTrace: String {
        var lines: [String] = []
        func walk(_ view: View, _ depth: Int) {
            let mark = view.superview == nil ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "" : "*")
            var line = String(repeating: "|   ", count: depth) + mark + "<\(view.typeName): \(view.name)>"
            let ambiguous = view.ambiguousAttributes
            if !ambiguous.isEmpty {
                line += " - AMBIGUOUS LAYOUT for " + ambiguous.map { "\(view.name).\($0)" }.joined(separator: ", ")
            }
            lines.append(line)
            for guide in view.guideStorage {
                var guideLine = String(repeating: "|   ", count: depth + 1) + "*<\(guide.name)>"
                let ambiguous = guide.ambiguousAttributes
                if !ambiguous.isEmpty {
                    guideLine += " - AMBIGUOUS LAYOUT for " + ambiguous.map { "\(guide.name).\($0)" }.joined(separator: ", ")
                }
                lines.append(guideLine)
            }
            for child in view.subviews { walk(child, depth + 1) }
        }
        walk(rootView, 0)
        return lines.joined(separator: "\n")
    }
}

extension LayoutEngine {
    /// The views of the tree whose layout is ambiguous, in `views` order.
    public var ambiguousViews: [View] { views.filter(\.hasAmbiguousLayout) }

    /// The layout guides of the tree whose frame is ambiguous, in their owners' `views` order.
    public var ambiguousLayoutGuides: [LayoutGuide] { views.flatMap(\.layoutGuides).filter(\.hasAmbiguousLayout) }

    func prepareForQueries() {
        updateConstraintsPass()
        flushPendingConstants()
    }

    /// True when `variable` has the same value at every optimal solution of the active
    /// constraints (`Solver.isDetermined`); the pulls of `exerciseAmbiguityInLayout()` are left
    /// out of the question, then put back.
    func isDetermined(_ variable: Variable) -> Bool {
        guard !exerciseConstraints.isEmpty else { return solver.isDetermined(variable) }
        let pulls = exerciseConstraints.values.sorted { $0.order < $1.order }.map(\.pull)
        for pull in pulls { try? solver.removeConstraint(pull) }
        let determined = solver.isDetermined(variable)
        for pull in pulls { try? solver.addConstraint(pull) }
        return determined
    }

    /// Pulls an ambiguous variable 50 points away (alternating direction) below every priority.
    func exercise(_ variable: Variable) {
        let id = ObjectIdentifier(variable)
        var direction = 1.0
        if let (old, oldDirection, _) = exerciseConstraints[id] {
            try? solver.removeConstraint(old)
            direction = -oldDirection
        }
        let target = solver.value(of: variable) + 50 * direction
        let pull = Constraint(LinearExpression([Term(variable)], constant: -target), .equal, strength: .level(0.0005))
        if (try? solver.addConstraint(pull)) != nil {
            exerciseConstraints[id] = (pull, direction, exercisesMade)
            exercisesMade += 1
        }
        solutionVersion += 1
        markDirty()
    }
}
