import AutoLayout

extension Window {
    /// Runs `changes` in one animation of `duration` seconds (by default
    /// ``presentationDuration``) on ``runLoop`` (ease in and out) and `completion` when it ends;
    /// not `animated`, both at once. A duration the run loop refuses applies the changes at once too.
    func animate(_ animated: Bool, duration: Double? = nil, changes: () -> Void, completion: @escaping () -> Void) {
        guard animated else {
            changes()
            return completion()
        }
        do {
            try runLoop.animate(withDuration: duration ?? presentationDuration, animations: changes) { _ in completion() }
        } catch {
            changes()
            completion()
        }
    }

    /// The controllers presented in this window: over the root view controller, the nearest
    /// first, and over the controllers that define a presentation context in its tree.
    var presentedControllers: [ViewController] {
        var presented: [ViewController] = []
        var pending = rootViewController.map { [$0] } ?? []
        while !pending.isEmpty {
            let controller = pending.removeFirst()
            let chain = controller.presentedChain
            presented += chain
            pending += controller.children + chain.flatMap(\.children)
        }
        return presented
    }

    /// Gives the presented controllers the window's new traits and their views the frames of
    /// their styles for its new size and safe area.
    func updatePresentations() {
        for controller in presentedControllers {
            controller.updateTraits()
            controller.placement?.update(in: self, offset: 0)
        }
    }
}
