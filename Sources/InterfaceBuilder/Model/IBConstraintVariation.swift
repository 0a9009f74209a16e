/// A constraint's override for one size class.
public struct IBConstraintVariation: Hashable, Sendable {
    /// The size class it applies to.
    public var key: IBVariationKey
    /// The constant there.
    public var constant: Double?

    /// An override of `constant` for `key`.
    public init(key: IBVariationKey, constant: Double?) {
        self.key = key
        self.constant = constant
    }
}
