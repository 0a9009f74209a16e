import RiggingUIKit
import Testing

/// `UIControl`'s target-action pairs and `UIAction`s against UIKit's documentation: a pair
/// added twice is sent once, targets are held weakly, a nil target goes along the responder
/// chain, actions are unique by identifier, and only the events registered send.
@MainActor
@Suite struct ControlActionsTests {
    @MainActor final class Recorder: ActionHandling {
        var calls: [String] = []
        func handler(for action: Selector) -> (@MainActor (Any?) -> Void)? {
            guard action.name.hasSuffix(":") else { return nil }
            return { [unowned self] sender in calls.append("\(action.name) \(type(of: sender ?? "nil"))") }
        }
    }

    final class Screen: UIViewController {
        var saved = 0
        override func handler(for action: Selector) -> (@MainActor (Any?) -> Void)? {
            guard action == Selector("save:") else { return super.handler(for: action) }
            return { [unowned self] _ in saved += 1 }
        }
    }

    @Test func aTargetActionPairIsSentForItsEventsOnly() {
        let recorder = Recorder()
        let button = UIButton(type: .system)
        button.addTarget(recorder, action: Selector("tap:"), for: [.touchUpInside, .primaryActionTriggered])
        button.addTarget(recorder, action: Selector("tap:"), for: .touchUpInside)
        button.addTarget(recorder, action: Selector("down:"), for: .touchDown)
        #expect(button.allControlEvents == [.touchUpInside, .primaryActionTriggered, .touchDown])
        #expect(button.actions(forTarget: recorder, forControlEvent: .touchUpInside) == ["tap:"])
        button.sendActions(for: .touchUpInside)
        #expect(recorder.calls == ["tap: UIButton"])
        button.sendActions(for: .valueChanged)
        #expect(recorder.calls.count == 1)
        button.removeTarget(recorder, action: Selector("tap:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(recorder.calls.count == 1)
        button.sendActions(for: .primaryActionTriggered)
        #expect(recorder.calls == ["tap: UIButton", "tap: UIButton"])
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allControlEvents.isEmpty && button.actions(forTarget: recorder, forControlEvent: .allEvents) == nil)
    }

    @Test func targetsAreHeldWeakly() {
        let button = UIButton(type: .system)
        var recorder: Recorder? = Recorder()
        weak let weakRecorder = recorder
        button.addTarget(recorder, action: Selector("tap:"), for: .touchUpInside)
        recorder = nil
        #expect(weakRecorder == nil)
        button.sendActions(for: .touchUpInside)
        #expect(button.unhandledActions.isEmpty)
    }

    @Test func aNilTargetGoesAlongTheResponderChainToTheController() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let screen = Screen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let box = UIView()
        let button = UIButton(type: .system)
        box.addSubview(button)
        screen.view.addSubview(box)
        button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        button.addTarget(nil, action: Selector("share:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.saved == 1)
        #expect(button.unhandledActions == ["-[responder chain of UIButton share:]: unrecognized selector sent to instance"])
        button.addTarget(screen, action: Selector("archive:"), for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(button.unhandledActions.last == "-[Screen archive:]: unrecognized selector sent to instance")
    }

    @Test func actionsAreUniqueByIdentifierAndTitleAPrimaryActionsButton() {
        var log: [String] = []
        let first = UIAction(title: "Save", identifier: UIAction.Identifier("save")) { action in
            log.append("first \(action.sender is UIButton)")
        }
        let button = UIButton(type: .system, primaryAction: first)
        #expect(button.currentTitle == "Save")
        button.sendActions(for: .touchUpInside)
        #expect(log.isEmpty, "a primary action is sent for .primaryActionTriggered")
        button.sendActions(for: .primaryActionTriggered)
        #expect(log == ["first true"])
        #expect(first.sender == nil)
        button.addAction(UIAction(identifier: UIAction.Identifier("save")) { _ in log.append("second") }, for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(log == ["first true", "second"])
        button.removeAction(identifiedBy: UIAction.Identifier("save"), for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(log.count == 2)
        let other = UIAction { _ in log.append("other") }
        #expect(other.identifier != first.identifier)
    }
}
