import AutoLayout

extension Window {
    /// Turns the device to `orientation`, as iOS does when the user rotates it: the root view
    /// controller is told the traits to come (``ViewController/willTransition(to:with:)``, when
    /// they change) and the size to come (``ViewController/viewWillTransition(to:with:)``);
    /// then, inside one animation of ``rotationDuration`` seconds on ``runLoop`` (ease in and
    /// out), the window takes the new size and safe area, the traits change
    /// (``ViewController/traitCollectionDidChange(_:)``), the coordinator's alongside blocks run
    /// and the tree lays out, so every view moves from its old frame to its new one; the
    /// coordinator's completions run when the animation ends. Not animated, all of it happens
    /// at once. Turning to the current orientation does nothing.
    ///
    /// UIKit also turns a snapshot of the window by a quarter turn during the animation;
    /// Rigging shows the frames only.
    ///
    /// - Throws: ``LayoutAnimationError`` when ``rotationDuration`` is not a valid duration.
    public func rotate(to orientation: Device.Orientation, animated: Bool = true) throws(LayoutAnimationError) {
        try transition(to: Screen(device: screen.device, orientation: orientation), split: split, animated: animated)
    }

    /// Gives the window another share of an iPad's screen (the user dragging the Split View
    /// divider), as a transition like ``rotate(to:animated:)``'s: the size and perhaps the
    /// horizontal size class change. On an iPhone, and for the current split, nothing happens.
    ///
    /// - Throws: ``LayoutAnimationError`` when ``rotationDuration`` is not a valid duration.
    public func resize(to split: Device.SplitWidth, animated: Bool = true) throws(LayoutAnimationError) {
        try transition(to: screen, split: split, animated: animated)
    }

    /// The transition to `target` and `split`: hooks first, then one animation (or none).
    private func transition(to target: Screen, split newSplit: Device.SplitWidth, animated: Bool) throws(LayoutAnimationError) {
        let size = target.device.windowSize(in: target.orientation, split: newSplit)
        let traits = TraitCollection(device: target.device, orientation: target.orientation, split: newSplit)
        guard target != screen || size != view.bounds.size || traits != traitCollection else { return }
        let coordinator = TransitionCoordinator(transitionDuration: animated ? rotationDuration : 0, targetSize: size)
        if let root = rootViewController {
            if traits != traitCollection { root.willTransition(to: traits, with: coordinator) }
            root.viewWillTransition(to: size, with: coordinator)
        }
        for presented in presentedControllers {
            if traits != traitCollection { presented.willTransition(to: traits, with: coordinator) }
            presented.viewWillTransition(to: size, with: coordinator)
        }
        let change = {
            self.setScreen(target, split: newSplit)
            self.view.frame = Rect(origin: .zero, size: size)
            self.view.systemSafeAreaInsets = target.device.safeArea(in: target.orientation)
            self.rootViewController?.updateTraits()
            self.updatePresentations()
            coordinator.runAlongside()
            self.layoutIfNeeded()
        }
        if animated {
            try runLoop.animate(withDuration: rotationDuration, animations: change) { _ in coordinator.runCompletions() }
        } else {
            change()
            coordinator.runCompletions()
        }
    }
}
