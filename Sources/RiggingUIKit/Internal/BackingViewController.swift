import AutoLayout
import Rigging

/// The Rigging view controller a `UIViewController` runs through (see INTERNALS, "RiggingUIKit"):
/// Rigging calls its hooks, and it forwards each to its owner, so a `UIViewController`
/// subclass's overrides run; the owner's defaults call back into Rigging's (`base...`).
/// The owner holds it; it refers to its owner weakly.
final class BackingViewController: ViewController {
    weak var owner: UIViewController?

    /// A backing controller named after its owner's class (`typeName`); the owner sets itself.
    init(typeName: String) { super.init(name: typeName) }

    /// The UIKit object standing for `controller`, if it is one of these.
    static func owner(of controller: ViewController?) -> UIViewController? {
        (controller as? BackingViewController)?.owner
    }

    /// The owner's `loadView()` makes a `UIView` (or leaves none: a plain one is made); its
    /// backing view becomes the root view.
    override func loadView() {
        guard let owner else { return super.loadView() }
        owner.loadView()
        let root = owner.loadedView ?? UIView()
        owner.adoptRootView(root)
        view = root.layoutView
    }

    override func viewDidLoad() { owner?.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { owner?.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { owner?.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { owner?.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { owner?.viewDidDisappear(animated) }
    override func willMove(toParent parent: ViewController?) { owner?.willMove(toParent: Self.owner(of: parent)) }
    override func didMove(toParent parent: ViewController?) { owner?.didMove(toParent: Self.owner(of: parent)) }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        owner?.traitCollectionDidChange(previousTraitCollection.map(UITraitCollection.init))
    }

    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        guard let owner else { return super.willTransition(to: newCollection, with: coordinator) }
        owner.willTransition(to: UITraitCollection(newCollection), with: TransitionCoordinatorBridge(coordinator))
    }

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        guard let owner else { return super.viewWillTransition(to: size, with: coordinator) }
        owner.viewWillTransition(to: CGSize(size), with: TransitionCoordinatorBridge(coordinator))
    }

    func baseWillTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }

    func baseViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
}
