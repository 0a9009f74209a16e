import AutoLayout

extension Window {
    /// Turns the device to `orientation`, as iOS does when the user rotates it: the root view
    /// controller is told the traits to come (``ViewController/willTransition(to:with:)``, when
    /// a size class changes) and the size to come (``ViewController/viewWillTransition(to:with:)``);
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
        guard orientation != screen.orientation else { return }
        let target = Screen(device: screen.device, orientation: orientation)
        let size = target.device.windowSize(in: orientation, split: split)
        let traits = TraitCollection(device: target.device, orientation: orientation, split: split)
        let coordinator = TransitionCoordinator(transitionDuration: animated ? rotationDuration : 0, targetSize: size)
        if let root = rootViewController {
            if traits != traitCollection { root.willTransition(to: traits, with: coordinator) }
            root.viewWillTransition(to: size, with: coordinator)
        }
        let change = {
            self.apply(screen: target)
            self.rootViewController?.updateTraits()
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

    /// Takes `target`'s size (for the window's split) and safe area.
    func apply(screen target: Screen) {
        setScreen(target)
        frame = Rect(origin: .zero, size: target.device.windowSize(in: target.orientation, split: split))
        systemSafeAreaInsets = target.device.safeArea(in: target.orientation)
    }
}
