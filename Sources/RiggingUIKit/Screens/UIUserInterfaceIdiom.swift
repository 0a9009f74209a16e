import Rigging

/// UIKit's `UIUserInterfaceIdiom`, with its raw values, for the idioms Rigging's devices have.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
    /// No idiom: a trait collection that does not say.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1

    /// The idiom Rigging's `idiom` stands for.
    init(_ idiom: UserInterfaceIdiom) {
        switch idiom {
        case .unspecified: self = .unspecified
        case .phone: self = .phone
        case .pad: self = .pad
        }
    }

    /// Rigging's idiom.
    var layoutIdiom: UserInterfaceIdiom {
        switch self {
        case .unspecified: .unspecified
        case .phone: .phone
        case .pad: .pad
        }
    }
}
