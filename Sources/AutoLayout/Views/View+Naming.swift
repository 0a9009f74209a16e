// How outputs name a view (descriptions, traces, frame dumps, layout assertions) and how code
// finds one: UIKit's `tag`, `viewWithTag(_:)` and `accessibilityIdentifier`.

extension View {
    /// The name descriptions, traces and frame dumps print: the name given at creation; for a
    /// view made without one, its `accessibilityIdentifier`; else its type and its place in the
    /// tree, `Type[i.j.k]`, where i is the index among the root's subviews of the ancestor below
    /// the root, j the next one's index among that view's subviews, and so on down to the view
    /// itself (a root without a name is `View[]`). The place changes when the tree does; give a
    /// name or an identifier to keep one.
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View()
    /// let card = View(), title = Label(text: "Title"), badge = View()
    /// root.addSubview(card)
    /// card.addSubview(title)
    /// card.addSubview(badge)
    /// badge.accessibilityIdentifier = "badge"
    /// // root.name is "View[]", card.name "View[0]", title.name "Label[0.0]", badge.name "badge"
    /// ```
    public var name: String {
        if let givenName { return givenName }
        if let accessibilityIdentifier { return accessibilityIdentifier }
        return "\(typeName)[\(treePath)]"
    }

    /// The indices from the root down to this view, joined by dots (empty for a root).
    private var treePath: String {
        var indices: [Int] = []
        var view = self
        while let parent = view.superview {
            // A guide's item has a superview but is in no `subviews`: it has no index.
            if let index = parent.subviews.firstIndex(where: { $0 === view }) { indices.append(index) }
            view = parent
        }
        return indices.reversed().map(String.init).joined(separator: ".")
    }

    /// The name kept for a view once it is gone (a constraint's description): the given name, the
    /// identifier, or the type.
    var lastingName: String { givenName ?? accessibilityIdentifier ?? typeName }

    /// The first view with `tag` among this view and its descendants, searched depth-first
    /// (the view itself first, then each subview's subtree in subview order), as UIKit's
    /// `viewWithTag(_:)`; nil when none has it.
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View(), row = View(), button = Button(title: "OK")
    /// button.tag = 7
    /// root.addSubview(row)
    /// row.addSubview(button)
    /// // root.viewWithTag(7) is button; root.viewWithTag(0) is root itself (every view's default tag)
    /// ```
    public func viewWithTag(_ tag: Int) -> View? {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            if v.tag == tag { return v }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return nil
    }
}

extension View {
    /// The keys outputs give `views` (listed in tree order, as dumps list them): each view's
    /// `name`, and for a name that an earlier view of the list already has, the name followed by
    /// `#2`, `#3`, ... in list order (skipping a key some view already has as its name), so that
    /// two rows made in a loop with one name are `row` and `row#2` in every dump, log and page,
    /// and every dump reads back.
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View(name: "list")
    /// for _ in 0..<3 { root.addSubview(View(name: "row")) }
    /// var views: [View] = []
    /// root.forEachInSubtree { views.append($0) }
    /// // View.distinctNames(views) is ["list", "row", "row#2", "row#3"]
    /// ```
    public static func distinctNames(_ views: [View]) -> [String] {
        let names = views.map(\.name)
        let taken = Set(names)
        var used: Set<String> = []
        var counts: [String: Int] = [:]
        var result: [String] = []
        result.reserveCapacity(names.count)
        for name in names {
            guard used.contains(name) else {
                used.insert(name)
                result.append(name)
                continue
            }
            var n = counts[name] ?? 1
            var key: String
            repeat {
                n += 1
                key = "\(name)#\(n)"
            } while taken.contains(key) || used.contains(key)
            counts[name] = n
            used.insert(key)
            result.append(key)
        }
        return result
    }
}
