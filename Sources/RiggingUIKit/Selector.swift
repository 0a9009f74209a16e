/// Objective-C's method selector, as target-action APIs take it. There is no Objective-C
/// runtime here: a selector is its name, kept and never sent (there are no touches), and
/// `#selector(...)` does not compile on Linux; write `Selector("done")` or pass nil.
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
