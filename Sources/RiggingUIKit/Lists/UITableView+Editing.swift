import AutoLayout

extension UITableView {
    /// How the table reads `separatorInset`, as UIKit's `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges: 0 runs the separator the cell's whole width.
        case fromCellEdges
        /// Added to the automatic inset (the text's start).
        case fromAutomaticInsets
    }

    /// Whether the rows show their editing controls (false by default): each row's content view
    /// starts after the editing control (38 points) and ends before the reorder control (38,
    /// with the cell's `showsReorderControl`), the accessory hidden; self-sizing rows are sized
    /// again at the narrower width. Rigging's widths: Apple publishes none.
    public var isEditing: Bool {
        get { layoutTableView.isEditing }
        set { layoutTableView.isEditing = newValue }
    }

    /// Sets ``isEditing`` (`animated` changes nothing here: the rows take their new widths at the
    /// next layout; inside an animation block they animate with it).
    public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The separators' inset for cells that set none (a cell's own takes precedence): as set,
    /// read by ``separatorInsetReference``; unset, each cell's automatic inset (the text's start),
    /// read back as 16 points from the cell's edges, or zero offsets from the automatic insets.
    public var separatorInset: UIEdgeInsets {
        get { setSeparatorInset ?? (insetReference == .fromAutomaticInsets ? .zero : UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)) }
        set {
            setSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    /// How ``separatorInset`` is read (`.fromCellEdges` by default, as in UIKit).
    public var separatorInsetReference: SeparatorInsetReference {
        get { insetReference }
        set { insetReference = newValue }
    }

    /// The section index's width (Rigging's addition: UIKit draws the index in a private view):
    /// the data source's `sectionIndexTitles(for:)` measured in the 11-point semibold system
    /// font plus 4 points each side, at least 15 (Rigging's figures), 0 without an index.
    public var sectionIndexWidth: CGFloat { CGFloat(layoutTableView.sectionIndexWidth) }
}

extension UITableViewCell {
    /// Whether the row shows its editing controls: its table's `isEditing`.
    public var isEditing: Bool { cell.isEditing }

    /// Whether the row shows a reorder control while its table is editing (false by default):
    /// the content view ends 38 points sooner (Rigging's figure). UIKit also needs the data
    /// source to implement `tableView(_:moveRowAt:to:)`, which is not checked here.
    public var showsReorderControl: Bool {
        get { cell.showsReorderControl }
        set { cell.showsReorderControl = newValue }
    }

    /// The separator's frame in the cell (Rigging's addition: UIKit draws it in a private view),
    /// or nil outside a table or with `separatorStyle` `.none`: one pixel tall at the cell's
    /// bottom, inset by `separatorInset`'s left and right (negative values read as 0, as Apple
    /// documents) from the content view's leading edge and the cell's trailing edge, so it moves
    /// with the content while editing.
    public var separatorLayoutFrame: CGRect? {
        guard let table = superview as? UITableView, table.separatorStyle != .none else { return nil }
        let scale = table.layoutTableView.displayScale
        guard scale > 0 else { return nil }
        let height = CGFloat(1 / scale)
        let inset = separatorInset
        let left = contentView.frame.minX + max(inset.left, 0)
        let width = max(bounds.width - left - max(inset.right, 0), 0)
        return CGRect(x: left, y: bounds.height - height, width: width, height: height)
    }
}
