import AutoLayout
import Motion

/// The state of an interactive pop under way.
struct InteractivePop {
    let leaving: ViewController
    let returning: ViewController
    let coordinator: TransitionCoordinator
    /// Drives the coordinator's alongside blocks with the pop's progress (nil if the window's run
    /// loop refuses the duration: the blocks then run with the finishing slide).
    let alongside: LayoutPropertyAnimator?
    var progress = 0.0
}

extension NavigationController {
    /// Begins an interactive pop, the transition UIKit's edge swipe
    /// (`interactivePopGestureRecognizer`) drives: there are no touches here, so a test or a
    /// tool drives it with ``updateInteractivePop(_:)`` and ends it with ``finishInteractivePop()``
    /// or ``cancelInteractivePop()``. Returns false, and does nothing, while a push or pop slides,
    /// with only the root on the stack, or when the navigation controller is not shown.
    ///
    /// As in UIKit, the pop is made at once: the top controller gets `willMove(toParent: nil)`
    /// and `viewWillDisappear` (``ViewController/isMovingFromParent`` true), the one below
    /// `viewWillAppear`, ``viewControllers`` loses the top, and ``ViewController/transitionCoordinator``
    /// is interactive; the view below is put behind the top one, ``parallaxFraction`` of the width
    /// away. The alongside blocks added to the coordinator by then (in those hooks) run now in a
    /// paused animation that follows the pop's progress, as UIKit drives them with the swipe: a
    /// finished pop plays their changes to the end, a cancelled one plays them back to the start
    /// and, as in UIKit, leaves the constraints as the blocks set them (the views held where they
    /// started until a layout pass moves them): restore them in a completion when
    /// `isCancelled`.
    ///
    /// ```swift
    /// import AutoLayout
    /// import Rigging
    ///
    /// let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
    /// let list = ViewController(name: "list")
    /// let detail = ViewController(name: "detail")
    /// let navigation = NavigationController(rootViewController: list)
    /// window.rootViewController = navigation
    /// window.layoutIfNeeded()
    /// navigation.pushViewController(detail, animated: false)
    /// navigation.beginInteractivePop()
    /// navigation.updateInteractivePop(0.5)
    /// // detail.view.frame.minX is 196.5 and list.view.frame.minX -58.95, to the pixel
    /// navigation.cancelInteractivePop()
    /// try window.runLoop.run(until: 1)
    /// // navigation.topViewController is detail again
    /// ```
    @discardableResult
    public func beginInteractivePop() -> Bool {
        guard !isSliding, interactivePop == nil, viewControllers.count > 1, isAppeared, let window, let container = containerIfBuilt,
            let leaving = viewControllers.last
        else { return false }
        let returning = viewControllers[viewControllers.count - 2]
        let coordinator = TransitionCoordinator(transitionDuration: transitionDuration, targetSize: view.bounds.size)
        coordinator.isInteractive = true
        isSliding = true
        leaving.willMove(toParent: nil)
        viewControllers.removeLast()
        leaving.isMovingFromParent = true
        ownTransitionCoordinator = coordinator
        leaving.beginAppearanceTransition(false, animated: true)
        returning.beginAppearanceTransition(true, animated: true)
        container.place(returning.view, offset: -container.wrapper.bounds.width * Self.parallaxFraction, behind: leaving.view)
        window.layoutIfNeeded()
        let alongside = try? LayoutPropertyAnimator(duration: transitionDuration, loop: window.runLoop) {
            coordinator.runAlongside()
            window.layoutIfNeeded()
        }
        alongside?.pauseAnimation()
        interactivePop = InteractivePop(leaving: leaving, returning: returning, coordinator: coordinator, alongside: alongside)
        return true
    }

