/// A layout guide a document declares: a view's safe area (`<viewLayoutGuide key="safeArea">`),
/// a scroll view's content or frame guide, the keyboard guide, a view's own guides, or a view
/// controller's legacy top or bottom layout guide (`<viewControllerLayoutGuide type="top">`).
/// Constraints refer to it by `id`.
public struct IBLayoutGuide: Hashable, Sendable {
    /// The guide's document id.
    public var id: String
    /// What the guide is.
    public var kind: Kind
    /// The line of its element.
    public var line: Int

    /// A guide of `kind` with document id `id`, declared at `line`.
    public init(id: String, kind: Kind, line: Int) {
        self.id = id
        self.kind = kind
        self.line = line
    }

    /// Every kind of guide a document declares.
    public enum Kind: Hashable, Sendable {
        /// `safeAreaLayoutGuide`.
        case safeArea
        /// A scroll view's `contentLayoutGuide`.
        case contentLayoutGuide
        /// A scroll view's `frameLayoutGuide`.
        case frameLayoutGuide
        /// `keyboardLayoutGuide`.
        case keyboard
        /// A view controller's `topLayoutGuide` (before safe areas).
        case topLayoutGuide
        /// A view controller's `bottomLayoutGuide` (before safe areas).
        case bottomLayoutGuide
        /// A guide the document's author added to a view, with its element name and `key`.
        case custom(element: String, key: String?)
    }
}
