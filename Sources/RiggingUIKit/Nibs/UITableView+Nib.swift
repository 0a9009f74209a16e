extension UITableView {
    /// Registers the cell of `nib` (its first top-level `UITableViewCell`) under `identifier`:
    /// each dequeue that finds no cell to reuse loads a fresh copy (outlets connected,
    /// `awakeFromNib()` called), sized through its constraints like any cell. The nib's cell
    /// should carry the same reuse identifier, as UIKit requires. Nil removes the registration.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        register(nil as AnyClass?, forCellReuseIdentifier: identifier)
        guard let nib else { return }
        registeredNibCells[identifier] = { nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewCell }.first }
    }
}

extension UICollectionView {
    /// Registers the cell of `nib` (its first top-level `UICollectionViewCell`) under
    /// `identifier`, as `UITableView.register(_:forCellReuseIdentifier:)` does for tables. Nil
    /// removes the registration.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
        guard let nib else { return }
        registeredNibCells[identifier] = { nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionViewCell }.first }
    }
}