    /// Moves an interactive pop to `percentComplete` (0 to 1, clamped): the top view's leading
    /// edge at that share of the width, the view below coming back from ``parallaxFraction`` of
    /// the width away in step. The frames change at once (the finger moves them, not an animation).
    public func updateInteractivePop(_ percentComplete: Double) {
        guard var pop = interactivePop, let container = containerIfBuilt else { return }
        pop.progress = min(max(percentComplete, 0), 1)
        interactivePop = pop
        place(pop, progress: pop.progress, in: container)
        window?.layoutIfNeeded()
        pop.alongside?.fractionComplete = pop.progress
    }

    /// Finishes an interactive pop: the views slide the rest of the way over the rest of
    /// ``transitionDuration`` (ease in and out), the alongside blocks' changes with them (and any
    /// block added since the pop began), then come the completions, `viewDidDisappear`, `viewDidAppear` and the popped controller's
    /// `didMove(toParent: nil)`, as for an animated pop.
    public func finishInteractivePop() {
        guard let pop = interactivePop, let window, let container = containerIfBuilt else { return }
        pop.alongside?.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        window.animate(pop.progress < 1, duration: transitionDuration * (1 - pop.progress)) {
            place(pop, progress: 1, in: container)
            barsDidChange()
            pop.coordinator.runAlongside()
            window.layoutIfNeeded()
        } completion: { [weak self] in
            guard let self else { return }
            Self.settle(pop.alongside, at: .end)
            showTop()
            barsDidChange()
            window.layoutIfNeeded()
            end(pop) {
                pop.leaving.endAppearanceTransition(false, animated: true)
                pop.returning.endAppearanceTransition(true, animated: true)
                pop.leaving.removeFromParent()
            }
        }
    }

    /// Cancels an interactive pop: the views slide back over the share of ``transitionDuration``
    /// the pop had gone, the alongside blocks' changes played back with them (their constraints
    /// stay as the blocks left them, as in UIKit), the popped controller is back on top, and the
    /// coordinator's completions see `isCancelled`. The hooks are UIKit's for a cancelled pop: the controller below gets
    /// `viewWillDisappear` and `viewDidDisappear`, the top one `viewWillAppear`, `viewDidAppear`
    /// and `didMove(toParent:)` (these are not forwarded to their children).
    public func cancelInteractivePop() {
        guard let pop = interactivePop, let window, let container = containerIfBuilt else { return }
        pop.alongside?.isReversed = true
        pop.alongside?.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        window.animate(pop.progress > 0, duration: transitionDuration * pop.progress) {
            place(pop, progress: 0, in: container)
            window.layoutIfNeeded()
        } completion: { [weak self] in
            guard let self else { return }
            Self.settle(pop.alongside, at: .start)
            viewControllers.append(pop.leaving)
            pop.coordinator.isCancelled = true
            showTop()
            barsDidChange()
            window.layoutIfNeeded()
            end(pop) {
                pop.returning.viewWillDisappear(true)
                pop.returning.viewDidDisappear(true)
                pop.leaving.viewWillAppear(true)
                pop.leaving.viewDidAppear(true)
                pop.leaving.didMove(toParent: self)
            }
        }
    }

    /// Ends the alongside animator at `position` if the slide ended before it did.
    private static func settle(_ animator: LayoutPropertyAnimator?, at position: AnimatingPosition) {
        guard let animator, animator.state == .active else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: position)
    }

    /// Puts the two views of `pop` where they are at `progress`.
    private func place(_ pop: InteractivePop, progress: Double, in container: BarContainer) {
        let width = container.wrapper.bounds.width
        container.place(pop.leaving.view, offset: width * progress)
        container.place(pop.returning.view, offset: -width * Self.parallaxFraction * (1 - progress))
    }

    /// Ends `pop`: the completions, then `hooks`, then the stack changes queued meanwhile.
    private func end(_ pop: InteractivePop, hooks: () -> Void) {
        pop.coordinator.runCompletions()
        ownTransitionCoordinator = nil
        interactivePop = nil
        hooks()
        pop.leaving.isMovingFromParent = false
        endSliding()
    }
}
