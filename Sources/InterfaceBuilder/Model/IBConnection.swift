/// A connection from an object of the document: an outlet, an outlet collection, an action or a
/// segue, as its `<connections>` lists it.
public struct IBConnection: Hashable, Sendable {
    /// The connection's document id.
    public var id: String
    /// The id of the object whose `<connections>` holds it (an outlet's owner, an action's sender,
    /// a segue's source).
    public var sourceID: String
    /// The id of the object it points at (an outlet's value, an action's target, a segue's
    /// destination view controller).
    public var destination: String
    /// What it is.
    public var kind: Kind
    /// The line of its element.
    public var line: Int
    /// A segue's `modalPresentationStyle` (`fullScreen`, `formSheet`, ...), nil when it sets none.
    public var modalPresentationStyle: String?
    /// A segue's other settings (unwind action, transition, animation, popover anchor); nil for
    /// outlets and actions.
    public var segueOptions: IBSegueOptions?

    /// A connection of `kind` from `sourceID` to `destination`.
    public init(id: String, sourceID: String, destination: String, kind: Kind, line: Int = 0) {
        self.id = id
        self.sourceID = sourceID
        self.destination = destination
        self.kind = kind
        self.line = line
    }

    /// Every kind of connection.
    public enum Kind: Hashable, Sendable {
        /// `<outlet property="...">`: the owner's property that holds the destination.
        case outlet(property: String)
        /// `<outletCollection property="..." collectionClass="NSMutableArray">`: one member of
        /// the owner's array property; the document lists the members in order.
        case outletCollection(property: String)
        /// `<action selector="..." eventType="...">`: the selector sent to the destination on
        /// the event (nil for bar button items, which have no event type).
        case action(selector: String, eventType: String?)
        /// `<segue kind="..." identifier="..." relationship="...">`: a transition or a
        /// container relationship (`kind="relationship"`, e.g. `rootViewController`).
        case segue(kind: String, identifier: String?, relationship: String?)
    }

    /// The outlet's or outlet collection's property name, nil for actions and segues.
    public var property: String? {
        switch kind {
        case .outlet(let property), .outletCollection(let property): return property
        case .action, .segue: return nil
        }
    }
}
