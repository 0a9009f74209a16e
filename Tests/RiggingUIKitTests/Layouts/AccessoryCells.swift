// Settings rows with accessories: a chevron, a checkmark, and a switch-sized view of one's own
// as the accessory view, set in cellForRowAt as iOS code sets them.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class AccessoryCellsDataSource: NSObject, UITableViewDataSource {
    let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = ["General", "Dark Mode", "Airplane Mode"][indexPath.row]
        switch indexPath.row {
        case 0: cell.accessoryType = .disclosureIndicator
        case 1: cell.accessoryType = .checkmark
        default: cell.accessoryView = toggle
        }
        return cell
    }
}
