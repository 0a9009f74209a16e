// A table of sections as iOS code writes one: titles from the data source, a footer title, a
// self-sizing custom header (a UITableViewHeaderFooterView subclass registered and dequeued by
// identifier, its label pinned to its content view), rows of a fixed height.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class NoteHeaderView: UITableViewHeaderFooterView {
    let note = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        NSLayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class SectionedTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView: UITableView
    let titles = ["Fruit", "Vegetables", nil]
    let rowCounts = [3, 2, 1]
    var note = "Picked this morning"

    init(style: UITableView.Style) {
        tableView = UITableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.register(NoteHeaderView.self, forHeaderFooterViewReuseIdentifier: "note")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { titles.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Seasonal" : nil
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard titles[section] == nil, let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "note") as? NoteHeaderView
        else { return nil }
        header.note.text = note
        return header
    }
}
