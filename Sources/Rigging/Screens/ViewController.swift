import AutoLayout

/// Manages a view tree as a screen or a part of one (like `UIViewController`): a root view
/// loaded on first use, layout hooks around it, its safe area as its window and its containers
/// give it, child view controllers, traits and their changes, and size transitions.
///
/// Subclass it and override the hooks, as in UIKit. Compared by identity.
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// final class Greeting: ViewController {
///     let banner = View(name: "banner")
///     override func viewDidLoad() {
///         banner.translatesAutoresizingMaskIntoConstraints = false
///         view.addSubview(banner)
///         try? LayoutConstraint.activate([
///             banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
///             banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
///             banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
///             banner.heightAnchor.constraint(equalToConstant: 60)])
///     }
/// }
/// let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
/// let greeting = Greeting()
/// window.rootViewController = greeting
/// window.layoutIfNeeded()
/// // greeting.banner.frame is (0 59; 393 60): below the Dynamic Island
/// ```
open class ViewController {
    /// The name the default root view gets (`loadView()`), and the prefix of its container views.
    public let name: String
    /// The root view, or nil until it is loaded.
    public private(set) var viewIfLoaded: View?
    /// The parent view controller (a container's child), or nil.
    public internal(set) weak var parent: ViewController?
    /// The child view controllers, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// The window whose root view controller this is, or that shows it presented (see ``window``).
    weak var rootWindow: Window? {
        didSet {
            placedInWindow = rootWindow != nil
            if placedInWindow { warnedOfDroppedWindow = false }
        }
    }
    /// Whether a window took the controller and has not let it go: with ``rootWindow`` nil, the
    /// window was released while it held the controller.
    var placedInWindow = false
    /// Whether the released window was reported (once per window).
    var warnedOfDroppedWindow = false
    /// How the view takes the screen when the controller is presented (``present(_:animated:completion:)``).
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// The size the controller's content prefers (like UIKit's `preferredContentSize`): a form
    /// sheet presented in regular width takes its non-zero width and height, limited to the
    /// window; a change while presented resizes the sheet at the next layout.
    public var preferredContentSize = Size.zero {
        didSet {
            guard let window = rootWindow, oldValue != preferredContentSize else { return }
            placement?.update(in: window, offset: 0)
        }
    }
    /// Whether a current-context presentation from this controller or its descendants covers
    /// this controller's view (like UIKit's `definesPresentationContext`; false by default, and
    /// with no controller defining one the outermost container is the context).
    public var definesPresentationContext = false
    /// The sheet configuration, made on first use (``sheetPresentationController``).
    var sheetController: SheetPresentationController?
    /// The popover configuration, made on first use (``popoverPresentationController``).
    var popoverController: PopoverPresentationController?
    /// The view controller this one presents, or nil.
    public internal(set) var presentedViewController: ViewController?
    /// The view controller that presents this one (or one of its ancestors), or nil.
    public var presentingViewController: ViewController? { presenter ?? parent?.presentingViewController }
    /// The controller that presented this one (set on the presented controller itself).
    weak var presenter: ViewController?
    /// The constraints that place this presented controller's view in the window.
    var placement: PresentationPlacement?
    /// Traits that replace the inherited ones for a child (`setOverrideTraitCollection(_:forChild:)`).
    var childTraitOverrides: [ObjectIdentifier: TraitCollection] = [:]
    /// The traits last reported to ``traitCollectionDidChange(_:)``.
    var reportedTraits: TraitCollection?
    /// The legacy layout guides, made on first use.
    var legacyGuides: (top: LayoutGuide, bottom: LayoutGuide)?
    /// Whether the view is in a window's tree, as the appearance hooks last said.
    public internal(set) var isAppeared = false
    /// Whether the controller is being added to a container (pushed), as UIKit's
    /// `isMovingToParent`: true from its `viewWillAppear` to its `viewDidAppear` of that change.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being removed from a container (popped), as UIKit's
    /// `isMovingFromParent`: true from its `viewWillDisappear` to its `viewDidDisappear`.
    public internal(set) var isMovingFromParent = false
    /// The coordinator of the transition this controller runs as a container (a navigation
    /// controller's push or pop), while it runs.
    var ownTransitionCoordinator: TransitionCoordinator?
    /// The coordinator of the transition under way (like UIKit's `transitionCoordinator`): a
    /// navigation controller's push or pop, seen from it and its children between the "will"
    /// and "did" appearance hooks; nil otherwise.
    public var transitionCoordinator: TransitionCoordinator? { ownTransitionCoordinator ?? parent?.transitionCoordinator }
    /// Constraints, constants and views that depend on the traits (``traitVariations``).
    public let traitVariations = TraitVariations()
    /// What the navigation bar shows while this controller is the top of a navigation stack.
    public private(set) lazy var navigationItem = NavigationItem(controller: self)
    /// Whether a tab bar controller above hides its tab bar while this controller is the top of
    /// a navigation stack in it (UIKit's `hidesBottomBarWhenPushed`; the topmost controller
    /// decides, as Apple documents).
    public var hidesBottomBarWhenPushed = false { didSet { navigationItemDidChange() } }

