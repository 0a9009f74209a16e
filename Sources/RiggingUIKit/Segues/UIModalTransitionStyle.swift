/// UIKit's `UIModalTransitionStyle`, with its raw values: kept (a presentation slides up in
/// every style here, as Rigging's presentation model documents).
public enum UIModalTransitionStyle: Int, Sendable, Hashable, CaseIterable {
    /// The view slides up from the bottom (the default).
    case coverVertical = 0
    /// A 3D flip.
    case flipHorizontal = 1
    /// A cross-fade.
    case crossDissolve = 2
    /// A page curl.
    case partialCurl = 3

    /// The style a storyboard names (`crossDissolve`), nil for another name.
    init?(storyboardName name: String) {
        switch name {
        case "coverVertical": self = .coverVertical
        case "flipHorizontal": self = .flipHorizontal
        case "crossDissolve": self = .crossDissolve
        case "partialCurl": self = .partialCurl
        default: return nil
        }
    }
}
