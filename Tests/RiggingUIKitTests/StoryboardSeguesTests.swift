import RiggingUIKit
import Testing

/// `Inbox.storyboard` (Nibs/): its segues performed by identifier, by their buttons and by
/// their cells, the unwind segues, and the controls' actions, against UIKit's documented order:
/// `shouldPerformSegue(withIdentifier:sender:)` only for triggered segues, then the destination
/// made, `prepare(for:sender:)`, and the transition; an unwind's action runs on the destination
/// before the transition.
@MainActor
@Suite(.serialized) struct StoryboardSeguesTests {
    final class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        var tableView: UITableView?
        var log: [String] = []
        var allowsSegues = true
        var lastSegue: UIStoryboardSegue?
        var lastSender: Any?

        override func setValue(_ value: Any?, forKey key: String) {
            if key == "tableView", let table = value as? UITableView {
                tableView = table
                table.dataSource = self
                table.delegate = self
            } else {
                super.setValue(value, forKey: key)
            }
        }

        override func handler(for action: Selector) -> (@MainActor (Any?) -> Void)? {
            switch action.name {
            case "refresh:": return { [unowned self] sender in log.append("refresh \(sender is UIButton)") }
            case "archive:": return { [unowned self] sender in log.append("archive \(sender is UIButton)") }
            case "backToInbox:":
                return { [unowned self] segue in
                    lastSegue = segue as? UIStoryboardSegue
                    log.append("backToInbox")
                }
            default: return super.handler(for: action)
            }
        }

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.append("should \(identifier)")
            return allowsSegues
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.append("prepare \(segue.identifier ?? "-")")
            lastSegue = segue
            lastSender = sender
            (segue.destination as? MessageViewController)?.subject = "row \(tableView?.indexPathForSelectedRow?.row ?? -1)"
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("willSelect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    }

    final class MessageViewController: UIViewController {
        var subject = ""
    }

    /// The storyboard's navigation controller in a window on an iPhone 11 (`retina6_1`), and its
    /// inbox.
    static func inbox() throws -> (UIWindow, UINavigationController, InboxViewController) {
        NibClassRegistry.register(InboxViewController.self)
        NibClassRegistry.register(MessageViewController.self)
        let (window, navigation) = try showInitialController(of: "Inbox", as: UINavigationController.self)
        let inbox = try #require(navigation.topViewController as? InboxViewController)
        window.layoutIfNeeded()
        return (window, navigation, inbox)
    }

    static func button(_ title: String, in view: UIView) -> UIButton? {
        view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }
    }

    @Test func performSegueMakesTheDestinationPreparesAndPresentsWithTheSeguesStyle() throws {
        let (window, _, inbox) = try Self.inbox()
        inbox.performSegue(withIdentifier: "compose", sender: "code")
        // Not asked: shouldPerformSegue is for triggered segues only.
        #expect(inbox.log == ["prepare compose"])
        let segue = try #require(inbox.lastSegue)
        #expect(segue.identifier == "compose" && segue.source === inbox)
        #expect(inbox.lastSender as? String == "code")
        #expect(inbox.presentedViewController === segue.destination)
        #expect(segue.destination.modalPresentationStyle == .fullScreen)
        #expect(segue.destination.modalTransitionStyle == .crossDissolve)
        try window.layoutWindow.runLoop.run(until: 2)
        #expect(segue.destination.view.frame == window.bounds)
        #expect(inbox.segueError == nil)
    }

    @Test func aMisspelledIdentifierIsReportedAndPerformsNothing() throws {
        let (window, _, inbox) = try Self.inbox()
        defer { withExtendedLifetime(window) {} }
        inbox.performSegue(withIdentifier: "composer", sender: nil)
        #expect(inbox.segueError == .noSegue(identifier: "composer", receiver: "InboxViewController"))
        #expect(inbox.segueError?.description == "Receiver (<InboxViewController>) has no segue with identifier 'composer'")
        #expect(inbox.presentedViewController == nil && inbox.log.isEmpty)
        #expect(throws: UIStoryboardSegueError.self) { try inbox.performSegue(identifier: "Compose", sender: nil) }
        // A controller made in code has no segues.
        let plain = UIViewController()
        plain.performSegue(withIdentifier: "compose", sender: nil)
        #expect(plain.segueError == .noSegue(identifier: "compose", receiver: "UIViewController"))
        // A custom segue class cannot be made here.
        inbox.performSegue(withIdentifier: "fancy", sender: nil)
        #expect(inbox.segueError == .unsupportedKind("custom", segueID: "seg-fancy"))
    }

    @Test func aButtonsTapAsksShouldPerformThenPerforms() throws {
        let (window, _, inbox) = try Self.inbox()
        defer { withExtendedLifetime(window) {} }
        let compose = try #require(Self.button("Compose", in: inbox.view))
        inbox.allowsSegues = false
        compose.sendActions(for: .touchUpInside)
        #expect(inbox.log == ["should compose"])
        #expect(inbox.presentedViewController == nil)
        inbox.allowsSegues = true
        compose.sendActions(for: .touchUpInside)
        #expect(inbox.log == ["should compose", "should compose", "prepare compose"])
        #expect(inbox.lastSender as? UIButton === compose)
        #expect(inbox.presentedViewController != nil)
    }

