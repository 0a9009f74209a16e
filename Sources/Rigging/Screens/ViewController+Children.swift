import AutoLayout

extension ViewController {
    /// Adds `child` as a child view controller (removing it from its previous parent first),
    /// calling its ``willMove(toParent:)`` first, as UIKit does. Add its view to your view tree
    /// yourself, then call `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.updateTraits()
    }

    /// Removes the view controller from its parent and calls ``didMove(toParent:)`` with nil, as
    /// UIKit does (call `willMove(toParent: nil)` and remove its view from the tree yourself).
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Adds `child`, puts its root view into `container` filling it, and calls its
    /// ``didMove(toParent:)``: the steps of a container view controller, in UIKit's order.
    /// When this controller is shown, the child's appearance hooks run around it.
    public func embed(_ child: ViewController, in container: View) {
        addChild(child)
        transitionAppearance(from: nil, to: child, animated: false) { Self.fill(container, with: child.view) }
        child.didMove(toParent: self)
    }

    /// Adds `view` to `container` with its edges pinned to the container's.
    static func fill(_ container: View, with view: View) {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        // Edges of a subview pinned to its superview with zero constants: nothing to refuse.
        _ = try? view.pinEdges(to: container)
    }

    /// Removes the children of `old` that `new` does not hold, in UIKit's order (`willMove(toParent: nil)`,
    /// their views out of the tree, ``removeFromParent()``), and adds those of `new` that are not
    /// children yet, returning them (call their ``didMove(toParent:)`` once their views are in place).
    func exchangeChildren(_ old: [ViewController], for new: [ViewController]) -> [ViewController] {
        for child in old where !new.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        let added = new.filter { $0.parent !== self }
        for child in added { addChild(child) }
        return added
    }
}
