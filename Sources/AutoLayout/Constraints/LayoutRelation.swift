/// How a constraint's first attribute relates to its second, as in `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
    /// The first attribute is at most the second's expression (`<=`); `NSLayoutConstraint.Relation.lessThanOrEqual`.
    case lessThanOrEqual
    /// The first attribute equals the second's expression (`==`); `NSLayoutConstraint.Relation.equal`.
    case equal
    /// The first attribute is at least the second's expression (`>=`); `NSLayoutConstraint.Relation.greaterThanOrEqual`.
    case greaterThanOrEqual

    /// The operator as written in constraint strings and VFL predicates: `<=`, `==`, `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
