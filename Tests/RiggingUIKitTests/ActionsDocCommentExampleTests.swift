import RiggingUIKit
import Testing

/// The code examples in the doc comments of RiggingUIKit's actions and segues, run as written
/// (the values in their comments checked).
@MainActor
@Suite struct ActionsDocCommentExampleTests {
    @MainActor final class Counter: ActionHandling {
        var taps = 0
        func increment(_ sender: Any?) { taps += 1 }
        func handler(for action: Selector) -> (@MainActor (Any?) -> Void)? {
            action == Selector("increment:") ? increment : nil
        }
    }

    @Test func actionHandling() {
        let counter = Counter()
        let button = UIButton(type: .system)
        button.addTarget(counter, action: Selector("increment:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(counter.taps == 1)
    }

    @Test func uiAction() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Add") { _ in taps += 1 })
        button.sendActions(for: .primaryActionTriggered)  // what a tap sends, with .touchUpInside
        #expect(taps == 1)
        #expect(button.currentTitle == "Add")
    }

    @Test func uiStoryboardSegue() {
        let source = UIViewController()
        let destination = UIViewController()
        var performed = false
        let segue = UIStoryboardSegue(identifier: "showDetail", source: source, destination: destination) {
            performed = true
        }
        segue.perform()
        #expect(performed)
        #expect(segue.identifier == "showDetail")
    }
}

/// Docs/uikit.md's "Segues" example, run as written.
@MainActor
@Suite struct SeguesGuideExampleTests {
    final class MailViewController: UIViewController {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            segue.destination.title = "New message"
        }
    }

    @Test func performSegueAndAMisspelledIdentifier() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
        let storyboard = UIStoryboard(name: "Inbox", bundle: .module)
        let mail = storyboard.instantiateViewController(identifier: "Inbox") { coder in MailViewController(coder: coder) }
        window.rootViewController = mail
        window.makeKeyAndVisible()
        mail.performSegue(withIdentifier: "compose", sender: nil)
        #expect(mail.presentedViewController?.title == "New message")
        #expect(mail.presentedViewController?.modalPresentationStyle == .fullScreen)
        mail.performSegue(withIdentifier: "composer", sender: nil)
        #expect(mail.segueError?.description == "Receiver (<MailViewController>) has no segue with identifier 'composer'")
    }
}

/// Docs/uikit.md's "Static tables" example and `UITableViewController`'s doc comment example,
/// run as written.
@MainActor
@Suite struct StaticTablesGuideExampleTests {
    final class Names: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func aStaticTableFromTheStoryboard() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
        let storyboard = UIStoryboard(name: "Preferences", bundle: .module)
        let preferences = storyboard.instantiateViewController(identifier: "Preferences") { coder in
            UITableViewController(coder: coder)
        }
        window.rootViewController = preferences
        window.makeKeyAndVisible()
        let table = (preferences as? UITableViewController)?.tableView
        #expect(table?.numberOfRows(inSection: 0) == 2)
        #expect(table?.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
    }

    @Test func uiTableViewController() {
        let names = Names(style: .plain)
        #expect(names.tableView.dataSource === names)
        #expect(names.view === names.tableView)
        names.tableView.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        names.tableView.layoutIfNeeded()
        #expect(names.tableView.numberOfRows(inSection: 0) == 20)
    }
}
