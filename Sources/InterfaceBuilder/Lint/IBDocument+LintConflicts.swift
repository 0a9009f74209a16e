import AutoLayout
import Rigging

extension IBDocument {
    /// Whether `record`'s conflict takes in a size that the app, not the document, decides:
    /// then the document's constraints in it hold together, and only the size Rigging gives the
    /// hierarchy to lay it out alone is at odds with them.
    ///
    /// - A XIB's top-level view smaller or larger than the screen takes the size of wherever the
    ///   app puts it (Rigging holds it at its stored size, `Rigging-Root-Width` and `-Height`);
    ///   one that fills the screen is a controller's view, which the screen sizes.
    /// - A table view cell's content view takes the row's height, which a self-sizing table
    ///   (`rowHeight` automatic: UIKit's default, Interface Builder's `-1`) takes from the cell's
    ///   constraints; Rigging holds it at the stored height. A table with a fixed `rowHeight`
    ///   holds it too, and there the conflict stands (UIKit logs it as
    ///   `UIView-Encapsulated-Layout-Height`).
    func conflictsOnlyWithHierarchySize(_ record: IBScreen.Unsatisfiable, in screen: IBScreen) -> Bool {
        let made = record.conflict.filter { $0.id == nil }.map(\.name)
        switch screen.category {
        case .xibView:
            let fillsScreen = screen.target.map { target in
                let size = target.device.size(in: target.orientation)
                return size.width == screen.size.width && size.height == screen.size.height
            }
            guard fillsScreen != true else { return false }
            return made.contains { $0.contains("'Rigging-Root-Width'") || $0.contains("'Rigging-Root-Height'") }
        case .cell:
            guard let cell = view(id: screen.rootID), cell.kind == .tableViewCell, let content = cell.contentView else { return false }
            let rowHeight = superviewID(of: cell.id).flatMap { view(id: $0)?.table?.rowHeight }
            if let rowHeight, rowHeight >= 0 { return false }
            // The content view's autoresizing frame as the engine names it: `V:[id 'Name'(==h)]`.
            return made.contains { $0.hasPrefix("<LayoutConstraint V:[\(content.id) ") && $0.contains("(==") }
        case .viewControllerRoot:
            return false
        }
    }
}
