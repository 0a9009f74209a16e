/// Objective-C's method selector, as target-action APIs take it. There is no Objective-C
/// runtime here: a selector is its name (`Selector("done:")`, the name `#selector(done(_:))`
/// gives on iOS, which does not compile on Linux), and a control sends it to a target through
/// the target's `handler(for:)` (see `ActionHandling`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name.
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) { self.name = name }

    /// The selector named by a string literal.
    public init(stringLiteral name: String) { self.init(name) }

    /// The name.
    public var description: String { name }
}
