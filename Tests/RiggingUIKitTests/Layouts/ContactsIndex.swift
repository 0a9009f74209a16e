// A contacts list as iOS code builds it: standard cells with a chevron in sections with a
// section index down the trailing side, an edit mode that shows the delete and reorder
// controls, and separators inset as the app chooses.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class ContactsIndexDataSource: NSObject, UITableViewDataSource {
    let sections: [(title: String, names: [String])] = [
        ("A", ["Ada Lovelace", "Alan Kay"]), ("B", ["Barbara Liskov"]), ("G", ["Grace Hopper", "Guy Steele"]),
    ]
    /// Whether the table shows the section index.
    var showsIndex = true

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = sections[indexPath.section].names[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        cell.showsReorderControl = true
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { showsIndex ? sections.map(\.title) : nil }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
