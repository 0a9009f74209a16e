import AutoLayout

/// UIKit's `UISemanticContentAttribute`: how a view picks its layout direction.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// Follow the superview (or the app's direction at the root).
    case unspecified = 0
    /// Playback controls: always left to right (AutoLayout treats it as `forceLeftToRight`).
    case playback
    /// Spatial controls: always left to right (AutoLayout treats it as `forceLeftToRight`).
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft

    init(_ attribute: SemanticContentAttribute) {
        switch attribute {
        case .unspecified: self = .unspecified
        case .forceLeftToRight: self = .forceLeftToRight
        case .forceRightToLeft: self = .forceRightToLeft
        }
    }

    var layoutAttribute: SemanticContentAttribute {
        switch self {
        case .unspecified: .unspecified
        case .playback, .spatial, .forceLeftToRight: .forceLeftToRight
        case .forceRightToLeft: .forceRightToLeft
        }
    }
}

/// UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft
}