    /// A view controller whose default root view is named `name` (by default its class's name).
    public init(name: String? = nil) {
        self.name = name ?? String(describing: Swift.type(of: self))
    }

    // MARK: The root view

    /// The root view, loaded by ``loadView()`` and followed by ``viewDidLoad()`` on first use.
    public var view: View {
        get {
            if let view = viewIfLoaded { return view }
            loadView()
            let loaded = viewIfLoaded ?? ViewControllerRootView(controller: self)
            viewIfLoaded = loaded
            (loaded as? ViewControllerRootView)?.controller = self
            viewDidLoad()
            updateTraits()
            return loaded
        }
        set { viewIfLoaded = newValue }
    }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { viewIfLoaded != nil }

    /// Loads the root view now if it is not loaded yet.
    public func loadViewIfNeeded() { _ = view }

    /// Makes the root view: override to set ``view`` to a view of your own. The default makes a
    /// plain view named ``name`` that calls ``viewWillLayoutSubviews()`` and
    /// ``viewDidLayoutSubviews()`` around its layout; a view of your own is laid out the same,
    /// but those two hooks are called only for a ``ViewControllerRootView`` (or a subclass).
    open func loadView() { viewIfLoaded = ViewControllerRootView(controller: self) }

    /// Called once, after the root view is loaded: override to build the view tree.
    open func viewDidLoad() {}

    /// Called before the root view lays out its subviews (its bounds changed, or it was asked to).
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Safe area

    /// Insets added to the root view's safe area, as `UIViewController.additionalSafeAreaInsets`
    /// (the root view's and its descendants' safe areas grow by them).
    public var additionalSafeAreaInsets: EdgeInsets {
        get { view.additionalSafeAreaInsets }
        set { view.additionalSafeAreaInsets = newValue }
    }

    /// Whether the root view's margins are at least the system minimum in a window (true by
    /// default, as `UIViewController.viewRespectsSystemMinimumLayoutMargins`): no top or bottom
    /// margin, 16 points at the sides in a window narrower than 414 points of compact width, 20
    /// in wider ones and in regular width.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { updateTraits() }
    }

    /// The window the view controller's tree is shown in: its own, or its parent's.
    public var window: Window? { rootWindow ?? parent?.window }

    // MARK: Appearance, containment, traits and transitions (overridable, so declared here)

    /// Called before the view enters a window's tree: set as the window's root view controller,
    /// pushed, selected in a tab, or embedded in a shown container (`animated` says whether the
    /// change animates). The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view entered a window's tree and was laid out. The default does nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves a window's tree. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left a window's tree. The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called just before the view controller is added to a container (``addChild(_:)`` calls
    /// it) or removed from one (`parent` nil; call it yourself). The default does nothing.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the view controller moved to a container (call it yourself once its view is
    /// in place) or left one (`parent` nil; ``removeFromParent()`` calls it). The default does nothing.
    open func didMove(toParent parent: ViewController?) {}

    /// Called when ``traitCollection`` changed, with the traits before, after
    /// ``traitVariations`` took the new traits and before the layout that follows. Not called
    /// for the first traits a controller gets in a window, as since iOS 13 (read
    /// ``traitCollection`` in ``viewDidLoad()`` or ``viewWillLayoutSubviews()`` for those).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called whenever new traits were applied, the first ones included: the containers' bars
    /// follow the traits here. Internal, so user subclasses keep UIKit's hooks only.
    func traitsApplied() {}

    /// Called when what a container shows of this controller in its bars changed (its
    /// navigation item, or `hidesBottomBarWhenPushed`, or a container's shown child): the
    /// containers above update their bars.
    package func navigationItemDidChange() { parent?.barsDidChange() }

    /// Updates the bars for the shown children's items, then tells the parent; containers
    /// with bars override it.
    func barsDidChange() { parent?.barsDidChange() }

    /// Called before the traits change in a transition (a rotation that changes a size class),
    /// with the traits to come. The default forwards to the children.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// Called before the root view's size changes in a transition (a rotation), with the size to
    /// come: add blocks to `coordinator` to animate along. The default forwards to the children.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }
}
