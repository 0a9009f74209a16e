import AutoLayout

// Reading stack views (a view's `"stack"` object); `SceneValidator` checks their arrangements.

extension SceneDecoder {
    /// A view's `"stack"` object.
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
            for (i, item) in try array(v, path + ".arranged").enumerated() { names.append(try string(item, path + ".arranged[\(i)]")) }
            stack.arranged = names
        }
        if let v = o["customSpacing"] { stack.customSpacing = try metrics(v, path + ".customSpacing") }
        if let v = o["layoutMarginsRelative"] { stack.isLayoutMarginsRelative = try bool(v, path + ".layoutMarginsRelative") }
        if let v = o["baselineRelative"] { stack.isBaselineRelative = try bool(v, path + ".baselineRelative") }
        return stack
    }

    /// An event's `"hide"` or `"show"` list of view names.
    func viewList(_ value: JSONValue, _ path: String) throws(SceneError) -> [String] {
        var names: [String] = []
        for (i, item) in try array(value, path).enumerated() { names.append(try string(item, path + "[\(i)]")) }
        return names
    }
}
