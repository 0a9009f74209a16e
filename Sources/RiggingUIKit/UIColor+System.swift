/// UIKit's named colours beyond the basic ones (each its light-mode value: there is no dark
/// mode here, and colours are kept, never drawn).
extension UIColor {
    /// The system red (its light-mode value).
    public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    /// The system green (its light-mode value).
    public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    /// The system orange (its light-mode value).
    public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    /// The system yellow (its light-mode value).
    public static let systemYellow = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)
    /// The system pink (its light-mode value).
    public static let systemPink = UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
    /// The system purple (its light-mode value).
    public static let systemPurple = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    /// The system teal (its light-mode value).
    public static let systemTeal = UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
    /// The system indigo (its light-mode value).
    public static let systemIndigo = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    /// The system brown (its light-mode value).
    public static let systemBrown = UIColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1)
    /// The system mint (its light-mode value).
    public static let systemMint = UIColor(red: 0, green: 199 / 255, blue: 190 / 255, alpha: 1)
    /// The system cyan (its light-mode value).
    public static let systemCyan = UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1)
    /// The system grey (its light-mode value).
    public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    /// The second system grey (its light-mode value).
    public static let systemGray2 = UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
    /// The third system grey (its light-mode value).
    public static let systemGray3 = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    /// The fourth system grey (its light-mode value).
    public static let systemGray4 = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    /// The fifth system grey (its light-mode value).
    public static let systemGray5 = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    /// The sixth system grey (its light-mode value).
    public static let systemGray6 = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The secondary system background (its light-mode value).
    public static let secondarySystemBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The tertiary system background (its light-mode value).
    public static let tertiarySystemBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The grouped background (its light-mode value).
    public static let systemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The secondary grouped background (its light-mode value).
    public static let secondarySystemGroupedBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The tertiary grouped background (its light-mode value).
    public static let tertiarySystemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The tertiary label colour (its light-mode value).
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// The quaternary label colour (its light-mode value).
    public static let quaternaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    /// The placeholder text colour (its light-mode value).
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// The separator colour (its light-mode value).
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// The opaque separator colour (its light-mode value).
    public static let opaqueSeparator = UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
    /// The link colour (its light-mode value).
    public static let link = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    /// The system fill (its light-mode value).
    public static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// The secondary system fill (its light-mode value).
    public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    /// The tertiary system fill (its light-mode value).
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// The quaternary system fill (its light-mode value).
    public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
    /// Cyan (its light-mode value).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Magenta (its light-mode value).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Yellow (its light-mode value).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Purple (its light-mode value).
    public static let purple = UIColor(red: 127.5 / 255, green: 0, blue: 127.5 / 255, alpha: 1)
    /// Brown (its light-mode value).
    public static let brown = UIColor(red: 153 / 255, green: 102 / 255, blue: 51 / 255, alpha: 1)

    /// A colour that UIKit resolves per trait collection; here it is resolved once, with the
    /// light-mode traits of an iPhone.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection(horizontalSizeClass: .compact))
        self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
    }

    /// UIKit's asset lookup; always nil, as there are no asset catalogs here.
    public convenience init?(named name: String) { return nil }

    /// The colour as Core Graphics' (for a layer's colours; kept, never drawn).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}
