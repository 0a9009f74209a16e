/// Why a segue was not performed. UIKit raises for most of these (an
/// `NSInvalidArgumentException` for an unknown identifier); here the non-throwing
/// `performSegue(withIdentifier:sender:)` records the error in the source's `segueError` and
/// performs nothing, and `performSegue(identifier:sender:)` throws it.
public enum UIStoryboardSegueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No segue of the source's scene has the identifier (or the source was not made by a
    /// storyboard).
    case noSegue(identifier: String, receiver: String)
    /// The segue's destination is not a view controller of the storyboard (a storyboard
    /// reference or another file).
    case missingDestination(segueID: String, destination: String)
    /// The segue's kind cannot be performed: a relationship, an embed, or a custom segue class.
    case unsupportedKind(String, segueID: String)
    /// No controller on the way back from the source takes the unwind action.
    case noUnwindDestination(action: String, receiver: String)
    /// A popover segue with no anchor view in the loaded scene and a sender that is not a view.
    case popoverWithoutAnchor(segueID: String)

    /// The message, in UIKit's words where UIKit has them.
    public var description: String {
        switch self {
        case .noSegue(let identifier, let receiver):
            return "Receiver (<\(receiver)>) has no segue with identifier '\(identifier)'"
        case .missingDestination(let segueID, let destination):
            return "segue '\(segueID)' leads to '\(destination)', which is not a view controller of the storyboard"
        case .unsupportedKind(let kind, let segueID):
            return "segue '\(segueID)' of kind '\(kind)' cannot be performed"
        case .noUnwindDestination(let action, let receiver):
            return "no view controller from <\(receiver)> back takes the unwind action '\(action)'"
        case .popoverWithoutAnchor(let segueID):
            return "popover segue '\(segueID)' has no anchor view and its sender is not a view"
        }
    }
}
