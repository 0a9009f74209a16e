import Cassowary

/// A rectangle that takes part in Auto Layout without being a view, as `UILayoutGuide`: an
/// owning view, an identifier, every anchor, and its solved `layoutFrame` after a layout pass.
///
/// A guide belongs to the view it was added to (`View.addLayoutGuide(_:)`), which keeps it alive
/// as UIKit's views keep theirs. Its anchors mix with views' anchors in constraints, and for the
/// rule that a constraint's items need a common ancestor it counts as its owning view. Removing
/// the guide (or its owning view leaving the tree) deactivates the constraints that mention it,
/// as removing a view does. Guides take part in ambiguity checks (`hasAmbiguousLayout`) and are
/// printed in descriptions and the unsatisfiable-constraints log as UIKit prints them,
/// `LayoutGuide:owner'identifier'` (the owner's name where UIKit prints an address).
///
/// ```swift
/// let root = View(name: "view", frame: Rect(x: 0, y: 0, width: 320, height: 100))
/// let column = LayoutGuide()
/// column.identifier = "column"
/// root.addLayoutGuide(column)
/// try LayoutConstraint.activate([
///     column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
///     column.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
///     column.topAnchor.constraint(equalTo: root.topAnchor),
///     column.heightAnchor.constraint(equalToConstant: 10),
/// ])
/// root.layoutIfNeeded()
/// print(column.layoutFrame)  // (20 0; 160 10)
/// ```
public final class LayoutGuide: CustomStringConvertible {
    /// The solver item standing for the guide: a view that is in no view's `subviews`, whose
    /// superview link points at the owning view (so ancestry, the engine and the direction are the
    /// owner's), and that never gets engine-made constraints.
    let item: GuideItem

    /// A guide owned by no view yet; add it with `View.addLayoutGuide(_:)`.
    public init() {
        item = GuideItem()
        item.guide = self
    }

    deinit { item.guide = nil }

    /// The view that owns the guide, or nil before it is added (and after it is removed).
    public var owningView: View? { item.superviewStorage }

    /// A name for debugging: shown in descriptions and in the unsatisfiable-constraints log.
    public var identifier: String = ""

    /// The guide's frame in its owning view's coordinates, as of the last solve (`.zero` while it
    /// has no owner). UIKit's guides are read after a layout pass; so is this one. On the pixel
    /// grid of the engine's `pixelScale`, as a view's frame is.
    public var layoutFrame: Rect {
        guard let owner = owningView else { return .zero }
        let engine = owner.engine
        let solver = engine.solver
        // The guide's variables are relative to the owner's alignment rectangle (View+Attributes.swift),
        // which lies the owner's alignment insets inside its bounds.
        let i = owner.alignmentRectInsets
        return Rect(
            x: solver.value(of: item.minX) + i.left, y: solver.value(of: item.minY) + i.top,
            width: solver.value(of: item.widthVariable), height: solver.value(of: item.heightVariable)
        )
        .pixelAligned(toScale: engine.effectivePixelScale)
    }

    /// True when the active constraints do not determine the guide's frame (see `View.hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool { owningView != nil && item.hasAmbiguousLayout }

    /// The undetermined variables of the guide's rectangle: `minX`, `minY`, `Width`, `Height`.
    public var ambiguousAttributes: [String] { owningView == nil ? [] : item.ambiguousAttributes }

    /// The name descriptions print: `LayoutGuide:owner'identifier'`.
    public var name: String { Self.name(owner: owningView?.name, identifier: identifier) }

    static func name(owner: String?, identifier: String) -> String {
        "LayoutGuide:\(owner ?? "nil")'\(identifier)'"
    }

    /// `<LayoutGuide: owner'identifier'; layoutFrame = (x y; w h)>`.
    public var description: String {
        "<LayoutGuide: \(owningView?.name ?? "nil")'\(identifier)'; layoutFrame = \(layoutFrame)>"
    }

    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(view: item, attribute: .leading) }
    /// The trailing edge (right in left-to-right layouts).
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(view: item, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(view: item, attribute: .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(view: item, attribute: .right) }
    /// The horizontal center.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(view: item, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(view: item, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(view: item, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(view: item, attribute: .centerY) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(view: item, attribute: .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(view: item, attribute: .height) }
}

/// The view-shaped solver item of a `LayoutGuide` (see `LayoutGuide.item`). Never in a view's
/// `subviews`, never translating an autoresizing mask, never with an intrinsic size.
final class GuideItem: View {
    /// The guide this item stands for (the guide owns the item and clears this in its deinit).
    unowned(unsafe) var guide: LayoutGuide?

    init() {
        super.init(name: "LayoutGuide")
        translatesAutoresizingMaskIntoConstraints = false
        systemConstraintsDirty = false
        needsLayoutFlag = false
        needsUpdateConstraintsFlag = false
    }

    /// The guide's name in descriptions, or the last known one once the guide is gone.
    var guideName: String { guide?.name ?? LayoutGuide.name(owner: superviewStorage?.name, identifier: "") }
}

extension View {
    /// What anchors and constraints show for this solver item: the view, or the guide it stands for.
    var anchorItem: AnyObject {
        if let item = self as? GuideItem, let guide = item.guide { return guide }
        return self
    }

    /// The name errors and descriptions print for this item (a guide's `LayoutGuide:owner'id'`).
    var itemName: String {
        if let item = self as? GuideItem { return item.guideName }
        return name
    }
}
