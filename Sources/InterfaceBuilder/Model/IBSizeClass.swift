import AutoLayout

/// A size class, as in `UIUserInterfaceSizeClass` (without `unspecified`, which a trait pair
/// never resolves to on a device).
public enum IBSizeClass: String, Hashable, Sendable, CaseIterable {
    /// `.compact`.
    case compact
    /// `.regular`.
    case regular
}
