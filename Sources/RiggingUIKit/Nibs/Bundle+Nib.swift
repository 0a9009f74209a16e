import Foundation

extension Bundle {
    /// Makes the top-level objects of the XIB `name` in this bundle with `owner` as File's
    /// Owner, as `UINib(nibName:bundle:).instantiate(withOwner:options:)`; nil when the XIB
    /// cannot be loaded (where UIKit raises).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.loadError == nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
