import AutoLayout

/// A container that shows a stack of view controllers under a navigation bar (like
/// `UINavigationController`): the top view controller's view fills the screen under the
/// translucent bar, and its safe area starts below the bar (44 points on an iPhone in portrait,
/// 32 in landscape but 44 on an iPhone of regular width there, 50 on an iPad; 52 more with a
/// large title); under an opaque bar
/// (``isNavigationBarTranslucent`` false) the view starts below the bar. An animated push slides
/// the new view in from the trailing edge over the old one, which moves a third of the way out
/// the other side; an animated pop slides the top view out the way it came (see
/// ``setViewControllers(_:animated:)``).
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
/// let list = ViewController(name: "list")
/// let navigation = NavigationController(rootViewController: list)
/// window.rootViewController = navigation
/// window.layoutIfNeeded()
/// // list.view.safeAreaInsets.top is 103: the Dynamic Island's 59 and the bar's 44
/// // navigation.navigationBar.frame is (0 59; 393 44)
/// navigation.setNavigationBarHidden(true, animated: false)
/// window.layoutIfNeeded()
/// // list.view.safeAreaInsets.top is 59
/// ```
open class NavigationController: ViewController {
    /// The view controllers of the stack, the root first, the shown one last.
    public internal(set) var viewControllers: [ViewController] = []
    /// Whether the navigation bar is hidden (set with ``setNavigationBarHidden(_:animated:)``).
    public private(set) var isNavigationBarHidden = false
    /// Whether the bar shows a large title (`navigationBar.prefersLargeTitles`): 52 points more
    /// in regular height.
    public var prefersLargeTitles = false { didSet { updateBar() } }
    /// Whether the navigation bar is translucent (`navigationBar.isTranslucent`, true by
    /// default): content reaches under a translucent bar, and starts below an opaque one.
    public var isNavigationBarTranslucent = true { didSet { updateBar() } }
    private var container: BarContainer?
    /// The container views and bars, if the root view is loaded.
    var containerIfBuilt: BarContainer? { container }
    /// Whether the toolbar is hidden (true by default, as in UIKit); see
    /// ``setToolbarHidden(_:animated:)``.
    public internal(set) var isToolbarHidden = true
    /// Makes the toolbar view when it is first needed (RiggingUIKit's `UIToolbar`); nil makes a
    /// plain view.
    package var makeToolbar: (() -> View)?
    /// The toolbar view and the constraints placing it, once made.
    var toolbarParts: (view: View, placement: BarContainer.ToolbarPlacement)?
    /// Makes the bar view when the root view loads (a view of another layer's class, as
    /// RiggingUIKit's `UINavigationBar` gives); nil makes a plain view.
    package var makeBar: (() -> View)?
    /// Called as an animated push or pop is about to slide, the stack already changed and the
    /// transition coordinator set, before its animation block: a bar that fades its items in
    /// places the new top's items there (RiggingUIKit's `UINavigationBar`).
    package var barWillSlide: (() -> Void)?
    /// How long an animated push or pop slides, in seconds: 0.35 by default. Apple documents
    /// neither the duration nor the curve of the navigation transition (only
    /// `hideShowBarDuration`, for the bar); 0.35 seconds is the length commonly measured on
    /// iPhones, and Rigging eases in and out where UIKit uses a private spring-like curve.
    public var transitionDuration = 0.35
    /// The share of the width the view underneath moves during a push or pop: 0.3, the parallax
    /// UIKit's navigation transition has had since iOS 7 (measured, not documented).
    public static let parallaxFraction = 0.3
    /// Whether a push or pop is sliding now.
    public internal(set) var isSliding = false
    /// Stack changes asked for while a slide runs, made when it ends.
    var queuedChanges: [() -> Void] = []
    /// The interactive pop under way: the controller leaving, the one coming back, the
    /// coordinator, and how far the pop has gone (0 to 1).
    var interactivePop: InteractivePop?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController, name: String? = nil) {
        super.init(name: name)
        setViewControllers([rootViewController], animated: false)
    }

    /// The view controller shown: the last of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The navigation bar view (loading the root view if needed).
    public var navigationBar: View { barContainer.bar }

    /// Builds the root view's transition and wrapper views and the bar.
    override open func viewDidLoad() {
        super.viewDidLoad()
        _ = barContainer
    }

    /// Updates the bar's height for the new traits.
    override func traitsApplied() { updateBar() }

    /// Pushes `viewController` on the stack and shows it.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        setViewControllers(viewControllers.filter { $0 !== viewController } + [viewController], animated: animated)
    }

    /// Pops the top view controller (never the root) and shows the one below; returns the popped one.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops to the root view controller; returns the popped ones.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        let popped = Array(viewControllers.dropFirst())
        if let root = viewControllers.first { setViewControllers([root], animated: animated) }
        return popped
    }

    /// Replaces the stack and shows its last view controller, as UIKit's
    /// `setViewControllers(_:animated:)` (and so every push and pop) does: the controllers that
    /// leave the stack get `willMove(toParent: nil)` and the new ones become children at once, and
    /// ``viewControllers`` is the new stack at once. When the shown controller changes while the
    /// navigation controller is shown, the old top gets `viewWillDisappear` and the new one
    /// `viewWillAppear` (``ViewController/isMovingToParent`` true for a new child,
    /// ``ViewController/isMovingFromParent`` for a leaving one), then the views change places,
    /// then come `viewDidDisappear`, `viewDidAppear`, the leaving controllers' `didMove(toParent: nil)`
    /// and the new ones' `didMove(toParent:)`.
    ///
    /// Animated, the views slide on the window's run loop for ``transitionDuration`` seconds (ease
    /// in and out) and the "did" hooks run when the slide ends. As Apple documents for this
    /// method, the slide is a pop when the new top controller is already in the stack and a push
    /// otherwise: a push brings the new view in from the trailing edge (a whole width away) in
    /// front of the old one, which moves ``parallaxFraction`` of the width the other way; a pop
    /// slides the top view out to the trailing edge, uncovering the view below as it comes back
    /// from ``parallaxFraction`` of the width away. The model frames are the final ones at once
    /// (the old view's is its place at the end of the slide), the shown ones
    /// (`presentationFrame`, and dumps) move. A change asked for while a slide runs is made when
    /// it ends, in order. From the "will" hooks to the "did" hooks, ``ViewController/transitionCoordinator``
    /// (here and in the children) runs the blocks added to it inside the slide's animation (at
    /// once without animation) and its completions when the slide ends, before the "did" hooks.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard !isSliding else {
            queuedChanges.append { [weak self] in self?.setViewControllers(controllers, animated: animated) }
            return
        }
        let old = topViewController
        let new = controllers.last
        let removed = viewControllers.filter { child in !controllers.contains { $0 === child } }
        let added = controllers.filter { $0.parent !== self }
        let isPop = viewControllers.contains { $0 === new }
        for child in removed { child.willMove(toParent: nil) }
        for child in added { addChild(child) }
        viewControllers = controllers
        let hooks = isAppeared && old !== new
        old?.isMovingFromParent = removed.contains { $0 === old }
        new?.isMovingToParent = added.contains { $0 === new }
        let slides = animated && hooks && window != nil && container != nil && old != nil && new != nil
        let coordinator = TransitionCoordinator(
            transitionDuration: slides ? transitionDuration : 0, targetSize: viewIfLoaded?.bounds.size ?? Size(width: 0, height: 0))
        if hooks {
            ownTransitionCoordinator = coordinator
            old?.beginAppearanceTransition(false, animated: animated)
            new?.beginAppearanceTransition(true, animated: animated)
        }
        let finish = { [self] in
            showTop()
            barsDidChange()
            for child in removed { child.viewIfLoaded?.removeFromSuperview() }
            window?.layoutIfNeeded()
            if hooks {
                coordinator.runCompletions()
                ownTransitionCoordinator = nil
                old?.endAppearanceTransition(false, animated: animated)
                new?.endAppearanceTransition(true, animated: animated)
            }
            for child in removed { child.removeFromParent() }
            for child in added { child.didMove(toParent: self) }
            old?.isMovingFromParent = false
            new?.isMovingToParent = false
        }
        guard slides, let window, let container, let old, let new else {
            if hooks { coordinator.runAlongside() }
            return finish()
        }
        slide(from: old.view, to: new.view, isPop: isPop, in: container, window: window, alongside: coordinator, finish: finish)
    }

    /// Slides `to` in over (or out from under) `from` with `alongside`'s blocks in the same
    /// animation, then runs `finish` and the changes queued meanwhile.
    private func slide(
        from: View, to: View, isPop: Bool, in container: BarContainer, window: Window, alongside: TransitionCoordinator,
        finish: @escaping () -> Void
    ) {
        let width = container.wrapper.bounds.width
        let parallax = -(width * Self.parallaxFraction)
        container.place(to, offset: isPop ? parallax : width, behind: isPop ? from : nil)
        window.layoutIfNeeded()
        barWillSlide?()
        isSliding = true
        window.animate(true, duration: transitionDuration) {
            container.place(to, offset: 0)
            container.place(from, offset: isPop ? width : parallax)
            barsDidChange()
            alongside.runAlongside()
            window.layoutIfNeeded()
        } completion: { [weak self] in
            finish()
            self?.endSliding()
        }
    }

    /// Ends a slide: makes the stack changes asked for while it ran, in order.
    func endSliding() {
        isSliding = false
        let queued = queuedChanges
        queuedChanges = []
        for change in queued { change() }
    }

    /// Shows or hides the navigation bar; the top view controller's safe area follows.
    /// Animated (when shown in a window), the bar slides up out of the screen or down into it
    /// over ``hideShowBarDuration`` seconds on the window's run loop (ease in and out) while the
    /// content's safe area changes along.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        guard animated, isAppeared, let window, let container else { return updateBar() }
        if !hidden {
            container.moveBar(offscreen: true)
            container.bar.isHidden = false
            window.layoutIfNeeded()
        }
        window.animate(true, duration: Self.hideShowBarDuration) {
            self.updateBar()
            container.bar.isHidden = false
            container.moveBar(offscreen: hidden)
            window.layoutIfNeeded()
        } completion: {
            container.moveBar(offscreen: false)
            self.updateBar()
            window.layoutIfNeeded()
        }
    }

    /// How long an animated ``setNavigationBarHidden(_:animated:)`` slides the bar, in seconds:
    /// 0.2, UIKit's `UINavigationController.hideShowBarDuration`.
    public static let hideShowBarDuration = 0.2

    /// Sizes the bar for the top item, then tells the containers above.
    override func barsDidChange() {
        updateBar()
        super.barsDidChange()
    }

    var barContainer: BarContainer {
        let root = view  // loading it builds the container (viewDidLoad)
        if let container { return container }
        let made = BarContainer(root: root, prefix: name, bar: makeBar?() ?? View(name: name + ".navigationBar"), edge: .top)
        container = made
        showTop()
        updateBar()
        return made
    }

    func showTop() {
        guard let container else { return }
        container.show(topViewController?.view)
    }

    private func updateBar() {
        let prompt = topViewController?.navigationItem.prompt == nil ? 0 : NavigationItem.promptHeight
        container?.update(
            barHeight: BarMetrics.navigationBarHeight(for: traitCollection, largeTitle: showsLargeTitle) + prompt,
            hidden: isNavigationBarHidden, translucent: isNavigationBarTranslucent)
        container?.bar.setNeedsLayout()
        updateToolbar()
    }

    /// Whether the bar shows the top item's title large: the bar prefers large titles and the
    /// nearest item from the top whose mode is not `.automatic` says so (large when all are).
    package var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for controller in viewControllers.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .automatic: continue
            case .always: return true
            case .never: return false
            }
        }
        return true
    }
}
