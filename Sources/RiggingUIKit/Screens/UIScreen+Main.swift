import Rigging

extension UIScreen {
    /// The screen apps mean by `UIScreen.main`: here, the screen of the most recently made
    /// `UIWindow` that is still alive (in its current orientation), since iOS's one screen is
    /// whichever device the window was made for; with no live window, the iPhone 16's screen
    /// (`retina6_12`, 393 × 852 points at 3x) in portrait.
    ///
    /// ```swift
    /// let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone SE (3rd generation)"))
    /// // UIScreen.main.bounds is (0, 0, 375, 667) while window is alive
    /// ```
    public static var main: UIScreen {
        if let window = UIWindow.latest.window { return window.screen }
        let phone = Device.all.first { $0.id == "retina6_12" } ?? Device.all[0]
        return UIScreen(Screen(device: phone))
    }
}

extension UIWindow {
    /// The most recently made window, held weakly (what `UIScreen.main` reads).
    static let latest = LatestWindow()

    /// A weak reference to a window, kept on the main actor.
    @MainActor
    final class LatestWindow {
        weak var window: UIWindow?
    }
}
