import AutoLayout
import Rigging

extension IBSceneBuilder {
    /// The edge of the content area's margins guide that each margin attribute of a scroll view
    /// stands for when it relates the scroll view to its content.
    static let contentMarginEdges: [LayoutAttribute: LayoutAttribute] = [
        .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
        .leadingMargin: .leading, .trailingMargin: .trailing,
    ]

    /// The scroll view `id` names with `attribute` when the constraint attaches it to the margins
    /// of its content area: a margin edge of a scroll view related to a view inside it.
    func contentMarginsScrollView(_ id: String?, attribute: LayoutAttribute, other: String?) -> String? {
        guard let id, contentGuides[id] != nil, Self.contentMarginEdges[attribute] != nil, let other,
            isInside(other, scrollView: id)
        else { return nil }
        return id
    }

    /// Adds the margins guide of the content area of each scroll view `c` attaches to by a margin
    /// edge, once per scroll view.
    mutating func addContentMarginsGuides(for c: IBConstraint) {
        let ends: [(String?, LayoutAttribute, String?)] = [
            (c.firstItem, c.firstAttribute, c.secondItem), (c.secondItem, c.secondAttribute, c.firstItem),
        ]
        for (id, attribute, other) in ends {
            guard let scrollID = contentMarginsScrollView(id, attribute: attribute, other: other),
                contentMarginGuides[scrollID] == nil, let name = names.byID[scrollID], let content = contentGuides[scrollID]
            else { continue }
            addContentMarginsGuide(scrollID: scrollID, name: name, content: content)
        }
    }

    /// A scroll view's content area inset by the scroll view's layout margins, as UIKit attaches
    /// constraints between a scroll view's margins and its content: the content area's origin is
    /// the scroll view's, so its leading margins are the scroll view's own; a guide of the
    /// scroll view's trailing insets, moved to the content area's far corner, gives the others.
    private mutating func addContentMarginsGuide(scrollID: String, name: String, content: String) {
        let margins = names.fresh(content + "_margins")
        let insets = names.fresh(name + "_insets")
        let farInsets = names.fresh(content + "_insets")
        for guide in [margins, insets, farInsets] { guides.append(SceneGuide(name: guide, owner: name)) }
        contentMarginGuides[scrollID] = margins
        add(equation: "\(insets).left == \(name).rightMargin")
        add(equation: "\(insets).right == \(name).right")
        add(equation: "\(insets).top == \(name).bottomMargin")
        add(equation: "\(insets).bottom == \(name).bottom")
        add(equation: "\(farInsets).right == \(content).right")
        add(equation: "\(farInsets).bottom == \(content).bottom")
        add(equation: "\(farInsets).width == \(insets).width")
        add(equation: "\(farInsets).height == \(insets).height")
        add(equation: "\(margins).left == \(name).leftMargin")
        add(equation: "\(margins).top == \(name).topMargin")
        add(equation: "\(margins).right == \(farInsets).left")
        add(equation: "\(margins).bottom == \(farInsets).top")
    }
}
