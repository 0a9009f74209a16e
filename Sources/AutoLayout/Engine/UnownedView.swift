/// A view listed by the engine without owning it. The tree owns its views; the engine drops an
/// entry when its view leaves the tree, and empties its lists when the tree is freed.
struct UnownedView {
    unowned(unsafe) let view: View

    init(_ view: View) { self.view = view }
}
