extension UIModalPresentationStyle {
    /// The style a storyboard names (`fullScreen`, `formSheet`, ...), nil for one Rigging does
    /// not model (`custom`, `none`).
    init?(storyboardName name: String) {
        switch name {
        case "automatic": self = .automatic
        case "fullScreen": self = .fullScreen
        case "pageSheet": self = .pageSheet
        case "formSheet": self = .formSheet
        case "overFullScreen": self = .overFullScreen
        case "currentContext": self = .currentContext
        case "overCurrentContext": self = .overCurrentContext
        case "popover": self = .popover
        default: return nil
        }
    }
}
