import AutoLayout

extension ViewController {
    /// The legacy top layout guide (`UIViewController.topLayoutGuide`, deprecated in iOS 11):
    /// from the root view's top down to where its safe area starts, so its height (its
    /// `layoutFrame.height`, UIKit's `length`) is the status bar and the navigation bar above
    /// the content. Made on first use, with the identifier `_UILayoutGuide-top`.
    ///
    /// ```swift
    /// import AutoLayout
    /// import Rigging
    ///
    /// let window = Window(screen: Screen(device: try Device.lookup("iPhone 8")))
    /// let navigation = NavigationController(rootViewController: ViewController(name: "list"))
    /// window.rootViewController = navigation
    /// let list = navigation.viewControllers[0]
    /// let top = list.topLayoutGuide
    /// window.layoutIfNeeded()
    /// // top.layoutFrame.height is 64: the 20-point status bar and the 44-point navigation bar
    /// ```
    public var topLayoutGuide: LayoutGuide { legacyLayoutGuides().top }

    /// The legacy bottom layout guide (`UIViewController.bottomLayoutGuide`, deprecated in iOS
    /// 11): from where the root view's safe area ends down to its bottom, so its height is the
    /// tab bar and the home indicator below the content. Made on first use, with the identifier
    /// `_UILayoutGuide-bottom`.
    public var bottomLayoutGuide: LayoutGuide { legacyLayoutGuides().bottom }

    private func legacyLayoutGuides() -> (top: LayoutGuide, bottom: LayoutGuide) {
        if let guides = legacyGuides { return guides }
        let root = view
        let safe = root.safeAreaLayoutGuide
        let top = LayoutGuide()
        let bottom = LayoutGuide()
        top.identifier = "_UILayoutGuide-top"
        bottom.identifier = "_UILayoutGuide-bottom"
        root.addLayoutGuide(top)
        root.addLayoutGuide(bottom)
        // Guides of the root view related to the root view and its own safe-area guide: one
        // tree, finite constants, nothing to refuse.
        try? LayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: root.topAnchor), top.bottomAnchor.constraint(equalTo: safe.topAnchor),
            top.leadingAnchor.constraint(equalTo: root.leadingAnchor), top.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bottom.topAnchor.constraint(equalTo: safe.bottomAnchor), bottom.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            bottom.leadingAnchor.constraint(equalTo: root.leadingAnchor), bottom.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        legacyGuides = (top, bottom)
        return (top, bottom)
    }
}
