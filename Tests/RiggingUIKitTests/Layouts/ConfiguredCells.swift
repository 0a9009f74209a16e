// A table of contacts whose cells show UIKit's list content configurations (iOS 14's way to fill
// a table cell): text, secondary text and an image, each from the cell's default configuration.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class ConfiguredCellsDataSource: NSObject, UITableViewDataSource {
    let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .default]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { styles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let style = styles[indexPath.row]
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "configured\(indexPath.row)")
            ?? UITableViewCell(style: style, reuseIdentifier: "configured\(indexPath.row)")
        var content = cell.defaultContentConfiguration()
        content.text = "Ada Lovelace"
        content.secondaryText = style == .default ? nil : "Analyst"
        if indexPath.row == 3 {
            content.image = UIImage(size: CGSize(width: 40, height: 40))
            content.imageProperties.maximumSize = CGSize(width: 29, height: 29)
        }
        cell.contentConfiguration = content
        return cell
    }
}
