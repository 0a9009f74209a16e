/// A placeholder object: File's Owner, First Responder, or a scene's exit.
public struct IBPlaceholder: Hashable, Sendable {
    /// The placeholder's document id (`-1` for a XIB's File's Owner).
    public var id: String
    /// `placeholderIdentifier` (`IBFilesOwner`, `IBFirstResponder`), or `exit` for an exit.
    public var identifier: String
    /// `customClass`: File's Owner's class.
    public var customClass: String?
    /// `customModule`.
    public var customModule: String?
    /// Outlets and actions from the placeholder (File's Owner's outlets).
    public var connections: [IBConnection]

    /// A placeholder with the given fields.
    public init(
        id: String, identifier: String, customClass: String? = nil, customModule: String? = nil,
        connections: [IBConnection] = []
    ) {
        self.id = id
        self.identifier = identifier
        self.customClass = customClass
        self.customModule = customModule
        self.connections = connections
    }
}
