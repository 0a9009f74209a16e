/// A font as a document describes it (`<fontDescription key="fontDescription" .../>`, or the
/// older `<font key="font" metaFont="system" size="17"/>`).
public struct IBFont: Hashable, Sendable {
    /// What the font is.
    public var design: Design
    /// The point size; nil for text styles, whose size follows Dynamic Type.
    public var pointSize: Double?

    /// A font of `design` at `pointSize`.
    public init(design: Design, pointSize: Double?) {
        self.design = design
        self.pointSize = pointSize
    }

    /// Every way a document names a font.
    public enum Design: Hashable, Sendable {
        /// `type="system"`, with its `weight` (`regular` when absent; `semibold`, `bold`, ...).
        case system(weight: String)
        /// `type="boldSystem"`.
        case boldSystem
        /// `type="italicSystem"`.
        case italicSystem
        /// A named font: `name="Avenir-Book" family="Avenir"`.
        case named(String, family: String?)
        /// A Dynamic Type text style: `style="UICTFontTextStyleBody"`.
        case textStyle(String)
        /// An older `<font metaFont="...">` (`system`, `boldSystem`, ...).
        case meta(String)
    }
}
