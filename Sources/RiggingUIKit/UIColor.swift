/// UIKit's `UIColor`: kept and never drawn (nothing is drawn here), so that code that sets
/// colours compiles and reads back what it set.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The components, 0...1, in extended sRGB.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// The same colour at another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Grey (0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey (2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Dark grey (1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// The system background (its light-mode value).
    public static let systemBackground = UIColor.white
    /// The label colour (its light-mode value).
    public static let label = UIColor.black
    /// The secondary label colour (its light-mode value).
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// The system blue (its light-mode value).
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)

    /// `UIColor(r g b a)`.
    public var description: String { "UIColor(\(red) \(green) \(blue) \(alpha))" }

    /// Equal when the components are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}
