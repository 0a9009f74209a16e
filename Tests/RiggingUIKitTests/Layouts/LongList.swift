// A long list that jumps to a row, as iOS code does after a search or a tap on an index: the
// table scrolls with scrollToRow(at:at:animated:) or setContentOffset(_:animated:).
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class LongListViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    let rowCount = 50

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    func jump(toRow row: Int, at position: UITableView.ScrollPosition) {
        tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: position, animated: true)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
