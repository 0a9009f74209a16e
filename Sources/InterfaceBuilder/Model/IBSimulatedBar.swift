/// A simulated bar: none, or a bar element with its settings.
public enum IBSimulatedBar: Hashable, Sendable {
    /// `<nil key="...">`: no bar.
    case none
    /// A bar element (`simulatedStatusBarMetrics`, `simulatedNavigationBarMetrics`,
    /// `simulatedTabBarMetrics`, `simulatedToolbarMetrics`) and its attributes (`prompted`,
    /// `translucent`, `barStyle`, `statusBarStyle`).
    case bar(element: String, attributes: [String: String])
}
