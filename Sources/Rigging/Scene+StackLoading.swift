import AutoLayout

// Reading stack views (a view's `"stack"` object) and checking their arrangements once every
// view is known.

extension SceneDecoder {
    /// A view's `"stack"` object (its `arranged` names are checked by `checkStacks`).
    func decodeStack(_ value: JSONValue, _ path: String) throws(SceneError) -> SceneStack {
        let o = try object(value, path, kind: .stack)
        var stack = SceneStack()
        if let v = o["axis"] {
            let text = try string(v, path + ".axis")
            guard let axis = LayoutAxis(rawValue: text) else {
                throw fail(path + ".axis", .expected("\"horizontal\" or \"vertical\"", found: InputQuote.quoted(text)))
            }
            stack.axis = axis
        }
        if let v = o["distribution"] {
            let text = try string(v, path + ".distribution")
            guard let distribution = StackView.Distribution(rawValue: text) else {
                let names = StackView.Distribution.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw fail(path + ".distribution", .expected("one of \(names)", found: InputQuote.quoted(text)))
            }
            stack.distribution = distribution
        }
        if let v = o["alignment"] {
            let text = try string(v, path + ".alignment")
            let aliases = ["top": StackView.Alignment.leading, "bottom": .trailing]
            guard let alignment = StackView.Alignment(rawValue: text) ?? aliases[text] else {
                let names = (StackView.Alignment.allCases.map(\.rawValue) + ["top", "bottom"]).map { "\"\($0)\"" }
                throw fail(path + ".alignment", .expected("one of \(names.joined(separator: ", "))", found: InputQuote.quoted(text)))
            }
            stack.alignment = alignment
        }
        if let v = o["spacing"] { stack.spacing = try number(v, path + ".spacing") }
        if let v = o["arranged"] {
            var names: [String] = []
            for (i, item) in try array(v, path + ".arranged").enumerated() {
                let name = try string(item, path + ".arranged[\(i)]")
                guard !names.contains(name) else { throw fail(path + ".arranged[\(i)]", .duplicateName(name)) }
                names.append(name)
            }
            stack.arranged = names
        }
        if let v = o["customSpacing"] { stack.customSpacing = try metrics(v, path + ".customSpacing") }
        if let v = o["layoutMarginsRelative"] { stack.isLayoutMarginsRelative = try bool(v, path + ".layoutMarginsRelative") }
        if let v = o["baselineRelative"] { stack.isBaselineRelative = try bool(v, path + ".baselineRelative") }
        return stack
    }

    /// Checks every stack's `arranged` names (subviews of the stack) and `customSpacing` keys
    /// (arranged views), once all views are read.
    func checkStacks(_ views: [SceneView]) throws(SceneError) {
        for (i, view) in views.enumerated() {
            guard let stack = view.stack else { continue }
            let path = "views[\(i)].stack"
            let subviews = views.filter { $0.parent == view.name }.map(\.name)
            for (j, name) in (stack.arranged ?? []).enumerated() where !subviews.contains(name) {
                throw fail(path + ".arranged[\(j)]", .unknownView(name, known: subviews))
            }
            let arranged = stack.arranged ?? subviews
            for name in stack.customSpacing.keys.sorted() where !arranged.contains(name) {
                throw fail(path + ".customSpacing." + name, .unknownView(name, known: arranged))
            }
        }
    }

    /// An event's `"hide"` or `"show"` list: names of scene views other than the root.
    func viewList(_ value: JSONValue, _ path: String) throws(SceneError) -> [String] {
        var names: [String] = []
        let known = Array(viewNames.dropFirst())
        for (i, item) in try array(value, path).enumerated() {
            let name = try string(item, path + "[\(i)]")
            guard known.contains(name) else { throw fail(path + "[\(i)]", .unknownView(name, known: known)) }
            names.append(name)
        }
        return names
    }
}
