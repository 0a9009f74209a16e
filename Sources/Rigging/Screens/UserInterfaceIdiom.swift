/// The kind of device an interface runs on (like `UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable {
    /// No idiom: a trait collection that does not say.
    case unspecified
    /// An iPhone (or iPod touch).
    case phone
    /// An iPad.
    case pad
}
