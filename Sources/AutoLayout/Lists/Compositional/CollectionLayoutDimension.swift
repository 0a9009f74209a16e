/// One side of an element's size in a compositional layout, as `NSCollectionLayoutDimension`:
/// a fraction of its container's width or height, a number of points, or an estimate the
/// element's content replaces with its own fitting size.
public enum CollectionLayoutDimension: Hashable, Sendable {
    /// This fraction of the container's width.
    case fractionalWidth(Double)
    /// This fraction of the container's height.
    case fractionalHeight(Double)
    /// This many points.
    case absolute(Double)
    /// Sized by the content, this being the estimate it is measured against.
    case estimated(Double)

    /// Whether the content decides the length.
    public var isEstimated: Bool { if case .estimated = self { true } else { false } }

    /// The length in a container of `container`'s size (an estimate gives the estimate).
    public func length(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let fraction): fraction * container.width
        case .fractionalHeight(let fraction): fraction * container.height
        case .absolute(let points), .estimated(let points): points
        }
    }

    /// The same dimension with width and height exchanged (for horizontal scrolling).
    var transposed: CollectionLayoutDimension {
        switch self {
        case .fractionalWidth(let fraction): .fractionalHeight(fraction)
        case .fractionalHeight(let fraction): .fractionalWidth(fraction)
        case .absolute, .estimated: self
        }
    }
}

/// An element's width and height in a compositional layout, as `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: CollectionLayoutDimension
    /// The height.
    public var heightDimension: CollectionLayoutDimension

    /// Creates a size.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in a container of `container`'s size (estimates give their estimates).
    public func resolved(in container: Size) -> Size {
        Size(width: widthDimension.length(in: container), height: heightDimension.length(in: container))
    }

    var transposed: CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: heightDimension.transposed, heightDimension: widthDimension.transposed)
    }
}

/// Space between elements of a compositional layout, as `NSCollectionLayoutSpacing`: a fixed
/// number of points, or at least a number of points and a share of the space left over.
public enum CollectionLayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points, and an equal share of the group's leftover space with the
    /// group's other flexible spacings.
    case flexible(Double)

    /// The points it takes before any leftover space is shared out.
    public var spacing: Double {
        switch self {
        case .fixed(let points), .flexible(let points): points
        }
    }

    /// Whether it takes a share of the leftover space.
    public var isFlexible: Bool { if case .flexible = self { true } else { false } }
}

/// The space around an item inside its group, as `NSCollectionLayoutEdgeSpacing`: nil on an
/// edge adds none.
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    /// Before the item along the leading edge.
    public var leading: CollectionLayoutSpacing?
    /// Above the item.
    public var top: CollectionLayoutSpacing?
    /// After the item along the trailing edge.
    public var trailing: CollectionLayoutSpacing?
    /// Below the item.
    public var bottom: CollectionLayoutSpacing?

    /// Creates edge spacing.
    public init(
        leading: CollectionLayoutSpacing? = nil, top: CollectionLayoutSpacing? = nil,
        trailing: CollectionLayoutSpacing? = nil, bottom: CollectionLayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    var transposed: CollectionLayoutEdgeSpacing {
        CollectionLayoutEdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing)
    }
}

extension DirectionalEdgeInsets {
    /// The insets with the two axes exchanged (top for leading, bottom for trailing).
    var transposed: DirectionalEdgeInsets { DirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom) }
}
