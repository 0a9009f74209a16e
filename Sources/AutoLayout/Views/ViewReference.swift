/// A zeroing reference to a view, shared by the constraints that mention it: what a
/// `LayoutConstraint` holds instead of the view, so that a constraint never keeps its views
/// alive (as `NSLayoutConstraint.firstItem` does not).
///
/// Not a `weak var`: the first weak reference to an object gives it a side table, and every
/// retain and release of that object then takes the slower side-table path (views are retained
/// and released on every layout pass). The view owns its reference and sets `view` to nil first
/// thing in its `deinit`, so `view` is never a dangling pointer. Like the rest of a view tree,
/// use it from one thread at a time.
final class ViewReference {
    unowned(unsafe) var view: View?
    /// The name kept for descriptions once the view is gone (`View.lastingName`: a view without
    /// a name or identifier keeps its type, its place in the tree being gone with it).
    let name: String

    init(_ view: View) {
        self.view = view
        name = view.lastingName
    }

    /// The name descriptions print: the view's (or its guide's, see `LayoutGuide.name`), or the
    /// last known one once it is gone.
    var itemName: String { view?.itemName ?? name }
}
