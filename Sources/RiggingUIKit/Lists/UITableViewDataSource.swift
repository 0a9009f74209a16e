import AutoLayout

/// What a `UITableView` shows: its sections, rows and cells, as UIKit's
/// `UITableViewDataSource`. The table holds its data source weakly, as UIKit does: keep it
/// alive (a view controller usually is it).
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`: usually
    /// `tableView.dequeueReusableCell(withIdentifier:for:)`, configured.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// The sizing part of UIKit's `UITableViewDelegate`: per-row heights and estimates. The table
/// holds its delegate weakly, as UIKit does. Selection, editing, headers and the other
/// callbacks are not modelled (a delegate's methods of those names are plain methods).
public protocol UITableViewDelegate: AnyObject {
    /// The row's height, or `UITableView.automaticDimension` for its content's (default: the
    /// table's `rowHeight`).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The row's height before it is sized (default: the table's `estimatedRowHeight`).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
}
