import AutoLayout
import Rigging

/// UIKit's `UIViewController`: a root view loaded on first use, the layout hooks around it, its
/// safe area as the window gives it, child view controllers, traits and size transitions.
///
/// Subclass it and override `loadView()`, `viewDidLoad()`, `viewWillLayoutSubviews()`,
/// `viewDidLayoutSubviews()`, the appearance hooks, `traitCollectionDidChange(_:)` or
/// `viewWillTransition(to:with:)` as in UIKit: Rigging's view controller model calls them, and
/// a `UIWindow` on a device gives the root view its frame and safe area.
///
/// ```swift
/// final class Greeting: UIViewController {
///     let banner = UIView()
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         banner.translatesAutoresizingMaskIntoConstraints = false
///         view.addSubview(banner)
///         NSLayoutConstraint.activate([
///             banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
///             banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
///             banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
///             banner.heightAnchor.constraint(equalToConstant: 60),
///         ])
///     }
/// }
/// let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
/// let greeting = Greeting()
/// window.rootViewController = greeting
/// window.makeKeyAndVisible()
/// // greeting.banner.frame is (0, 59, 393, 60): below the Dynamic Island
/// ```
@MainActor
open class UIViewController {
    /// The Rigging view controller this one runs through: hand it to Rigging's containers.
    public var layoutController: ViewController { backing }
    /// Nonisolated for the reason `UIView.backing` is.
    nonisolated(unsafe) let backing: any ControllerBacking
    /// The root view `loadView()` gave, kept from the moment it is set.
    private(set) var loadedView: UIView?
    /// The children, retained (Rigging's tree keeps their backing controllers; this keeps the
    /// UIKit objects, which are user subclasses with state of their own).
    private var retainedChildren: [ObjectIdentifier: UIViewController] = [:]
    /// The controller this one presents, retained while it is presented.
    var retainedPresented: UIViewController?
    /// The sheet in UIKit's spelling, made on first use (`sheetPresentationController`).
    var uiSheet: UISheetPresentationController?
    /// The popover in UIKit's spelling, made on first use (`popoverPresentationController`).
    var uiPopover: UIPopoverPresentationController?

