/// One section of a storyboard's static table: its titles and its cells, each made once when
/// the table loads, with the row height the document gives it (nil: the table's `rowHeight`).
@MainActor
struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var rows: [(cell: UITableViewCell, height: CGFloat?)]
}
