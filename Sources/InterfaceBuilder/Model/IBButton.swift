import AutoLayout

/// A button's own settings: its type, per-state titles and images, insets and, for buttons made
/// with `UIButton.Configuration`, the configuration.
public struct IBButton: Hashable, Sendable {
    /// `buttonType` (`system`, `custom`, `roundedRect`, `infoLight`, ...; `custom` when absent).
    public var buttonType: String?
    /// The `<state key="...">` entries in document order.
    public var states: [State]
    /// `<inset key="contentEdgeInsets">`.
    public var contentEdgeInsets: EdgeInsets?
    /// `<inset key="titleEdgeInsets">`.
    public var titleEdgeInsets: EdgeInsets?
    /// `<inset key="imageEdgeInsets">`.
    public var imageEdgeInsets: EdgeInsets?
    /// `<buttonConfiguration key="configuration">`.
    public var configuration: Configuration?

    /// A button with the given settings.
    public init(
        buttonType: String? = nil, states: [State] = [], contentEdgeInsets: EdgeInsets? = nil,
        titleEdgeInsets: EdgeInsets? = nil, imageEdgeInsets: EdgeInsets? = nil, configuration: Configuration? = nil
    ) {
        self.buttonType = buttonType
        self.states = states
        self.contentEdgeInsets = contentEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.configuration = configuration
    }

    /// The title and images for one control state.
    public struct State: Hashable, Sendable {
        /// The state: `normal`, `highlighted`, `selected` or `disabled`.
        public var state: String
        /// `title`, or the fragments of an attributed title.
        public var title: String?
        /// `image` (an image resource's name).
        public var image: String?
        /// `backgroundImage`.
        public var backgroundImage: String?
        /// `catalog`: the catalog of the state's images (`system` for SF Symbols), if written.
        public var catalog: String?

        /// A state's entry.
        public init(state: String, title: String? = nil, image: String? = nil, backgroundImage: String? = nil, catalog: String? = nil) {
            self.state = state
            self.title = title
            self.image = image
            self.backgroundImage = backgroundImage
            self.catalog = catalog
        }
    }

    /// A `UIButton.Configuration` as the document records it.
    public struct Configuration: Hashable, Sendable {
        /// `style` (`plain`, `filled`, `tinted`, `gray`).
        public var style: String?
        /// `title`.
        public var title: String?
        /// `image`.
        public var image: String?
        /// `buttonSize` (`small`, `medium`, `large`).
        public var buttonSize: String?
        /// `<fontDescription key="titleFontDescription">`.
        public var titleFont: IBFont?
        /// `<directionalEdgeInsets key="contentInsets">`.
        public var contentInsets: DirectionalEdgeInsets?

        /// A configuration with the given settings.
        public init(
            style: String? = nil, title: String? = nil, image: String? = nil, buttonSize: String? = nil,
            titleFont: IBFont? = nil, contentInsets: DirectionalEdgeInsets? = nil
        ) {
            self.style = style
            self.title = title
            self.image = image
            self.buttonSize = buttonSize
            self.titleFont = titleFont
            self.contentInsets = contentInsets
        }
    }

    /// The title for `normal`, the one the button shows at rest (its configuration's title when
    /// no state has one).
    public var normalTitle: String? {
        states.first { $0.state == "normal" }?.title ?? configuration?.title
    }
}
