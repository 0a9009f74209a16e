/// The direction leading and trailing follow, as in `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is left, trailing is right (the default).
    case leftToRight
    /// Leading is right, trailing is left.
    case rightToLeft
}

/// How a view picks its layout direction, as in `UISemanticContentAttribute` (reduced to what
/// layout needs): inherit the superview's, or force one.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    /// Use the superview's direction (the root's is the engine's `defaultLayoutDirection`).
    case unspecified
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
