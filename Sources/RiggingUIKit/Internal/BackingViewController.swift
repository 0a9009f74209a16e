import AutoLayout
import Rigging

/// The Rigging view controller a `UIViewController` runs through (see INTERNALS, "RiggingUIKit"):
/// Rigging calls its hooks, and it forwards each to its owner, so a `UIViewController`
/// subclass's overrides run; the owner's defaults for the transition hooks call back into
/// Rigging's (`base...`). The owner holds it; it refers to its owner weakly.
protocol ControllerBacking: ViewController {
    var owner: UIViewController? { get set }
    func baseWillTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator)
    func baseViewWillTransition(to size: Size, with coordinator: TransitionCoordinator)
}

extension ViewController {
    /// The UIKit object standing for this controller, if it is a backing one.
    var uiViewController: UIViewController? { (self as? any ControllerBacking)?.owner }
}

extension ControllerBacking {
    /// `body` run on the owner, as `LayoutBacking.onOwner(_:)` runs it.
    func onOwner(_ body: @MainActor (UIViewController) -> Void) {
        guard let owner else { return }
        MainActor.assumeIsolated { body(owner) }
    }

    /// `body` run on the owner with `coordinator` in UIKit's spelling; false when there is no
    /// owner. The coordinator is Rigging's, made on the thread that drives the transition (the
    /// main actor's, as `MainActor.assumeIsolated` checks), so the bridge stays on it.
    func onOwner(
        with coordinator: TransitionCoordinator,
        _ body: @MainActor (UIViewController, TransitionCoordinatorBridge) -> Void
    ) -> Bool {
        guard let owner else { return false }
        nonisolated(unsafe) let bridge = TransitionCoordinatorBridge(coordinator)
        MainActor.assumeIsolated { body(owner, bridge) }
        return true
    }

    /// Loads the owner's root view: its `loadView()` sets a `UIView` (or leaves none: a plain
    /// one is made), whose backing view becomes this controller's view.
    func loadOwnersView() {
        guard let owner else { return }
        let root = MainActor.assumeIsolated {
            owner.isLoadingView = true
            owner.loadView()
            owner.isLoadingView = false
            let root = owner.loadedView ?? UIView()
            owner.adoptRootView(root)
            return root
        }
        view = root.backing
    }

    /// Tells the parent's owner to retain this owner as a child before it moves there.
    func forwardWillMove(toParent parent: ViewController?) {
        guard let owner else { return }
        let parentOwner = parent?.uiViewController
        MainActor.assumeIsolated {
            parentOwner?.retainChild(owner)
            owner.willMove(toParent: parentOwner)
        }
    }
}

// One backing class per Rigging controller class a UIKit class stands on. The bodies cannot be
// shared because each calls its own `super`.

final class BackingViewController: ViewController, ControllerBacking {
    weak var owner: UIViewController?
    override func loadView() { if owner == nil { super.loadView() } else { loadOwnersView() } }
    override func viewDidLoad() {
        super.viewDidLoad()
        onOwner { $0.viewDidLoad() }
    }
    override func viewWillAppear(_ animated: Bool) { onOwner { $0.viewWillAppear(animated) } }
    override func viewDidAppear(_ animated: Bool) { onOwner { $0.viewDidAppear(animated) } }
    override func viewWillDisappear(_ animated: Bool) { onOwner { $0.viewWillDisappear(animated) } }
    override func viewDidDisappear(_ animated: Bool) { onOwner { $0.viewDidDisappear(animated) } }
    override func willMove(toParent parent: ViewController?) { forwardWillMove(toParent: parent) }
    override func didMove(toParent parent: ViewController?) {
        let parentOwner = parent?.uiViewController
        onOwner { $0.didMove(toParent: parentOwner) }
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        onOwner { $0.traitCollectionDidChange(previous.map(UITraitCollection.init)) }
    }
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        let forwarded = onOwner(with: coordinator) { $0.willTransition(to: UITraitCollection(newCollection), with: $1) }
        if !forwarded { super.willTransition(to: newCollection, with: coordinator) }
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        let forwarded = onOwner(with: coordinator) { $0.viewWillTransition(to: CGSize(size), with: $1) }
        if !forwarded { super.viewWillTransition(to: size, with: coordinator) }
    }
    func baseWillTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }
    func baseViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }
}

