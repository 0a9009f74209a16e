/// A coarse measure of the space an interface has along one axis (like
/// `UIUserInterfaceSizeClass`): layouts switch constraints and views on it rather than on exact
/// sizes.
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable {
    /// No size class: a trait collection that does not say.
    case unspecified
    /// Constrained space: an iPhone's width in portrait, its height in landscape, a narrow iPad
    /// split-view window.
    case compact
    /// Expansive space: an iPad's full-screen width and height, a large iPhone's width in landscape.
    case regular
}
