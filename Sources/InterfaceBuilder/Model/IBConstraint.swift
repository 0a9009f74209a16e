import AutoLayout

/// One `<constraint>` of a document, as the view holding it declares it:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
///
/// Items are document ids (of views or layout guides). Interface Builder's `baseline` attribute
/// reads as `.lastBaseline`, as `NSLayoutConstraint.Attribute.baseline` equals `.lastBaseline`
/// in UIKit.
public struct IBConstraint: Hashable, Sendable {
    /// The constraint's document id.
    public var id: String
    /// The id of the view whose `<constraints>` holds it (where UIKit installs it).
    public var holderID: String
    /// The first item's id: the document's `firstItem`, or the holder when the document omits it.
    public var firstItem: String
    /// The first item's attribute.
    public var firstAttribute: LayoutAttribute
    /// The relation; `equal` when the document omits it.
    public var relation: LayoutRelation
    /// The second item's id, or nil for a constant (a width or height alone).
    public var secondItem: String?
    /// The second item's attribute; `.notAnAttribute` when there is no second item.
    public var secondAttribute: LayoutAttribute
    /// The multiplier (1 when absent).
    public var multiplier: IBMultiplier
    /// The constant, in points (0 when absent).
    public var constant: Double
    /// The priority (required when absent).
    public var priority: LayoutPriority
    /// The constraint's `identifier`, which code and UIKit's logs name it by.
    public var identifier: String?
    /// `symbolic="YES"`: the constant is the system's standard spacing; `constant` holds the value
    /// Interface Builder computed for the document's device.
    public var isSymbolic: Bool
    /// `placeholder="YES"`: a design-time constraint that the build removes, kept here as a flag.
    public var isPlaceholder: Bool
    /// The constant's size-class overrides (`<variation key="..." constant="..."/>`).
    public var variations: [IBConstraintVariation]
    /// The line of its element.
    public var line: Int
    /// The `NSLayoutConstraint` subclass the document names (`customClass`), nil for the plain
    /// class. Its code does not run: the layout uses the document's constant, as Xcode's canvas
    /// does.
    public var customClass: String?
    /// The module of `customClass` (`customModule`).
    public var customModule: String?

    /// A constraint with every field given; defaults are those a document's absent attributes mean.
    public init(
        id: String, holderID: String, firstItem: String, firstAttribute: LayoutAttribute,
        relation: LayoutRelation = .equal, secondItem: String? = nil,
        secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: IBMultiplier = .one,
        constant: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil,
        isSymbolic: Bool = false, isPlaceholder: Bool = false,
        variations: [IBConstraintVariation] = [], line: Int = 0
    ) {
        self.id = id
        self.holderID = holderID
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isSymbolic = isSymbolic
        self.isPlaceholder = isPlaceholder
        self.variations = variations
        self.line = line
    }

    /// The constant for a trait pair: that of the most specific variation matching `traits` (see
    /// `IBVariationKey.specificity`), or `constant`.
    public func constant(for traits: IBTraits) -> Double {
        let matching = variations.filter { $0.key.matches(traits) }
        return matching.max { $0.key.specificity < $1.key.specificity }?.constant ?? constant
    }
}
