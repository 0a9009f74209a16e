// Apple's rule for scroll views ("Working with Scroll Views", Auto Layout Guide): constraints
// between the edges or margins of a scroll view and its content attach to the scroll view's
// content area; constraints between its width, height or centres and its content attach to its
// frame. The engine expresses a constraint in the coordinates of the view it is installed on;
// when that view is a scroll view and one item is the scroll view itself, an edge attribute
// reads the content layout guide's variables in its place (the content area starts at the
// content origin, as the guide does), and the constant keeps the scroll view's margins.

extension View {
    /// The item whose variables stand for `item`'s `attribute` in a constraint with `other`
    /// installed on this view: the content layout guide for an edge of this view related to one
    /// of its descendants (not to one of its own guides), else `item` itself.
    func contentAreaItem(standingFor item: View?, attribute: LayoutAttribute, with other: View?) -> View? {
        guard let item, item === self, Self.isEdge(attribute), let other, other !== self,
            other.superviewStorage !== self || !(other is GuideItem),
            let scroll = self as? ScrollView
        else { return item }
        return scroll.contentLayoutGuide.item
    }

    /// The attributes UIKit attaches to a scroll view's content area: edges and margins.
    static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing,
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            return true
        default:
            return false
        }
    }
}
