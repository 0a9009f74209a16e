// Standard cells with images, as iOS code fills them: an icon in the image view of `.default`,
// `.subtitle` and `.value1` cells, and a `.value2` cell without one.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class ImageCellsDataSource: NSObject, UITableViewDataSource {
    let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
    var icon: UIImage? = UIImage(size: CGSize(width: 29, height: 29))

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { styles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let style = styles[indexPath.row]
        let identifier = "image\(style.rawValue)"
        let cell =
            tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: style, reuseIdentifier: identifier)
        cell.textLabel?.text = style == .value2 ? "mobile" : "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        if style != .value2 { cell.imageView?.image = icon }
        return cell
    }
}
