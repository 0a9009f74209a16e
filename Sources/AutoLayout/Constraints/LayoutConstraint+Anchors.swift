// A constraint's anchors, as `NSLayoutConstraint.firstAnchor` and `secondAnchor`.

/// An anchor of any axis: what `LayoutConstraint.firstAnchor` and `secondAnchor` return, where
/// UIKit returns `NSLayoutAnchor<AnyObject>` (Rigging's anchors are three types, so that crossing
/// axes does not compile; this joins them for reading).
public enum AnyLayoutAnchor {
    /// An x-axis anchor (edges, centerX, their margins).
    case xAxis(XAxisAnchor)
    /// A y-axis anchor (edges, centerY, baselines, their margins).
    case yAxis(YAxisAnchor)
    /// A width or a height.
    case dimension(DimensionAnchor)

    /// The view or `LayoutGuide` the anchor belongs to.
    public var item: AnyObject {
        switch self {
        case .xAxis(let anchor): anchor.item
        case .yAxis(let anchor): anchor.item
        case .dimension(let anchor): anchor.item
        }
    }

    /// The attribute the anchor stands for.
    public var attribute: LayoutAttribute {
        switch self {
        case .xAxis(let anchor): anchor.attribute
        case .yAxis(let anchor): anchor.attribute
        case .dimension(let anchor): anchor.attribute
        }
    }

    /// The anchor of `view`'s `attribute`, or nil for `notAnAttribute`.
    init?(view: View, attribute: LayoutAttribute) {
        if attribute.isDimension {
            self = .dimension(DimensionAnchor(view: view, attribute: attribute))
            return
        }
        switch attribute.axis {
        case .horizontal?: self = .xAxis(XAxisAnchor(view: view, attribute: attribute))
        case .vertical?: self = .yAxis(YAxisAnchor(view: view, attribute: attribute))
        case nil: return nil
        }
    }
}

extension LayoutConstraint {
    /// The anchor on the left of the relation (UIKit's `firstAnchor`); nil once its item has been
    /// freed (UIKit's constraint keeps the item's anchor; Rigging's never keeps a view alive).
    ///
    /// ```swift
    /// import AutoLayout
    ///
    /// let root = View(), box = View()
    /// root.addSubview(box)
    /// let c = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    /// // c.firstAnchor?.item is box, c.firstAnchor?.attribute is .leading
    /// // c.secondAnchor?.item is root
    /// ```
    public var firstAnchor: AnyLayoutAnchor? {
        firstView.flatMap { AnyLayoutAnchor(view: $0, attribute: firstAttribute) }
    }

    /// The anchor on the right (UIKit's `secondAnchor`); nil for a constant size and once the
    /// item has been freed.
    public var secondAnchor: AnyLayoutAnchor? {
        secondView.flatMap { AnyLayoutAnchor(view: $0, attribute: secondAttribute) }
    }
}
