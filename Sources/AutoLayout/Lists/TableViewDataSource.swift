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
    /// The title of `section`'s header, shown in a standard header view (nil: no title).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, shown in a standard footer view (nil: no title).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// The titles of the section index at the table's trailing side (nil: no index), read as
    /// the table loads; the index takes its width from every row's content.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No section index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
}

/// How a `TableView` sizes rows beyond its `rowHeight`, as the sizing part of `UITableViewDelegate`.
public protocol TableViewDelegate: AnyObject {
    /// The row's height, or `TableView.automaticDimension` for its content's (default: the
    /// table's `rowHeight`).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// The row's estimated height before it is sized (default: the table's `estimatedRowHeight`).
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
    /// The view of `section`'s header, usually a dequeued `TableViewHeaderFooterView` (default
    /// nil: the title's standard header, if any).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view of `section`'s footer (default nil: the title's standard footer, if any).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The height of `section`'s header, or `TableView.automaticDimension` for its view's
    /// fitting height (default: the table's `sectionHeaderHeight`).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The height of `section`'s footer (default: the table's `sectionFooterHeight`).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// The estimated height of `section`'s automatic header before it comes on screen (default:
    /// the table's `estimatedSectionHeaderHeight`; 0 or `automaticDimension` sizes it on load).
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double
    /// The estimated height of `section`'s automatic footer, as for headers (default: the
    /// table's `estimatedSectionFooterHeight`).
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        tableView.estimatedRowHeight
    }
    /// No header view.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No footer view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.sectionFooterHeight
    }
    /// The table's `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double {
        tableView.estimatedSectionHeaderHeight
    }
    /// The table's `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double {
        tableView.estimatedSectionFooterHeight
    }
}
