import AutoLayout
import Rigging

extension IBSceneBuilder {
    /// The horizontal margin attributes of a view whose margins follow the readable width, with
    /// the edge of its readable column each stands for.
    static let readableEdges: [LayoutAttribute: LayoutAttribute] = [
        .leadingMargin: .leading, .trailingMargin: .trailing, .leftMargin: .left, .rightMargin: .right,
        .centerXWithinMargins: .centerX, .widthWithinMargins: .width,
    ]

    /// Adds the readable column of each view of the hierarchy that sets
    /// `layoutMarginsFollowReadableWidth`, as UIKit narrows such a view's horizontal margins to
    /// its `readableContentGuide`: a column within the margins, centred between them, at most
    /// `View.readableContentWidth` (672 points, the default text size's) wide and otherwise as
    /// wide as they are. Constraints to the view's horizontal margins attach to the column
    /// (`item(_:attribute:other:)`); its top and bottom margins stay. At phone widths in portrait
    /// the column is the margins; on an iPad or a phone in landscape it is narrower.
    mutating func addReadableGuides() {
        for id in [root.id] + order {
            guard let view = viewsByID[id], view.margins.layoutMarginsFollowReadableWidth == true, let name = names.byID[id] else { continue }
            let guide = names.fresh(name + "_readable")
            guides.append(SceneGuide(name: guide, owner: name))
            readableGuides[id] = guide
            add(equation: "\(guide).left >= \(name).leftMargin")
            add(equation: "\(name).rightMargin >= \(guide).right")
            add(equation: "\(guide).centerX == \(name).centerXWithinMargins")
            add(equation: "\(guide).width <= \(IBNumber.text(View.readableContentWidth))")
            add(equation: "\(guide).left == \(name).leftMargin @999")
            add(equation: "\(guide).top == \(name).topMargin")
            add(equation: "\(guide).bottom == \(name).bottomMargin")
        }
    }
}