    /// A view controller whose root view loads from the XIB `nibNameOrNil` in `nibBundleOrNil`
    /// (the main bundle when nil), through its File's Owner's `view` outlet, when the view is
    /// first read; with no nib name, `loadView()` makes a plain view (UIKit's search for a nib
    /// named after the class is not made).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        backing = Self.makeBacking(typeName: String(describing: Self.self))
        backing.owner = self
    }

    /// The name of the XIB the root view loads from, if any.
    public let nibName: String?
    /// The bundle of that XIB.
    public let nibBundle: Bundle?
    /// The storyboard the controller was instantiated from, if any.
    public internal(set) weak var storyboard: UIStoryboard?
    /// Loads the root view of a controller a storyboard made (its scene's view and outlets).
    var storyboardViewLoader: (@MainActor (UIViewController) -> UIView?)?

    /// The Rigging controller a class runs through, named `typeName`; each UIKit class
    /// overrides it with its own.
    class func makeBacking(typeName: String) -> any ControllerBacking { BackingViewController(name: typeName) }

    /// UIKit's archive initializer. Given the coder a storyboard passes, the controller has its
    /// scene's title and loads its scene's root view when the view is first read, as in UIKit;
    /// given any other coder the controller starts as `init()` would.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        backing = Self.makeBacking(typeName: String(describing: Self.self))
        backing.owner = self
        if let decoder = coder as? NibDecoder, case .controller(let element) = decoder.element, let loader = decoder.loader as? NibLoader {
            loader.decode(element, into: self)
        }
    }

    /// A view controller whose view `loadView()` makes.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The title, kept (a navigation bar's title is not drawn here); setting it sets the
    /// navigation item's title too, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What a navigation bar shows while this controller is the top of a navigation stack: its
    /// prompt and large title mode size the bar.
    public private(set) lazy var navigationItem = UINavigationItem(item: backing.navigationItem)

    /// Whether a tab bar controller above hides its tab bar while this controller is the top of
    /// a navigation stack in it (the topmost controller decides, as Apple documents).
    open var hidesBottomBarWhenPushed: Bool {
        get { backing.hidesBottomBarWhenPushed }
        set { backing.hidesBottomBarWhenPushed = newValue }
    }

    // MARK: The root view

    // UIKit declares it implicitly unwrapped.

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The root view, loaded by `loadView()` and followed by `viewDidLoad()` on first read.
    /// Setting it replaces the root view (a view controller shows one view).
    open var view: UIView! {
        get {
            // Inside `loadView()`, the view it has set (UIKit's getter returns it there too).
            if isLoadingView, let loadedView { return loadedView }
            backing.loadViewIfNeeded()
            return loadedView
        }
        set {
            guard let newValue else { return }
            adoptRootView(newValue)
            if backing.isViewLoaded { backing.view = newValue.layoutView }
        }
    }

    /// Whether `loadView()` is running (see `ControllerBacking.loadOwnersView()`).
    var isLoadingView = false

    /// Makes `root` the root view, whose layout calls this controller's layout hooks.
    func adoptRootView(_ root: UIView) {
        if loadedView !== root, loadedView?.viewDelegate === self { loadedView?.viewDelegate = nil }
        loadedView = root
        root.viewDelegate = self
    }

    /// The root view, or nil until it is loaded (reading it loads nothing).
    public var viewIfLoaded: UIView? { backing.isViewLoaded ? loadedView : nil }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { backing.isViewLoaded }

    /// Loads the root view now if it is not loaded yet.
    public func loadViewIfNeeded() { backing.loadViewIfNeeded() }

    /// Makes the root view: override to set `view` to a view of your own, without calling
    /// `super`. The default loads the storyboard scene's view or the XIB `nibName` names (its
    /// File's Owner's `view` outlet), else makes a plain `UIView`. The window or container
    /// sizes it.
    open func loadView() {
        if let storyboardViewLoader, let root = storyboardViewLoader(self) {
            view = root
            return
        }
        if let nibName {
            _ = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self, options: nil)
            if loadedView != nil { return }
        }
        view = UIView()
    }

    // MARK: Segues

    /// The segues of the controller's storyboard scene, empty for a controller made in code.
    var storyboardSegues: [StoryboardSegueTemplate] = []

    /// Why the last `performSegue(withIdentifier:sender:)` or triggered segue from this
    /// controller performed nothing (UIKit raises for most), nil when it performed.
    public internal(set) var segueError: UIStoryboardSegueError?

    /// The transition a presentation would use: kept (every presentation slides up here).
    public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Called on the source of a segue before it is performed, its destination made: pass the
    /// destination what it shows. The default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue its control triggers (a button's tap, a cell's selection) is performed;
    /// not called for `performSegue(withIdentifier:sender:)`, as in UIKit. The default is true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller is the destination of an unwind segue with `action` from
    /// `fromViewController`. The default is true when `handler(for:)` has a method for it.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        handler(for: action) != nil
    }

    /// Called on a controller a storyboard made, once it is made and its relationships set
    /// (its view's outlets connect later, when the view loads). Call `super`, as in UIKit.
    open func awakeFromNib() {}

    /// Sets the property `key` to `value`: what a storyboard or nib calls to connect an outlet,
    /// as UIKit does by key-value coding. The default sets `view` for the key `"view"` (a XIB's
    /// File's Owner outlet) and calls `setValue(_:forUndefinedKey:)` for any other; a controller
    /// with outlets overrides it, sets the properties it knows and calls `super` for the rest.
    open func setValue(_ value: Any?, forKey key: String) {
        if key == "view", let root = value as? UIView {
            view = root
        } else {
            setValue(value, forUndefinedKey: key)
        }
    }

    /// Called for a key the class does not take. UIKit raises (`NSUnknownKeyException`); the
    /// default here leaves the outlet unconnected, with a `NibLoadingWarning` in the load's
    /// warnings.
    open func setValue(_ value: Any?, forUndefinedKey key: String) { NibLoader.connecting?.undefinedKey(key, on: self) }

    /// The method the action `action` names, taking the sender, or nil when the class has none:
    /// what controls, a storyboard's `<action>` connections and unwind segues call, as UIKit
    /// sends a selector through the Objective-C runtime, which Swift on Linux lacks (see
    /// `ActionHandling`). The default has none.
    open func handler(for action: Selector) -> (@MainActor (Any?) -> Void)? { nil }

    /// Called once, after the root view is loaded: override to build the view tree.
    open func viewDidLoad() {}

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? { didSet { backing.navigationItemDidChange() } }

    /// Sets ``toolbarItems`` (`animated` changes nothing: the toolbar lays out at once).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// Called before the root view lays out its subviews (its bounds changed, or it was asked to).
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Appearance

    /// Called before the view enters a window's tree. The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view entered a window's tree and was laid out. The default does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves a window's tree. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left a window's tree. The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Whether the controller is being pushed (added to its container): true in the
    /// `viewWillAppear` and `viewDidAppear` of that change.
    public var isMovingToParent: Bool { backing.isMovingToParent }

    /// The coordinator of the transition under way: a navigation controller's push or pop, from
    /// its "will" to its "did" appearance hooks (blocks added with
    /// `animate(alongsideTransition:completion:)` animate with the slide); nil otherwise.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        backing.transitionCoordinator.map(TransitionCoordinatorBridge.init)
    }
    /// Whether the controller is being popped (removed from its container): true in the
    /// `viewWillDisappear` and `viewDidDisappear` of that change.
    public var isMovingFromParent: Bool { backing.isMovingFromParent }

    // MARK: Safe area and traits

    /// Insets added to the root view's safe area (the root view's and its descendants' safe
    /// areas grow by them).
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { UIEdgeInsets(backing.additionalSafeAreaInsets) }
        set { backing.additionalSafeAreaInsets = newValue.layoutInsets }
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { backing.viewRespectsSystemMinimumLayoutMargins }
        set { backing.viewRespectsSystemMinimumLayoutMargins = newValue }
    }

    /// The least margins the root view has in a window: none at the top and bottom, 16 points at
    /// the sides in a window narrower than 414 points of compact width, 20 in wider ones and in
    /// regular width (zero outside a window).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        guard let window = backing.window else { return .zero }
        return NSDirectionalEdgeInsets(backing.systemMinimumLayoutMargins(in: window))
    }

    /// The size the content prefers: a form sheet presented in regular width takes its non-zero
    /// width and height (limited to the window), as in UIKit.
    open var preferredContentSize: CGSize {
        get { CGSize(backing.preferredContentSize) }
        set { backing.preferredContentSize = newValue.layoutSize }
    }

    /// The traits: the window's (compact width in a form sheet on an iPad), with the overrides
    /// of the containers above.
    public var traitCollection: UITraitCollection { UITraitCollection(backing.traitCollection) }

    /// Called when `traitCollection` changed, with the traits before (not for the first traits
    /// a controller gets, as since iOS 13). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the traits change in a transition, with the traits to come. The default
    /// forwards to the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let bridge = coordinator as? TransitionCoordinatorBridge else { return }
        backing.baseWillTransition(to: newCollection.layoutTraits, with: bridge.coordinator)
    }

    /// Called before the root view's size changes in a transition (a rotation), with the size to
    /// come: add blocks to `coordinator` to animate along. The default forwards to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let bridge = coordinator as? TransitionCoordinatorBridge else { return }
        backing.baseViewWillTransition(to: size.layoutSize, with: bridge.coordinator)
    }

    /// Replaces the traits a child inherits with `collection` (nil removes the override).
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        backing.setOverrideTraitCollection(collection?.layoutTraits, forChild: childViewController.backing)
    }

    /// The traits that replace the inherited ones for `childViewController`, or nil.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        backing.overrideTraitCollection(forChild: childViewController.backing).map(UITraitCollection.init)
    }

    // MARK: Containment

    /// The parent view controller, or nil.
    public var parent: UIViewController? { backing.parent?.uiViewController }

    /// The child view controllers, in the order they were added.
    public var children: [UIViewController] { backing.children.compactMap(\.uiViewController) }

    /// Adds `childController` as a child (calling its `willMove(toParent:)`); add its view to
    /// your tree yourself, then call `childController.didMove(toParent: self)`.
    open func addChild(_ childController: UIViewController) { backing.addChild(childController.backing) }

    /// Retains `child`, about to become a child of this controller (a container's own
    /// changes included), and releases the children that left.
    func retainChild(_ child: UIViewController) {
        retainedChildren = retainedChildren.filter { $0.value.backing.parent === backing }
        retainedChildren[ObjectIdentifier(child)] = child
    }

    /// Removes the view controller from its parent and calls `didMove(toParent: nil)` (call
    /// `willMove(toParent: nil)` and remove its view yourself).
    open func removeFromParent() {
        let previous = parent
        backing.removeFromParent()
        previous?.retainedChildren[ObjectIdentifier(self)] = nil
    }

    /// Called just before the controller is added to a container or removed from one (`parent`
    /// nil; call it yourself then). The default does nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller moved to a container (call it yourself once its view is in
    /// place) or left one (`removeFromParent()` calls it). The default does nothing.
    open func didMove(toParent parent: UIViewController?) {}
}
