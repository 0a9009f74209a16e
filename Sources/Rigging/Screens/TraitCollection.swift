import Cassowary

/// The traits of an interface's environment (like `UITraitCollection`): size classes, display
/// scale and idiom. A trait that is `.unspecified` (or a scale of 0) says nothing; such a
/// collection used as a condition matches any value of that trait (``containsTraits(in:)``).
///
/// ```swift
/// import Rigging
///
/// let traits = TraitCollection(device: try Device.lookup("iPhone 15 Pro Max"), orientation: .landscape)
/// // traits.horizontalSizeClass is .regular, traits.verticalSizeClass is .compact
/// let compactHeight = TraitCollection(verticalSizeClass: .compact)
/// // traits.containsTraits(in: compactHeight) is true
/// ```
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// The width's size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The height's size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public var displayScale: Double
    /// The kind of device.
    public var userInterfaceIdiom: UserInterfaceIdiom

    /// A collection with the given traits; the others unspecified.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        displayScale: Double = 0, userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// The traits of a window taking `split` of `device`'s screen held in `orientation`.
    public init(device: Device, orientation: Device.Orientation, split: Device.SplitWidth = .fullScreen) {
        self.init(
            horizontalSizeClass: device.horizontalSizeClass(in: orientation, split: split),
            verticalSizeClass: device.verticalSizeClass(in: orientation),
            displayScale: device.scale, userInterfaceIdiom: device.idiom)
    }

    /// Whether every trait `other` specifies has the same value here: `other` as a condition
    /// (an empty collection is contained in any).
    public func containsTraits(in other: TraitCollection) -> Bool {
        (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// This collection with every trait `overrides` specifies replaced by the override's value
    /// (as `UITraitCollection(traitsFrom:)` merges, later collections winning).
    public func overriding(with overrides: TraitCollection) -> TraitCollection {
        var merged = self
        if overrides.horizontalSizeClass != .unspecified { merged.horizontalSizeClass = overrides.horizontalSizeClass }
        if overrides.verticalSizeClass != .unspecified { merged.verticalSizeClass = overrides.verticalSizeClass }
        if overrides.displayScale != 0 { merged.displayScale = overrides.displayScale }
        if overrides.userInterfaceIdiom != .unspecified { merged.userInterfaceIdiom = overrides.userInterfaceIdiom }
        return merged
    }

    /// How many traits the collection specifies: the more, the more specific a condition is.
    public var specifiedTraitCount: Int {
        [
            horizontalSizeClass != .unspecified, verticalSizeClass != .unspecified, displayScale != 0,
            userInterfaceIdiom != .unspecified,
        ].filter { $0 }.count
    }

    /// The specified traits as Interface Builder's variation keys spell size classes
    /// (`widthClass=compact heightClass=regular scale=3 idiom=phone`), or `any`.
    public var description: String {
        var parts: [String] = []
        if horizontalSizeClass != .unspecified { parts.append("widthClass=\(horizontalSizeClass.rawValue)") }
        if verticalSizeClass != .unspecified { parts.append("heightClass=\(verticalSizeClass.rawValue)") }
        if displayScale != 0 { parts.append("scale=\(displayScale.compactDescription)") }
        if userInterfaceIdiom != .unspecified { parts.append("idiom=\(userInterfaceIdiom.rawValue)") }
        return parts.isEmpty ? "any" : parts.joined(separator: " ")
    }
}
