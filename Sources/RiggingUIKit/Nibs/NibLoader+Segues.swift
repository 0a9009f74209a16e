import InterfaceBuilder

extension NibLoader {
    /// The segues of a controller's scene, kept by the controller as UIKit's keep their segue
    /// templates: the controller's own (manual and unwind segues), its bar items', and those of
    /// every view of its root view (controls' and cells', prototypes' included).
    static func segueTemplates(of element: IBViewController, storyboard: UIStoryboard) -> [StoryboardSegueTemplate] {
        var connections = element.connections + element.itemConnections
        var pending = (element.view.map { [$0] } ?? []) + element.bars
        while let view = pending.popLast() {
            connections += view.connections
            pending += view.childViews
        }
        return connections.filter(StoryboardSegueTemplate.isTransition).map { StoryboardSegueTemplate(connection: $0, storyboard: storyboard) }
    }

    /// Once the scene's view has loaded: each popover segue's anchor view, and each segue a
    /// control triggers performed on the control's `.touchUpInside`, from `owner`, as UIKit
    /// connects a segue to its control.
    func connectTriggeredSegues(to owner: UIViewController) {
        for template in owner.storyboardSegues {
            if let anchorID = template.connection.segueOptions?.popoverAnchorView, let anchor = views[anchorID] { template.anchor = anchor }
        }
        for connection in connections where StoryboardSegueTemplate.isTransition(connection) {
            guard let view = views[connection.sourceID] else { continue }
            if let cell = view as? UITableViewCell {
                cell.triggeredSegueIDs.append(connection.id)
                continue
            }
            guard let control = view as? UIControl else {
                warn(
                    connection.id, line: connection.line,
                    "a segue from a \(type(of: view)) is never triggered (only controls and table cells trigger segues)")
                continue
            }
            let id = connection.id
            let trigger = UIAction(identifier: UIAction.Identifier("segue-\(id)")) { [weak owner] action in
                owner?.performTriggeredSegue(connectionID: id, sender: action.sender)
            }
            control.addAction(trigger, for: .touchUpInside)
        }
    }
}
