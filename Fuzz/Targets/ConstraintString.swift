import AutoLayout

/// The constraint-string fuzz target: the input's bytes (UTF-8, invalid sequences replaced)
/// are parsed by `LayoutConstraint.parse(_:views:metrics:)`. Checks:
/// - a rejected string throws `ConstraintParseError` whose text is the input and whose
///   position lies in 0...count;
/// - an accepted string gives a valid constraint whose `equation` parses back to the same
///   attributes, relation, multiplier, constant and priority; activating it in a tree and
///   laying out keeps every frame finite.
enum ConstraintStringFuzz {
    static let metrics: [String: Double] = ["m": 12, "pad": -8, "huge": 1e300, "tiny": 1e-300, "nan": .nan, "inf": .infinity]

    static func run(_ bytes: [UInt8]) -> String? {
        let log = FuzzLog()
        return log.report(check(String(decoding: bytes, as: UTF8.self), log: log))
    }

    /// Runs one string; the engines log to `log`.
    static func check(_ text: String, log: FuzzLog) -> String? {
        let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.engine.logHandler = log.handler
        var views = ["view": root]
        for name in ["a", "b", "c"] {
            let child = View(name: name)
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            views[name] = child
        }
        let orphan = View(name: "orphan")
        orphan.engine.logHandler = log.handler
        views["orphan"] = orphan
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint.parse(text, views: views, metrics: metrics)
        } catch {
            guard error.text == text else { return "error text \(error.text.debugDescription) is not the input" }
            guard (0...text.count).contains(error.position) else { return "position \(error.position) outside \(text.debugDescription)" }
            guard !error.description.isEmpty else { return "empty error for \(text.debugDescription)" }
            return nil
        }
        do { try constraint.validate() } catch { return "\(text.debugDescription) parsed but is invalid: \(error)" }
        let equation = constraint.equation
        let again: LayoutConstraint
        do {
            again = try LayoutConstraint.parse(equation, views: views, metrics: metrics)
        } catch {
            return "\(text.debugDescription) prints as \(equation.debugDescription), which does not parse: \(error)"
        }
        func close(_ x: Double, _ y: Double) -> Bool { x == y || abs(x - y) <= 1e-9 * max(abs(x), abs(y)) }
        guard again.firstItem === constraint.firstItem, again.firstAttribute == constraint.firstAttribute,
            again.relation == constraint.relation, again.secondItem === constraint.secondItem,
            again.secondAttribute == constraint.secondAttribute, close(again.multiplier, constraint.multiplier),
            close(again.constant, constraint.constant), again.priority == constraint.priority
        else {
            return "\(text.debugDescription) prints as \(equation.debugDescription), which reads back as \(again.equation.debugDescription)"
        }
        do { try constraint.activate() } catch { return nil }  // a typed refusal (no common ancestor) is fine
        root.layoutIfNeeded()
        for view in views.values
        where
            !(view.frame.minX.isFinite && view.frame.minY.isFinite
            && view.frame.width.isFinite && view.frame.height.isFinite)
        {
            return "\(text.debugDescription): \(view.name) has frame \(view.frame)"
        }
        return nil
    }
}
