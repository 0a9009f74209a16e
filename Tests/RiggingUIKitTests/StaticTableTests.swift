import RiggingUIKit
import Testing

/// `Preferences.storyboard` (Nibs/): a `<tableViewController>` with a static grouped table laid
/// out as UIKit lays out the same sections given by a data source: the document's cells, their
/// row heights, the sections' header and footer titles; its outlets reach the static cells'
/// views, and a static cell's segue runs when its row is tapped.
@MainActor
@Suite(.serialized) struct StaticTableTests {
    final class PreferencesViewController: UITableViewController {
        var nameLabel: UILabel?
        var prepared: [String] = []
        override func setValue(_ value: Any?, forKey key: String) {
            if key == "nameLabel" { nameLabel = value as? UILabel } else { super.setValue(value, forKey: key) }
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append("\(segue.identifier ?? "-") \(sender is UITableViewCell)")
        }
    }

    /// The same sections, from code.
    final class SameSections: UITableViewDataSource, UITableViewDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Account" : "About" }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 0 ? nil : "Version 2" }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath == IndexPath(row: 1, section: 0) ? 80 : 44
        }
    }

    @Test func aStaticTableLaysOutAsTheSameSectionsFromADataSource() throws {
        NibClassRegistry.register(PreferencesViewController.self)
        let (window, preferences) = try showInitialController(of: "Preferences", as: PreferencesViewController.self)
        defer { withExtendedLifetime(window) {} }
        let table = try #require(preferences.tableView)
        #expect(table.style == .grouped && table.dataSource === preferences)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        #expect(preferences.nameLabel?.text == "Name")
        #expect(preferences.nameLabel?.superview === table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 44)

        let same = SameSections()
        let coded = UITableView(frame: table.frame, style: .grouped)
        coded.rowHeight = 44
        coded.dataSource = same
        coded.delegate = same
        coded.contentInsetAdjustmentBehavior = .never
        coded.layoutIfNeeded()
        for section in 0..<2 {
            #expect(table.rectForHeader(inSection: section) == coded.rectForHeader(inSection: section))
            #expect(table.rectForFooter(inSection: section) == coded.rectForFooter(inSection: section))
            for row in 0..<coded.numberOfRows(inSection: section) {
                #expect(table.rectForRow(at: IndexPath(row: row, section: section)) == coded.rectForRow(at: IndexPath(row: row, section: section)))
            }
        }
        #expect(table.contentSize == coded.contentSize)
    }

    @Test func aStaticCellsSeguePerformsWhenItsRowIsTapped() throws {
        NibClassRegistry.register(PreferencesViewController.self)
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
        let preferences = try #require(
            UIStoryboard(name: "Preferences", bundle: .module).instantiateInitialViewController() as? PreferencesViewController)
        let navigation = UINavigationController(rootViewController: preferences)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        preferences.tableView.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(preferences.prepared == ["licenses true"])
        #expect(navigation.viewControllers.count == 2)
    }
}
