/// The ids a variation's mask includes and excludes.
public struct IBMask: Hashable, Sendable {
    /// `<include reference="...">`: installed in the variation's size class.
    public var included: [String]
    /// `<exclude reference="...">`: not installed in the variation's size class.
    public var excluded: [String]

    /// A mask of the given ids.
    public init(included: [String] = [], excluded: [String] = []) {
        self.included = included
        self.excluded = excluded
    }

    /// True when the mask includes `id`, false when it excludes it, nil when it names it not.
    public func installs(_ id: String) -> Bool? {
        if included.contains(id) { return true }
        if excluded.contains(id) { return false }
        return nil
    }
}
