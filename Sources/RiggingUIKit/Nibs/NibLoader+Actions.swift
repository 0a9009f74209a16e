import InterfaceBuilder

extension NibLoader {
    /// Connects each `<action>` from a control of this load: `addTarget(_:action:for:)` on the
    /// control with the action's target (a view, a controller, File's Owner; nil for the First
    /// Responder placeholder, which sends along the responder chain) and event, as UIKit
    /// connects them. An action from another object (a gesture recognizer, a bar button item)
    /// leaves a warning.
    func connectActions() {
        for connection in connections {
            guard case .action(let selector, let eventType) = connection.kind else { continue }
            guard let control = views[connection.sourceID] as? UIControl else {
                warn(connection.id, line: connection.line, "action '\(selector)' is sent only by controls here; not connected")
                continue
            }
            let target = object(id: connection.destination)
            let isFirstResponder = document.index.placeholders[connection.destination]?.identifier == "IBFirstResponder"
            guard target != nil || isFirstResponder else {
                warn(connection.id, line: connection.line, "action '\(selector)' targets '\(connection.destination)', which this load did not make")
                continue
            }
            guard let event = Self.controlEvent(eventType ?? "touchUpInside") else {
                warn(connection.id, line: connection.line, "action '\(selector)' has an unknown event type '\(eventType ?? "")'")
                continue
            }
            control.addTarget(target, action: Selector(selector), for: event)
        }
    }

    /// The control event a document's `eventType` names.
    static func controlEvent(_ name: String) -> UIControl.Event? {
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
            "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        return events[name]
    }
}
