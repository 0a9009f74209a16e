import AutoLayout

/// UIKit's `NSCollectionLayoutDimension`: a width or height as a fraction of the container's
/// width or height, a number of points, or an estimate the content's fitting size replaces
/// (`CollectionLayoutDimension` underneath).
@MainActor
public final class NSCollectionLayoutDimension {
    /// The dimension the compositional layout resolves.
    let layoutDimension: CollectionLayoutDimension

    init(_ dimension: CollectionLayoutDimension) { layoutDimension = dimension }

    /// This fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(Double(fractionalWidth)))
    }
    /// This fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(Double(fractionalHeight)))
    }
    /// This many points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(Double(absoluteDimension)))
    }
    /// Sized by the content, this being the estimate.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(Double(estimatedDimension)))
    }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { if case .fractionalWidth = layoutDimension { true } else { false } }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { if case .fractionalHeight = layoutDimension { true } else { false } }
    /// Whether it is a number of points.
    public var isAbsolute: Bool { if case .absolute = layoutDimension { true } else { false } }
    /// Whether it is an estimate.
    public var isEstimated: Bool { layoutDimension.isEstimated }
    /// The fraction, points or estimate.
    public var dimension: CGFloat {
        switch layoutDimension {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value): CGFloat(value)
        }
    }
}

/// UIKit's `NSCollectionLayoutSize`: an element's width and height dimensions.
@MainActor
public final class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    var layoutSize: CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: widthDimension.layoutDimension, heightDimension: heightDimension.layoutDimension)
    }
}

/// UIKit's `NSCollectionLayoutSpacing`: a fixed space, or a least space that also takes a share
/// of the group's leftover length.
@MainActor
public final class NSCollectionLayoutSpacing {
    let layoutSpacing: CollectionLayoutSpacing

    init(_ spacing: CollectionLayoutSpacing) { layoutSpacing = spacing }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(.fixed(Double(fixedSpacing))) }
    /// At least `flexibleSpacing` points and a share of the leftover length.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(Double(flexibleSpacing)))
    }

    /// The fixed or least space.
    public var spacing: CGFloat { CGFloat(layoutSpacing.spacing) }
    /// Whether it is flexible.
    public var isFlexibleSpacing: Bool { layoutSpacing.isFlexible }
    /// Whether it is fixed.
    public var isFixedSpacing: Bool { !layoutSpacing.isFlexible }
}

/// UIKit's `NSCollectionLayoutEdgeSpacing`: the space around an item inside its group (nil on
/// an edge adds none).
@MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// Before the item on the leading side.
    public let leading: NSCollectionLayoutSpacing?
    /// Above the item.
    public let top: NSCollectionLayoutSpacing?
    /// After the item on the trailing side.
    public let trailing: NSCollectionLayoutSpacing?
    /// Below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    var layoutEdgeSpacing: CollectionLayoutEdgeSpacing {
        CollectionLayoutEdgeSpacing(
            leading: leading?.layoutSpacing, top: top?.layoutSpacing, trailing: trailing?.layoutSpacing, bottom: bottom?.layoutSpacing)
    }
}
