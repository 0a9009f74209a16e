import Foundation

/// What a `TableView` shows: its sections, rows and cells, as `UITableViewDataSource`.
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`: usually
    /// `tableView.dequeueReusableCell(withIdentifier:for:)`, configured.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// How a `TableView` sizes rows beyond its `rowHeight`, as the sizing part of `UITableViewDelegate`.
public protocol TableViewDelegate: AnyObject {
    /// The row's height, or `TableView.automaticDimension` for its content's (default: the
    /// table's `rowHeight`).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// The row's estimated height before it is sized (default: the table's `estimatedRowHeight`).
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        tableView.estimatedRowHeight
    }
}
