import Rigging

/// UIKit's `UIUserInterfaceSizeClass`, with its raw values: a coarse measure of the space along
/// one axis (Rigging's `UserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
    /// No size class: a trait collection that does not say.
    case unspecified = 0
    /// Constrained space.
    case compact = 1
    /// Expansive space.
    case regular = 2

    /// The size class Rigging's `sizeClass` stands for.
    init(_ sizeClass: UserInterfaceSizeClass) {
        switch sizeClass {
        case .unspecified: self = .unspecified
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }

    /// Rigging's size class.
    var layoutSizeClass: UserInterfaceSizeClass {
        switch self {
        case .unspecified: .unspecified
        case .compact: .compact
        case .regular: .regular
        }
    }
}
