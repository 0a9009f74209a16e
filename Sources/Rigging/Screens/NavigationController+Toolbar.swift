import AutoLayout

extension NavigationController {
    /// The toolbar (like `UINavigationController.toolbar`), made on first use: a view at the
    /// bottom of the navigation controller's view, as wide as it, standing on the safe area's
    /// bottom (above the home indicator, and above a tab bar around the navigation controller)
    /// with a navigation bar's height (44 points on an iPhone in portrait, 32 in compact height,
    /// 50 on an iPad). While it shows, the top view controller's safe area leaves it out.
    ///
    /// ```swift
    /// import AutoLayout
    /// import Rigging
    ///
    /// let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
    /// let list = ViewController(name: "list")
    /// let navigation = NavigationController(rootViewController: list)
    /// window.rootViewController = navigation
    /// navigation.setToolbarHidden(false, animated: false)
    /// window.layoutIfNeeded()
    /// // navigation.toolbar.frame is (0 774; 393 44); list.view.safeAreaInsets.bottom is 78
    /// ```
    public var toolbar: View {
        if let toolbarParts { return toolbarParts.view }
        let view = makeToolbar?() ?? View(name: name + ".toolbar")
        let placement = barContainer.attachToolbar(view)
        toolbarParts = (view, placement)
        updateToolbar()
        return view
    }

    /// Whether the toolbar shows: it is not hidden, and the top view controller does not hide
    /// bottom bars (`hidesBottomBarWhenPushed` hides the toolbar too, as Apple documents).
    var showsToolbar: Bool { !isToolbarHidden && !(topViewController?.hidesBottomBarWhenPushed ?? false) }

    /// The toolbar's height for the current traits.
    var toolbarHeight: Double { BarMetrics.navigationBarHeight(for: traitCollection) }

    /// Shows or hides the toolbar; the top view controller's safe area follows. Animated (when
    /// shown in a window), the toolbar slides down out of the screen or up into it over
    /// ``hideShowBarDuration`` seconds on the window's run loop (ease in and out).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isToolbarHidden else { return }
        isToolbarHidden = hidden
        let view = toolbar
        guard animated, isAppeared, let window, let placement = toolbarParts?.placement else { return updateToolbar() }
        let container = barContainer
        let height = toolbarHeight
        let shows = showsToolbar
        if shows {
            container.updateToolbar(placement, height: height, hidden: false, offscreen: true)
            view.isHidden = false
            window.layoutIfNeeded()
        }
        window.animate(true, duration: Self.hideShowBarDuration) {
            container.updateToolbar(placement, height: height, hidden: false, offscreen: !shows)
            window.layoutIfNeeded()
        } completion: { [weak self] in
            self?.updateToolbar()
            window.layoutIfNeeded()
        }
    }

    /// Places the toolbar, if made, for the traits, the hidden flag and the top view controller.
    func updateToolbar() {
        guard let (view, placement) = toolbarParts else { return }
        let shows = showsToolbar
        view.isHidden = !shows
        barContainer.updateToolbar(placement, height: toolbarHeight, hidden: !shows)
        view.setNeedsLayout()
    }
}
