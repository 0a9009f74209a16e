import AutoLayout

/// A size class, as in `UIUserInterfaceSizeClass`.
public enum IBSizeClass: String, Hashable, Sendable, CaseIterable {
    /// `.compact`.
    case compact
    /// `.regular`.
    case regular
    /// `.unspecified`: the class of a canvas that names no device (Interface Builder's
    /// any-width, any-height canvas), where only a variation keyed to neither class applies.
    case unspecified
}
