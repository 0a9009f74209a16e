import InterfaceBuilder

extension UIViewController {
    /// Performs the segue `identifier` of this controller's storyboard scene (its own, its
    /// controls' and its cells'), with `sender` given to `prepare(for:sender:)`. An identifier
    /// the scene does not have performs nothing and sets `segueError`, where UIKit raises
    /// (`Receiver (<...>) has no segue with identifier '...'`).
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        do throws(UIStoryboardSegueError) {
            try performSegue(identifier: identifier, sender: sender)
        } catch {
            segueError = error
        }
    }

    /// Performs the segue `identifier` as `performSegue(withIdentifier:sender:)` does, or
    /// throws why it cannot be.
    public func performSegue(identifier: String, sender: Any?) throws(UIStoryboardSegueError) {
        segueError = nil
        guard let template = storyboardSegues.first(where: { $0.identifier == identifier }) else {
            throw .noSegue(identifier: identifier, receiver: String(describing: type(of: self)))
        }
        try perform(template, sender: sender)
    }

    /// Performs the segue its control triggered (a button's tap, a cell's selection): asks
    /// `shouldPerformSegue(withIdentifier:sender:)` first when the segue has an identifier.
    func performTriggeredSegue(connectionID: String, sender: Any?) {
        segueError = nil
        guard let template = storyboardSegues.first(where: { $0.connection.id == connectionID }) else { return }
        if let identifier = template.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        do throws(UIStoryboardSegueError) {
            try perform(template, sender: sender)
        } catch {
            segueError = error
        }
    }

    /// Makes the destination and the segue, calls `prepare(for:sender:)`, then performs it.
    private func perform(_ template: StoryboardSegueTemplate, sender: Any?) throws(UIStoryboardSegueError) {
        let connection = template.connection
        let kind = template.kind
        if kind == "unwind" { return try unwind(template, sender: sender) }
        guard ["show", "push", "showDetail", "presentation", "modal", "popoverPresentation"].contains(kind) else {
            throw .unsupportedKind(kind, segueID: connection.id)
        }
        guard let element = template.storyboard.document?.viewController(id: connection.destination) else {
            throw .missingDestination(segueID: connection.id, destination: connection.destination)
        }
        let anchor = template.anchor ?? sender as? UIView
        if kind == "popoverPresentation", anchor == nil { throw .popoverWithoutAnchor(segueID: connection.id) }
        let destination = template.storyboard.make(element, creator: nil)
        let options = connection.segueOptions ?? IBSegueOptions()
        let animated = options.animates
        let segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination) { [self] in
            switch kind {
            case "show", "push":
                if let navigation = self as? UINavigationController ?? navigationController {
                    navigation.pushViewController(destination, animated: animated)
                } else {
                    present(destination, animated: animated)
                }
            case "showDetail":
                showDetailViewController(destination, sender: sender)
            case "popoverPresentation":
                destination.modalPresentationStyle = .popover
                destination.popoverPresentationController?.sourceView = anchor
                present(destination, animated: animated)
            default:
                if let style = connection.modalPresentationStyle.flatMap(UIModalPresentationStyle.init(storyboardName:)) {
                    destination.modalPresentationStyle = style
                }
                if let style = options.modalTransitionStyle.flatMap(UIModalTransitionStyle.init(storyboardName:)) {
                    destination.modalTransitionStyle = style
                }
                present(destination, animated: animated)
            }
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
