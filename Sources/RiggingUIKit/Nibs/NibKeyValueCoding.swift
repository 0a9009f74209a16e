/// An object a storyboard or nib connects outlets to: UIKit sets an outlet with key-value
/// coding (`setValue(_:forKey:)`), which Swift on Linux does not have, so the objects outlets
/// reach implement that one method. `UIView` and `UIViewController` conform (subclasses override
/// it); a File's Owner of another class conforms to receive its outlets.
///
/// ```swift
/// @MainActor final class CardOwner: NibKeyValueCoding {
///     var title: UILabel?
///     func setValue(_ value: Any?, forKey key: String) {
///         if key == "title" { title = value as? UILabel }
///     }
/// }
/// let owner = CardOwner()
/// owner.setValue(UILabel(), forKey: "title")
/// // owner.title is the label
/// ```
@MainActor
public protocol NibKeyValueCoding: AnyObject {
    /// Sets the property `key` to `value` (an outlet's destination; an array for an outlet
    /// collection, its members in document order).
    func setValue(_ value: Any?, forKey key: String)
}

extension UIView: NibKeyValueCoding {}
extension UIViewController: NibKeyValueCoding {}
