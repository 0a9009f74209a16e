/// UIKit's `UIControl`: its states are kept, and its target-action pairs and `UIAction`s run
/// when an event is sent. There are no touches here: `sendActions(for:)` sends an event, as a
/// tap would (`.touchUpInside` for a button's tap).
///
/// A target is held weakly, as in UIKit; a nil target sends the action along the responder
/// chain (the control, its superviews, a root view's controller, the controller presenting
/// it), to the first object whose `handler(for:)` has a method for it. An action no object
/// takes is skipped (UIKit raises "unrecognized selector sent to instance") and recorded in
/// `unhandledActions`.
open class UIControl: UIView {
    /// Kept.
    open var isEnabled = true
    /// Kept.
    open var isSelected = false
    /// Kept.
    open var isHighlighted = false

    /// One registration: a target-action pair or an action, with its events.
    private struct Registration {
        enum Kind {
            case target(ref: WeakTarget, action: Selector)
            case action(UIAction)
        }
        var kind: Kind
        var events: Event
    }

    /// A target, held weakly (nil stays nil: the responder chain).
    struct WeakTarget {
        weak var object: AnyObject?
        let isNil: Bool
    }

    private var registrations: [Registration] = []

    /// The selectors sent to no object that takes them, with the control's class, in UIKit's
    /// words (`-[Target done:]: unrecognized selector sent to instance`), oldest first.
    public private(set) var unhandledActions: [String] = []

    /// A control whose `.primaryActionTriggered` runs `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Sends `action` to `target` (weakly held; nil: the responder chain) for `controlEvents`.
    /// The same target and action added again sends once, for the union of the events.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = registrations.firstIndex(where: {
            guard case .target(let ref, let known) = $0.kind else { return false }
            return known == action && ref.isNil == (object == nil) && ref.object === object
        }) {
            registrations[index].events.formUnion(controlEvents)
            return
        }
        registrations.append(
            Registration(kind: .target(ref: WeakTarget(object: object, isNil: object == nil), action: action), events: controlEvents))
    }

    /// Stops sending `action` (every action when nil) to `target` (every target when nil) for
    /// `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in registrations.indices {
            guard case .target(let ref, let known) = registrations[index].kind else { continue }
            if object.map({ ref.object === $0 }) ?? true, action.map({ $0 == known }) ?? true {
                registrations[index].events.subtract(controlEvents)
            }
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The names of the actions sent to `target` (nil: the responder chain) for `controlEvent`,
    /// or nil when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = registrations.compactMap { registration -> String? in
            guard case .target(let ref, let action) = registration.kind, !registration.events.isDisjoint(with: controlEvent),
                ref.isNil ? object == nil : ref.object === object && object != nil
            else { return nil }
            return action.name
        }
        return names.isEmpty ? nil : names
    }

    /// The events any target-action pair or action is registered for.
    open var allControlEvents: Event { registrations.reduce(Event()) { $0.union($1.events) } }

    /// Runs `action` for `controlEvents`; an action with the identifier of one already added
    /// replaces it, as in UIKit.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: {
            guard case .action(let known) = $0.kind else { return false }
            return known.identifier == action.identifier
        }) {
            registrations[index] = Registration(kind: .action(action), events: controlEvents)
            return
        }
        registrations.append(Registration(kind: .action(action), events: controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action identified by `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices {
            if case .action(let known) = registrations[index].kind, known.identifier == actionIdentifier {
                registrations[index].events.subtract(controlEvents)
            }
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added:
    /// each target's method (see `ActionHandling`) with the control as the sender, each
    /// `UIAction`'s handler with the control as its `sender`. A target freed since it was added
    /// is skipped, as UIKit's weak reference leaves it.
    open func sendActions(for controlEvents: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            switch registration.kind {
            case .action(let action): sendAction(action)
            case .target(let ref, let action):
                if ref.isNil {
                    sendAction(action, to: nil)
                } else if let target = ref.object {
                    sendAction(action, to: target)
                }
            }
        }
    }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) { action.run(sender: self) }

    /// Sends `action` to `target` (nil: along the responder chain from this control) with this
    /// control as the sender. UIKit's form also takes the event, which there is none of here.
    open func sendAction(_ action: Selector, to target: Any?) {
        let handler: (@MainActor (Any?) -> Void)?
        if let target {
            handler = (target as? any ActionHandling)?.handler(for: action)
        } else {
            handler = responderHandler(for: action, from: self)
        }
        guard let handler else {
            let receiver = target.map { String(describing: type(of: $0)) } ?? "responder chain of \(type(of: self))"
            unhandledActions.append("-[\(receiver) \(action.name)]: unrecognized selector sent to instance")
            return
        }
        handler(self)
    }

    /// UIKit's control states.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }
}
