// A table with a header sized by its constraints, as iOS code sizes one: the header's height is
// its fitting height, set in viewDidLayoutSubviews, and the header is assigned again so the
// table reads it; a footer of a fixed height follows the last row.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class HeaderTableViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    let header = UIView()
    let titleLabel = UILabel()
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
    var rowCount = 5

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        titleLabel.text = "Groceries"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
            titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
        ])
        tableView.tableHeaderView = header
        tableView.tableFooterView = footer
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.dataSource = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let header = tableView.tableHeaderView else { return }
        let height = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
        if header.frame.size.height != height {
            header.frame.size.height = height
            tableView.tableHeaderView = header
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    }
}
