import InterfaceBuilder

/// A segue of a storyboard scene, kept by the scene's controller: what performing it makes.
@MainActor
final class StoryboardSegueTemplate {
    let connection: IBConnection
    /// The storyboard the destination is made from (held, as UIKit's controllers hold theirs).
    let storyboard: UIStoryboard
    /// The view a popover segue points at, once the scene's view has loaded.
    weak var anchor: UIView?

    init(connection: IBConnection, storyboard: UIStoryboard) {
        self.connection = connection
        self.storyboard = storyboard
    }

    /// The identifier, nil when the segue has none.
    var identifier: String? {
        guard case .segue(_, let identifier, _) = connection.kind else { return nil }
        return identifier
    }

    /// The kind (`show`, `presentation`, `unwind`, ...).
    var kind: String {
        guard case .segue(let kind, _, _) = connection.kind else { return "" }
        return kind
    }

    /// Whether a template is made for `connection`: every segue but containers' relationships
    /// and embeds, which loading sets up.
    static func isTransition(_ connection: IBConnection) -> Bool {
        guard case .segue(let kind, _, _) = connection.kind else { return false }
        return kind != "relationship" && kind != "embed"
    }
}
