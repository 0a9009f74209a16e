/// UIKit's `UIAction`: a handler a control runs for its events (`UIControl.addAction(_:for:)`),
/// the closure form of target-action, which compiles alike on iOS and Linux.
///
/// ```swift
/// var taps = 0
/// let button = UIButton(type: .system, primaryAction: UIAction(title: "Add") { _ in taps += 1 })
/// button.sendActions(for: .primaryActionTriggered)  // what a tap sends, with .touchUpInside
/// // taps is 1; button.currentTitle is "Add"
/// ```
@MainActor
open class UIAction {
    /// What an action runs, given the action (its `sender` set to the control).
    public typealias Handler = @MainActor (UIAction) -> Void

    /// An action's identity: a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (a button made with a primary action takes it as its normal title).
    open var title: String
    /// The image, kept.
    open var image: UIImage?
    /// The identifier: a control keeps one action per identifier.
    public let identifier: Identifier
    /// The discoverability title, kept.
    open var discoverabilityTitle: String?
    /// The control that sent the action while its handler runs; nil otherwise.
    public internal(set) var sender: Any?
    let handler: Handler

    /// An action running `handler`; without an identifier it gets a unique one, as in UIKit.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping Handler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(Self.uniqueIdentifier())
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    private static var made = 0
    private static func uniqueIdentifier() -> String {
        made += 1
        return "UIAction-\(made)"
    }

    /// Runs the handler with `sender` as the action's sender.
    func run(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
