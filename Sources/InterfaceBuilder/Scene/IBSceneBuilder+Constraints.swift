import AutoLayout
import Rigging

extension IBSceneBuilder {
    /// The attributes of a scroll view that, related to its content, attach to the content area.
    static let contentAttributes: Set<LayoutAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]

    /// Adds the constraints `view` holds for the device's traits as equation entries, skipping
    /// placeholders away from the document's own device (Xcode's canvas lays the document out
    /// with them; the build removes them), those relating a view the size classes uninstall
    /// (`relatesUninstalledView(_:)`) and, with a warning, those the scene cannot express.
    mutating func addConstraints(of view: IBView) {
        for constraint in view.constraints(for: traits)
        where (!constraint.isPlaceholder || isDocumentDevice) && !relatesUninstalledView(constraint) {
            addContentMarginsGuides(for: constraint)
            switch equation(for: constraint) {
            case .success(let text):
                var id: String?
                if let identifier = constraint.identifier, Self.isIdentifier(identifier), !entryIDs.contains(identifier) {
                    id = identifier
                    entryIDs.insert(identifier)
                }
                add(equation: text, id: id, documentID: constraint.id)
            case .failure(let reason):
                warnings.append(IBSceneWarning(objectID: constraint.id, line: constraint.line, reason: reason.text))
            }
        }
    }

    /// Why a constraint is left out.
    struct Skip: Error {
        var text: String
    }

    /// The largest multiplier or constant a constraint keeps: beyond it the engine's arithmetic
    /// loses the point (a billion points is beyond any screen).
    static let largestNumber = 1e9

    /// The constraint as a constraint string: `a.leading == b.leadingMargin * 1 + 8 @750`.
    func equation(for c: IBConstraint) -> Result<String, Skip> {
        let priority = c.priority.rawValue
        guard priority > 0, priority <= 1000 else { return .failure(Skip(text: "has priority \(priority), outside 1...1000; skipped")) }
        guard c.multiplier.value.isFinite, c.constant.isFinite else { return .failure(Skip(text: "has a non-finite number; skipped")) }
        guard abs(c.multiplier.value) <= Self.largestNumber, abs(c.constant) <= Self.largestNumber else {
            return .failure(Skip(text: "has a multiplier or constant beyond a billion; skipped"))
        }
        guard let first = item(c.firstItem, attribute: c.firstAttribute, other: c.secondItem) else {
            return .failure(Skip(text: "relates '\(c.firstItem)', which is not in this hierarchy; skipped"))
        }
        var text = "\(first).\(attributeText(c.firstItem, attribute: c.firstAttribute, other: c.secondItem)) \(c.relation.symbol) "
        let constant = standardConstant(of: c)
        // A size times 0 is the constant alone, as UIKit reads it; a location times 0 is a
        // constraint UIKit refuses (its nib load raises).
        let timesZero = c.secondItem != nil && c.secondAttribute != .notAnAttribute && c.multiplier.value == 0
        if timesZero, !c.firstAttribute.isDimension {
            return .failure(Skip(text: "relates a location to another item times 0, which UIKit refuses; skipped"))
        }
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute, !timesZero {
            guard let secondItem = item(second, attribute: c.secondAttribute, other: c.firstItem) else {
                return .failure(Skip(text: "relates '\(second)', which is not in this hierarchy; skipped"))
            }
            guard Self.canRelate(c.firstAttribute, c.secondAttribute) else {
                return .failure(Skip(text: "relates \(c.firstAttribute.rawValue) to \(c.secondAttribute.rawValue), which UIKit refuses; skipped"))
            }
            text += "\(secondItem).\(attributeText(second, attribute: c.secondAttribute, other: c.firstItem))"
            if c.multiplier.value != 1 { text += " * \(IBNumber.text(c.multiplier.value))" }
            text += Self.offset(constant)
        } else {
            text += IBNumber.text(constant)
        }
        if priority < 1000 { text += " @\(IBNumber.text(Double(priority)))" }
        return .success(text)
    }

    /// What document id `id` stands for in constraint text: a view's name, a guide's name, a
    /// view's `safeArea`, the readable column of a view whose margins follow the readable width
    /// when `attribute` is a horizontal margin, or a scroll view's content guide (or that guide's
    /// margins) when `attribute` is an edge (or a margin edge) and the other item lies inside the
    /// scroll view.
    func item(_ id: String, attribute: LayoutAttribute, other: String?) -> String? {
        if let guide = guideItems[id] { return guide }
        guard let name = names.byID[id], viewsByID[id] != nil else { return nil }
        if let readable = readableGuides[id], Self.readableEdges[attribute] != nil { return readable }
        if let scrollID = contentMarginsScrollView(id, attribute: attribute, other: other), let margins = contentMarginGuides[scrollID] {
            return margins
        }
        if let content = contentGuides[id], Self.contentAttributes.contains(attribute), let other, isInside(other, scrollView: id) {
            return content
        }
        return name
    }

    /// The name of `attribute` in constraint text: the edge of a content area's margins guide
    /// that a scroll view's margin edge stands for (`item(_:attribute:other:)`), or of the
    /// readable column a horizontal margin of a view following the readable width stands for
    /// (`readableGuides`), else its own.
    func attributeText(_ id: String, attribute: LayoutAttribute, other: String?) -> String {
        if readableGuides[id] != nil, let edge = Self.readableEdges[attribute] { return edge.rawValue }
        guard let scrollID = contentMarginsScrollView(id, attribute: attribute, other: other), contentMarginGuides[scrollID] != nil,
            let edge = Self.contentMarginEdges[attribute]
        else { return attribute.rawValue }
        return edge.rawValue
    }

    /// Whether view or guide `id` lies inside view `scrollView`.
    func isInside(_ id: String, scrollView: String) -> Bool {
        var current = parents[id] ?? guideOwner(id)
        while let view = current {
            if view == scrollView { return true }
            current = parents[view]
        }
        return false
    }

    /// The id of the view declaring guide `id`.
    func guideOwner(_ id: String) -> String? {
        viewsByID.values.first { $0.layoutGuides.contains { $0.id == id } }?.id
    }

    /// Whether UIKit relates the two attributes: two sizes (an aspect ratio relates width and
    /// height), or two positions on the same axis.
    static func canRelate(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
        let sizes: Set<LayoutAttribute> = [.width, .height]
        if sizes.contains(a) || sizes.contains(b) { return sizes.contains(a) && sizes.contains(b) }
        return a.axis == b.axis
    }

    /// Whether `text` is a C identifier (an entry id a scene accepts).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// The constant of `c` for the builder's traits, with UIKit's standard spacing where the
    /// document stores another: a `symbolic` (standard) spacing between a view and a controller's
    /// legacy top or bottom layout guide is 8 points in UIKit, which Xcode 5 documents store as
    /// 20 (the spacing to a superview's edge).
    func standardConstant(of c: IBConstraint) -> Double {
        let constant = c.constant(for: traits)
        guard c.isSymbolic, constant != 0, let controller else { return constant }
        let guideIDs = Set(controller.layoutGuides.map(\.id))
        guard guideIDs.contains(c.firstItem) || c.secondItem.map(guideIDs.contains) == true else { return constant }
        return constant < 0 ? -Self.guideStandardSpacing : Self.guideStandardSpacing
    }

    /// UIKit's standard spacing between a view and a layout guide.
    static let guideStandardSpacing = 8.0
}