    @Test func aPopoverSeguePointsAtItsAnchorView() throws {
        let (window, _, inbox) = try Self.inbox()
        defer { withExtendedLifetime(window) {} }
        let filter = try #require(Self.button("Filter", in: inbox.view))
        inbox.performSegue(withIdentifier: "filter", sender: nil)
        let popover = try #require(inbox.presentedViewController, "\(String(describing: inbox.segueError))")
        #expect(popover.modalPresentationStyle == .popover)
        #expect(popover.popoverPresentationController?.sourceView === filter)
    }

    @Test func showPushesInTheNavigationControllerAndShowDetailShowsWithoutASplit() throws {
        let (window, navigation, inbox) = try Self.inbox()
        inbox.performSegue(withIdentifier: "settings", sender: nil)
        try window.layoutWindow.runLoop.run(until: 2)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === inbox.lastSegue?.destination)
    }

    @Test func selectingACellPerformsItsSegueBeforeDidSelect() throws {
        let (window, navigation, inbox) = try Self.inbox()
        let table = try #require(inbox.tableView)
        #expect(table.visibleCells.count == 3)
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(inbox.log == ["willSelect 1", "should openMessage", "prepare openMessage", "didSelect 1"])
        #expect(inbox.lastSender as? UITableViewCell === table.cellForRow(at: IndexPath(row: 1, section: 0)))
        try window.layoutWindow.runLoop.run(until: 2)
        let message = try #require(navigation.topViewController as? MessageViewController)
        #expect(message.subject == "row 1")
    }

    @Test func anUnwindSegueRunsTheActionThenPopsToItsDestination() throws {
        let (window, navigation, inbox) = try Self.inbox()
        inbox.tableView?.simulateTap(at: IndexPath(row: 0, section: 0))
        try window.layoutWindow.runLoop.run(until: 2)
        let message = try #require(navigation.topViewController as? MessageViewController)
        inbox.log = []
        try #require(Self.button("Done", in: message.view)).sendActions(for: .touchUpInside)
        #expect(inbox.log == ["backToInbox"])
        let segue = try #require(inbox.lastSegue as? UIStoryboardUnwindSegue)
        #expect(segue.source === message && segue.destination === inbox && segue.identifier == nil)
        try window.layoutWindow.runLoop.run(until: 4)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === inbox)
    }

    @Test func anUnwindFromAPresentedControllerDismissesIt() throws {
        let (window, _, inbox) = try Self.inbox()
        inbox.performSegue(withIdentifier: "compose", sender: nil)
        try window.layoutWindow.runLoop.run(until: 2)
        let compose = try #require(inbox.presentedViewController)
        compose.performSegue(withIdentifier: "toNowhere", sender: nil)
        #expect(compose.segueError == .noUnwindDestination(action: "backToNowhere:", receiver: "UIViewController"))
        compose.performSegue(withIdentifier: "cancelCompose", sender: nil)
        #expect(compose.segueError == nil)
        #expect(inbox.log.last == "backToInbox")
        #expect(inbox.lastSegue?.source === compose)
        try window.layoutWindow.runLoop.run(until: 4)
        #expect(inbox.presentedViewController == nil)
    }

    @Test func storyboardActionsReachTheirTargetsOnTheirEvents() throws {
        let (window, _, inbox) = try Self.inbox()
        defer { withExtendedLifetime(window) {} }
        let refresh = try #require(Self.button("Refresh", in: inbox.view))
        #expect(refresh.actions(forTarget: inbox, forControlEvent: .touchUpInside) == ["refresh:"])
        #expect(refresh.actions(forTarget: nil, forControlEvent: .touchDownRepeat) == ["refreshAll:"])
        refresh.sendActions(for: .touchUpInside)
        #expect(inbox.log == ["refresh true"])
        // The First Responder's action goes along the responder chain; no one takes it.
        refresh.sendActions(for: .touchDownRepeat)
        // A prototype cell's button reaches the scene's controller.
        let cell = try #require(inbox.tableView?.cellForRow(at: IndexPath(row: 0, section: 0)))
        try #require(cell.contentView.subviews.first as? UIButton).sendActions(for: .touchUpInside)
        #expect(inbox.log == ["refresh true", "archive true"])
        #expect(refresh.unhandledActions == ["-[responder chain of UIButton refreshAll:]: unrecognized selector sent to instance"])
    }
}

/// The initial controller of the test bundle's storyboard `name`, of class `controllerClass`, as
/// the root of a window on an iPhone 11 (`retina6_1`, the fixtures' device), laid out; the
/// storyboard loaded without warnings.
@MainActor
func showInitialController<Controller: UIViewController>(
    of name: String, as controllerClass: Controller.Type
) throws -> (UIWindow, Controller) {
    let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
    let storyboard = UIStoryboard(name: name, bundle: .module)
    let controller = try #require(storyboard.instantiateInitialViewController() as? Controller)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings)")
    return (window, controller)
}
