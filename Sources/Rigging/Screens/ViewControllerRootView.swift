import AutoLayout

/// The root view ``ViewController/loadView()`` makes: a plain view that calls its controller's
/// ``ViewController/viewWillLayoutSubviews()`` and ``ViewController/viewDidLayoutSubviews()``
/// around its own layout, as UIKit's root views do. Subclass it for a root view of your own
/// class that keeps those hooks.
open class ViewControllerRootView: View {
    /// The view controller told about the layout (not owned: the controller owns the view).
    public internal(set) weak var controller: ViewController?

    /// A root view for `controller`, named after it.
    public init(controller: ViewController) {
        self.controller = controller
        super.init(name: controller.name)
    }

    /// Calls the controller's hooks around the default layout; an override calls `super`.
    override open func layoutSubviews() {
        controller?.viewWillLayoutSubviews()
        super.layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }
}
