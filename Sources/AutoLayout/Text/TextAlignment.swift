/// Where a line of text sits in its view horizontally, UIKit's `NSTextAlignment`.
public enum TextAlignment: Int, Hashable, Sendable, CaseIterable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center
    /// Against the right edge.
    case right
    /// Both edges (the last line as `natural`).
    case justified
    /// The leading edge of the layout direction (UIKit's default).
    case natural
}
