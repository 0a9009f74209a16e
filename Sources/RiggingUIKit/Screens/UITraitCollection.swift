import Rigging

/// UIKit's `UITraitCollection`: size classes, display scale and idiom (Rigging's
/// `TraitCollection`, whose value it holds). Immutable, as UIKit's is; two collections are equal
/// when their traits are.
///
/// ```swift
/// let compactWidth = UITraitCollection(horizontalSizeClass: .compact)
/// let phone = UITraitCollection(traitsFrom: [compactWidth, UITraitCollection(userInterfaceIdiom: .phone)])
/// // phone.containsTraits(in: compactWidth) is true
/// ```
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, Sendable {
    /// The traits, in Rigging's model.
    public let layoutTraits: TraitCollection

    /// The collection holding `traits`.
    public init(_ traits: TraitCollection) { layoutTraits = traits }

    /// A collection with every trait unspecified.
    public convenience init() { self.init(TraitCollection()) }

    /// A collection specifying only the width's size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(TraitCollection(horizontalSizeClass: horizontalSizeClass.layoutSizeClass))
    }

    /// A collection specifying only the height's size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(TraitCollection(verticalSizeClass: verticalSizeClass.layoutSizeClass))
    }

    /// A collection specifying only the display scale.
    public convenience init(displayScale: CGFloat) { self.init(TraitCollection(displayScale: displayScale)) }

    /// A collection specifying only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(TraitCollection(userInterfaceIdiom: userInterfaceIdiom.layoutIdiom))
    }

    /// The traits of `collections` merged, a later collection's specified traits winning.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(collections.reduce(TraitCollection()) { $0.overriding(with: $1.layoutTraits) })
    }

    /// The width's size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(layoutTraits.horizontalSizeClass) }
    /// The height's size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { UIUserInterfaceSizeClass(layoutTraits.verticalSizeClass) }
    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat { layoutTraits.displayScale }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIUserInterfaceIdiom(layoutTraits.userInterfaceIdiom) }

    /// Whether every trait `trait` specifies has the same value here (an empty collection is
    /// contained in any).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return layoutTraits.containsTraits(in: trait.layoutTraits)
    }

    /// The specified traits (`widthClass=compact heightClass=regular scale=3 idiom=phone`), or `any`.
    public var description: String { "<UITraitCollection: \(layoutTraits)>" }

    /// Whether the two collections specify the same traits.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { lhs.layoutTraits == rhs.layoutTraits }

    /// Hashes the specified traits, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(layoutTraits) }
}
