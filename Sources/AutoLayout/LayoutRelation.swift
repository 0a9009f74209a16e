/// How a constraint's first attribute relates to its second, as in `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The operator as written in constraint strings and VFL predicates: `<=`, `==`, `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
