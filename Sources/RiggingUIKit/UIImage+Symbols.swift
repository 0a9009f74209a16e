/// SF Symbols by name. There is no symbol catalogue here: every name gives an image (UIKit gives
/// nil for a name it does not know), a square as wide as its configuration's point size times
/// its scale's factor, with no alignment insets. UIKit's symbols each have their own width,
/// height and alignment insets; a layout that pins a symbol view's size gives UIKit's frames,
/// one that sizes the view by the symbol does not.
///
/// ```swift
/// let star = UIImage(systemName: "star.fill")
/// print(star?.size)  // Optional((17.0, 17.0))
/// ```
extension UIImage {
    /// A symbol image at the default configuration (the body text style: 17 points, medium scale).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A symbol image at `configuration` (the default's 17 points, medium scale, where it is nil).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard !name.isEmpty else { return nil }
        let symbol = configuration as? SymbolConfiguration ?? SymbolConfiguration()
        self.init(size: CGSize(width: symbol.side, height: symbol.side))
    }

    /// The same image drawn as `renderingMode` (nothing is drawn: the same size).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// The same image tinted (nothing is drawn: the same size).
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// The same image with another symbol configuration: a symbol's size follows it.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        UIImage(systemName: "symbol", withConfiguration: configuration)
    }

    /// How an image's colours are drawn (kept; nothing is drawn).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides.
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// The tint colour through the image's alpha.
        case alwaysTemplate
    }

    /// An image configuration (UIKit's base class of symbol configurations).
    open class Configuration: @unchecked Sendable {
        /// The default configuration.
        public init() {}
    }

    /// A symbol configuration: its point size and scale size the symbol; its weight is kept.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The font point size the symbol matches.
        public let pointSize: CGFloat
        /// The symbol's weight (kept).
        public let weight: SymbolWeight
        /// The symbol's scale relative to the point size.
        public let scale: SymbolScale
        /// The side of the square a symbol of this configuration is, in Rigging's model.
        var side: CGFloat { pointSize * scale.factor }

        /// The default configuration: 17 points (the body text style), regular, medium.
        public override convenience init() { self.init(pointSize: 17, weight: .regular, scale: .medium) }

        /// A configuration of a point size, weight and scale.
        public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .medium) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A configuration at a point size.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .regular, scale: .medium) }

        /// A configuration of a weight at 17 points.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 17, weight: weight, scale: .medium) }

        /// A configuration of a scale at 17 points.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 17, weight: .regular, scale: scale) }

        /// A configuration matching a text style's font at the Large content size category.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .medium) {
            self.init(pointSize: textStyle.largeMetrics.size, weight: .regular, scale: scale)
        }

        /// A configuration matching `font`.
        public convenience init(font: UIFont, scale: SymbolScale = .medium) {
            self.init(pointSize: font.pointSize, weight: .regular, scale: scale)
        }
    }

    /// SF Symbols' weights.
    public enum SymbolWeight: Int, Sendable {
        /// UIKit's unspecified weight (regular).
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// SF Symbols' scales.
    public enum SymbolScale: Int, Sendable {
        /// UIKit's default scale (medium).
        case `default` = -1
        /// UIKit's unspecified scale (medium).
        case unspecified = 0
        /// Smaller than the text.
        case small = 1
        /// As the text.
        case medium = 2
        /// Larger than the text.
        case large = 3

        /// The side of the square relative to the point size: SF Symbols' small and large
        /// scales are about 0.78 and 1.29 times the medium one.
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
