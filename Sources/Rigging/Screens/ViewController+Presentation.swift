import AutoLayout

extension ViewController {
    /// Presents `viewController` modally over this controller's screen (like UIKit's
    /// `present(_:animated:completion:)`): its view enters the window in front of everything, at
    /// the frame its ``modalPresentationStyle`` gives (see ``ModalPresentationStyle``), with the
    /// safe area the window's gives it where they overlap (a sheet below the status bar has no
    /// top inset; a full-screen view has the window's). The presenting controller is the
    /// outermost container of this one (UIKit's presentation context when no controller
    /// defines one) or, for `.currentContext` and `.overCurrentContext`, the nearest of this
    /// controller and its ancestors that ``definesPresentationContext``, whose view's frame the
    /// presented view then takes; ``presentedViewController`` and ``presentingViewController``
    /// link the two.
    ///
    /// The hooks come in UIKit's order: the presenting controller's `viewWillDisappear` (full
    /// screen and current context only: since iOS 13 a sheet or an "over" style leaves the
    /// presenting view shown), the presented one's `viewWillAppear` (its view not in the window
    /// yet), then, once shown, its `viewDidAppear` and the presenting one's `viewDidDisappear`,
    /// as the presenting view leaves the window's tree (full screen) or is hidden (current
    /// context, where UIKit takes it out of the tree: hidden, it keeps its constraints).
    /// Animated, the view slides up from below the window's bottom edge over
    /// ``Window/presentationDuration`` seconds on the window's run loop (ease in and out), and
    /// the "did" hooks and `completion` run when the slide ends; not animated, at once.
    ///
    /// As in UIKit, nothing happens when this controller is not in a window, when its
    /// presentation context already presents a controller, or when `viewController` is already
    /// presented, shown in a window or a child.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let style = viewController.modalPresentationStyle == .automatic ? .pageSheet : viewController.modalPresentationStyle
        let presenting = style.coversContext ? definedPresentationContext : presentationContext
        guard let window = presenting.window, presenting.presentedViewController == nil,
            viewController.presenter == nil, viewController.parent == nil, viewController.rootWindow == nil,
            viewController !== presenting
        else { return }
        presenting.presentedViewController = viewController
        viewController.presenter = presenting
        viewController.rootWindow = window
        viewController.loadViewIfNeeded()
        if style.removesPresentingView { presenting.beginAppearanceTransition(false, animated: animated) }
        viewController.beginAppearanceTransition(true, animated: animated)  // before the view enters the window, as in UIKit
        let placement = PresentationPlacement(
            controller: viewController, in: window, style: style,
            offset: animated ? window.view.bounds.height : 0, over: presenting.viewIfLoaded)
        viewController.placement = placement
        viewController.updateTraits()
        window.layoutIfNeeded()
        let finish = {
            viewController.endAppearanceTransition(true, animated: animated)
            if style.removesPresentingView {
                if style.coversContext {
                    presenting.viewIfLoaded?.isHidden = true
                } else {
                    presenting.viewIfLoaded?.removeFromSuperview()
                }
                presenting.endAppearanceTransition(false, animated: animated)
            }
            completion?()
        }
        window.animate(animated) {
            placement.update(in: window, offset: 0)
            window.layoutIfNeeded()
        } completion: {
            finish()
        }
    }

    /// Dismisses the controller this one (or its nearest container that presents) presents or,
    /// when they present none, the one that presents it (like UIKit's
    /// `dismiss(animated:completion:)`), together with any controllers presented above it
    /// (those leave at once). The hooks mirror the presentation's: the presented controller's
    /// `viewWillDisappear`, the presenting one's `viewWillAppear` (full screen and current
    /// context only, its view then returning to the window behind or shown again), then, once the presented
    /// view left the window, `viewDidAppear` and the presented one's `viewDidDisappear`. Animated, the view
    /// slides down past the window's bottom edge over ``Window/presentationDuration`` seconds
    /// first. Nothing happens when nothing is presented.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        var lineage = [self]
        while let parent = lineage.last?.parent { lineage.append(parent) }
        guard
            let presenting = lineage.first(where: { $0.presentedViewController != nil })
                ?? lineage.lazy.compactMap(\.presenter).first,
            let presented = presenting.presentedViewController, let window = presenting.window
        else { return }
        var above: [ViewController] = []
        var next = presented.presentedViewController
        while let controller = next {
            above.append(controller)
            next = controller.presentedViewController
        }
        for controller in above.reversed() {
            guard let below = controller.presenter else { continue }
            // The controllers in between leave too: their views return for the slide, without hooks.
            let end = ViewController.beginDismissal(
                of: controller, from: below, in: window, animated: false,
                reappearing: below === presented ? false : nil)
            end()
        }
        let end = ViewController.beginDismissal(of: presented, from: presenting, in: window, animated: animated)
        window.animate(animated) {
            presented.placement?.update(in: window, offset: window.view.bounds.height)
            window.layoutIfNeeded()
        } completion: {
            end()
            completion?()
        }
    }

    /// The sheet this controller is presented as (like UIKit's `sheetPresentationController`):
    /// its detents and edge attachment, set before or during the presentation; nil unless
    /// ``modalPresentationStyle`` is `.automatic`, `.pageSheet` or `.formSheet`. Made on first
    /// use and kept while the style stays a sheet style.
    public var sheetPresentationController: SheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if let sheetController { return sheetController }
        let sheet = SheetPresentationController(controller: self)
        sheetController = sheet
        return sheet
    }

    /// The popover this controller is presented as (like UIKit's
    /// `popoverPresentationController`): its source and permitted arrow directions; nil unless
    /// ``modalPresentationStyle`` is `.popover`. Made on first use.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popoverController { return popoverController }
        let popover = PopoverPresentationController(controller: self)
        popoverController = popover
        return popover
    }

    /// The controller a current-context presentation from this one covers: the nearest of this
    /// controller and its ancestors that ``definesPresentationContext``, else the outermost.
    var definedPresentationContext: ViewController {
        var context = self
        while !context.definesPresentationContext, let parent = context.parent { context = parent }
        return context
    }

    /// The controller that presents for this one: its outermost container.
    var presentationContext: ViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// The controllers presented over this one, the nearest first.
    var presentedChain: [ViewController] {
        var chain: [ViewController] = []
        var next = presentedViewController
        while let controller = next {
            chain.append(controller)
            next = controller.presentedViewController
        }
        return chain
    }

    /// Starts dismissing `presented`: the "will" hooks, the presenting view back in the window
    /// behind it after a full-screen presentation (with its appearance hooks unless
    /// `reappearing` is false: a controller that leaves too). Returns the end: the "did" hooks,
    /// and the presented view out of the window and the links cut.
    private static func beginDismissal(
        of presented: ViewController, from presenting: ViewController, in window: Window,
        animated: Bool, reappearing: Bool? = nil
    ) -> () -> Void {
        let removes = presented.placement?.style.removesPresentingView ?? false
        let hooks = removes && reappearing != false
        presented.beginAppearanceTransition(false, animated: animated)
        if hooks { presenting.beginAppearanceTransition(true, animated: animated) }
        if presented.placement?.style.coversContext ?? false {
            presenting.viewIfLoaded?.isHidden = false
        } else if removes {
            presenting.reattach(below: presented.view, in: window)
        }
        return {
            presented.placement?.deactivate()
            presented.viewIfLoaded?.removeFromSuperview()
            presented.placement = nil
            presented.presenter = nil
            presented.rootWindow = nil
            presenting.presentedViewController = nil
            window.layoutIfNeeded()
            if hooks { presenting.endAppearanceTransition(true, animated: animated) }
            presented.endAppearanceTransition(false, animated: animated)
        }
    }

    /// Puts the view back into `window`'s view behind `sibling` where it was before a
    /// full-screen presentation took it out: filling the window, or placed as presented.
    private func reattach(below sibling: View, in window: Window) {
        guard let view = viewIfLoaded, view.superview == nil else { return }
        if let placement {
            self.placement = PresentationPlacement(controller: self, in: window, style: placement.style, offset: 0, below: sibling)
        } else {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.view.insertSubview(view, belowSubview: sibling)
            // Edges of a subview pinned to its superview with zero constants: nothing to refuse.
            _ = try? view.pinEdges(to: window.view)
        }
        window.layoutIfNeeded()
    }
}
