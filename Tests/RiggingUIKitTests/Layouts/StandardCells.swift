// A settings-like table of UIKit's standard cells, made the classic way: dequeued by identifier
// or made with a style, their textLabel and detailTextLabel given text, sized by their content.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class StandardCellsDataSource: NSObject, UITableViewDataSource {
    let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { styles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let style = styles[indexPath.row]
        let identifier = "style\(style.rawValue)"
        let cell =
            tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: style, reuseIdentifier: identifier)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        return cell
    }
}
