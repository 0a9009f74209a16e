/// UIKit's `UIToolbar`: a view that keeps its bar button items. Its frame is the layout's (set
/// it or constrain it; it has no intrinsic size here), and its items are not laid out in it.
///
/// ```swift
/// let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
/// toolbar.setItems([.flexibleSpace(), UIBarButtonItem(systemItem: .trash)], animated: false)
/// print(toolbar.items?.count ?? 0)  // 2
/// ```
open class UIToolbar: UIView {
    /// The items, leading first.
    open var items: [UIBarButtonItem]?
    /// Kept; nothing is drawn.
    open var isTranslucent = true
    /// Kept; nothing is drawn.
    open var barTintColor: UIColor?

    /// Sets the items (`animated` changes nothing: items are not drawn).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}
