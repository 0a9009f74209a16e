/// The relation of a constraint `expression RELATION 0`.
public enum Relation: String, Sendable, Hashable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}