final class BackingNavigationController: NavigationController, ControllerBacking {
    weak var owner: UIViewController?
    /// An empty stack: Rigging's navigation controller starts with a root, so a placeholder
    /// one is set and taken off before anything is shown.
    /// The bar, a `UINavigationBar` (held here: the bar's view refers to it weakly).
    let uiNavigationBar: UINavigationBar
    /// The toolbar, a `UIToolbar` (held here, as the bar is).
    let uiToolbar: UIToolbar
    init(typeName: String) {
        (uiNavigationBar, uiToolbar) = MainActor.assumeIsolated { (UINavigationBar(), UIToolbar()) }
        super.init(rootViewController: ViewController(name: typeName + ".placeholder"), name: typeName)
        setViewControllers([], animated: false)
        uiNavigationBar.navigation = self
        uiToolbar.navigation = self
        makeBar = { [uiNavigationBar] in uiNavigationBar.backing }
        makeToolbar = { [uiToolbar] in uiToolbar.backing }
        barWillSlide = { [weak uiNavigationBar] in MainActor.assumeIsolated { uiNavigationBar?.prepareFade() } }
    }
    override func loadView() { if owner == nil { super.loadView() } else { loadOwnersView() } }
    override func viewDidLoad() {
        super.viewDidLoad()
        onOwner { $0.viewDidLoad() }
    }
    override func viewWillAppear(_ animated: Bool) { onOwner { $0.viewWillAppear(animated) } }
    override func viewDidAppear(_ animated: Bool) { onOwner { $0.viewDidAppear(animated) } }
    override func viewWillDisappear(_ animated: Bool) { onOwner { $0.viewWillDisappear(animated) } }
    override func viewDidDisappear(_ animated: Bool) { onOwner { $0.viewDidDisappear(animated) } }
    override func willMove(toParent parent: ViewController?) { forwardWillMove(toParent: parent) }
    override func didMove(toParent parent: ViewController?) {
        let parentOwner = parent?.uiViewController
        onOwner { $0.didMove(toParent: parentOwner) }
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        onOwner { $0.traitCollectionDidChange(previous.map(UITraitCollection.init)) }
    }
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        let forwarded = onOwner(with: coordinator) { $0.willTransition(to: UITraitCollection(newCollection), with: $1) }
        if !forwarded { super.willTransition(to: newCollection, with: coordinator) }
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        let forwarded = onOwner(with: coordinator) { $0.viewWillTransition(to: CGSize(size), with: $1) }
        if !forwarded { super.viewWillTransition(to: size, with: coordinator) }
    }
    func baseWillTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }
    func baseViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }
}

final class BackingTabBarController: TabBarController, ControllerBacking {
    weak var owner: UIViewController?
    /// The bar, a `UITabBar` (held here: the bar's view refers to it weakly).
    let uiTabBar: UITabBar
    override init(name: String? = nil) {
        uiTabBar = MainActor.assumeIsolated { UITabBar() }
        super.init(name: name)
        uiTabBar.tabs = self
        makeBar = { [uiTabBar] in uiTabBar.backing }
    }
    override func loadView() { if owner == nil { super.loadView() } else { loadOwnersView() } }
    override func viewDidLoad() {
        super.viewDidLoad()
        onOwner { $0.viewDidLoad() }
    }
    override func viewWillAppear(_ animated: Bool) { onOwner { $0.viewWillAppear(animated) } }
    override func viewDidAppear(_ animated: Bool) { onOwner { $0.viewDidAppear(animated) } }
    override func viewWillDisappear(_ animated: Bool) { onOwner { $0.viewWillDisappear(animated) } }
    override func viewDidDisappear(_ animated: Bool) { onOwner { $0.viewDidDisappear(animated) } }
    override func willMove(toParent parent: ViewController?) { forwardWillMove(toParent: parent) }
    override func didMove(toParent parent: ViewController?) {
        let parentOwner = parent?.uiViewController
        onOwner { $0.didMove(toParent: parentOwner) }
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        onOwner { $0.traitCollectionDidChange(previous.map(UITraitCollection.init)) }
    }
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        let forwarded = onOwner(with: coordinator) { $0.willTransition(to: UITraitCollection(newCollection), with: $1) }
        if !forwarded { super.willTransition(to: newCollection, with: coordinator) }
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        let forwarded = onOwner(with: coordinator) { $0.viewWillTransition(to: CGSize(size), with: $1) }
        if !forwarded { super.viewWillTransition(to: size, with: coordinator) }
    }
    func baseWillTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }
    func baseViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }
}

final class BackingSplitViewController: SplitViewController, ControllerBacking {
    weak var owner: UIViewController?
    override func loadView() { if owner == nil { super.loadView() } else { loadOwnersView() } }
    override func viewDidLoad() {
        super.viewDidLoad()
        onOwner { $0.viewDidLoad() }
    }
    override func viewWillAppear(_ animated: Bool) { onOwner { $0.viewWillAppear(animated) } }
    override func viewDidAppear(_ animated: Bool) { onOwner { $0.viewDidAppear(animated) } }
    override func viewWillDisappear(_ animated: Bool) { onOwner { $0.viewWillDisappear(animated) } }
    override func viewDidDisappear(_ animated: Bool) { onOwner { $0.viewDidDisappear(animated) } }
    override func willMove(toParent parent: ViewController?) { forwardWillMove(toParent: parent) }
    override func didMove(toParent parent: ViewController?) {
        let parentOwner = parent?.uiViewController
        onOwner { $0.didMove(toParent: parentOwner) }
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        onOwner { $0.traitCollectionDidChange(previous.map(UITraitCollection.init)) }
    }
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        let forwarded = onOwner(with: coordinator) { $0.willTransition(to: UITraitCollection(newCollection), with: $1) }
        if !forwarded { super.willTransition(to: newCollection, with: coordinator) }
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        let forwarded = onOwner(with: coordinator) { $0.viewWillTransition(to: CGSize(size), with: $1) }
        if !forwarded { super.viewWillTransition(to: size, with: coordinator) }
    }
    func baseWillTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }
    func baseViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }
}
