import Rigging

/// UIKit's `UIModalPresentationStyle`, with its raw values, for the styles Rigging models
/// (its `ModalPresentationStyle`, whose description gives the geometry): no custom
/// presentations.
public enum UIModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    /// The system's choice: a page sheet for a plain view controller.
    case automatic = -2
    /// The view fills the window; the presenting view leaves the window's tree once shown.
    case fullScreen = 0
    /// A sheet as wide as the readable width in regular width; a card in compact width.
    case pageSheet = 1
    /// A 540 by 620 sheet, centred, in regular width; a card in compact width.
    case formSheet = 2
    /// The view fills the window over the presenting view, which stays shown.
    case overFullScreen = 5
    /// The view covers the presentation context's view (`definesPresentationContext`), which
    /// is hidden once it is shown.
    case currentContext = 3
    /// The view covers the presentation context's view, which stays shown.
    case overCurrentContext = 6
    /// A popover pointing at its source in regular width and height; a form sheet elsewhere.
    case popover = 7

    /// The style Rigging's `style` stands for.
    init(_ style: ModalPresentationStyle) {
        switch style {
        case .automatic: self = .automatic
        case .fullScreen: self = .fullScreen
        case .pageSheet: self = .pageSheet
        case .formSheet: self = .formSheet
        case .overFullScreen: self = .overFullScreen
        case .currentContext: self = .currentContext
        case .overCurrentContext: self = .overCurrentContext
        case .popover: self = .popover
        }
    }

    /// Rigging's style.
    var layoutStyle: ModalPresentationStyle {
        switch self {
        case .automatic: .automatic
        case .fullScreen: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .overFullScreen: .overFullScreen
        case .currentContext: .currentContext
        case .overCurrentContext: .overCurrentContext
        case .popover: .popover
        }
    }
}
