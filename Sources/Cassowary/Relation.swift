/// The relation of a constraint `expression RELATION 0`.
public enum Relation: String, Sendable, Hashable, CaseIterable {
    /// `expression <= 0`; raw value `"<="`.
    case lessThanOrEqual = "<="
    /// `expression == 0`; raw value `"=="`.
    case equal = "=="
    /// `expression >= 0`; raw value `">="`.
    case greaterThanOrEqual = ">="
}
