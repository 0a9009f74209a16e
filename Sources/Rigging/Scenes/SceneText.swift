import AutoLayout

/// The text of a scene view that is a label or a button (`"label"` or `"button"`): what it says
/// and in which font, from which the view's intrinsic size comes (the text model of
/// `SystemFontTextMeasurer`), as `UILabel`'s and `UIButton`'s do. A label with `lines` 0 or more
/// than 1 wraps at the width layout gives it (UIKit's automatic `preferredMaxLayoutWidth`).
public struct SceneText: Sendable, Hashable {
    /// What kind of view shows the text.
    public enum Kind: String, Sendable, Hashable {
        /// A `Label` (`UILabel`): `text`, `font`, `lines`, `lineBreakMode`, `alignment`.
        case label
        /// A `Button` (`UIButton`): its title (`text`), `font` and `contentInsets`.
        case button
    }

    /// A label or a button.
    public var kind: Kind
    /// The label's text or the button's title.
    public var text: String
    /// The font: point size, weight and family name (kept; the system font's model measures it).
    public var font: Font
    /// The label's `numberOfLines` (0: as many as the text needs); 1 by default.
    public var lines: Int = 1
    /// The label's `lineBreakMode`; `byTruncatingTail` by default.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The label's `textAlignment`; `natural` by default (alignment changes no size).
    public var alignment: TextAlignment = .natural
    /// The button's `contentEdgeInsets`; none by default.
    public var contentInsets: EdgeInsets = .zero

    /// A label or button saying `text` in `font` (the kind's UIKit default when nil: 17-point
    /// system font for a label, 15-point for a button).
    public init(kind: Kind, text: String, font: Font? = nil) {
        self.kind = kind
        self.text = text
        self.font = font ?? (kind == .label ? .label : .systemFont(ofSize: 15))
    }

    /// The view that shows the text, named `name`; a label rounds its size to the pixel grid at
    /// `scale` pixels per point (a button rounds to whole points at any scale, as UIKit's do).
    func makeView(name: String, scale: Double = 2) -> View {
        switch kind {
        case .label:
            let label = Label(name: name, text: text, font: font)
            label.displayScale = scale
            label.numberOfLines = lines
            label.lineBreakMode = lineBreakMode
            label.textAlignment = alignment
            return label
        case .button:
            let button = Button(name: name, title: text, font: font)
            button.contentEdgeInsets = contentInsets
            return button
        }
    }

    /// The weights a scene names, with `Font.Weight`'s names.
    static let weights: [(String, Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
    /// The line break modes a scene names, with `LineBreakMode`'s case names.
    static let lineBreakModes: [(String, LineBreakMode)] = [
        ("byWordWrapping", .byWordWrapping), ("byCharWrapping", .byCharWrapping), ("byClipping", .byClipping),
        ("byTruncatingHead", .byTruncatingHead), ("byTruncatingTail", .byTruncatingTail), ("byTruncatingMiddle", .byTruncatingMiddle),
    ]
    /// The alignments a scene names, with `TextAlignment`'s case names.
    static let alignments: [(String, TextAlignment)] = [
        ("left", .left), ("center", .center), ("right", .right), ("justified", .justified), ("natural", .natural),
    ]
}

extension SceneDecoder {
    /// A view's `"label"` or `"button"` object.
    func decodeText(_ value: JSONValue, _ path: String, kind: SceneText.Kind) throws(SceneError) -> SceneText {
        let o = try object(value, path, kind: kind == .label ? .label : .button)
        let key = kind == .label ? "text" : "title"
        guard let textValue = o[key] else { throw fail(path, .missingKey(key)) }
        let font = try o["font"].map { v throws(SceneError) in try decodeFont(v, path + ".font", kind: kind) }
        var text = SceneText(kind: kind, text: try string(textValue, path + "." + key), font: font)
        if let v = o["lines"] {
            let lines = try number(v, path + ".lines")
            guard lines >= 0, lines == lines.rounded() else {
                throw fail(path + ".lines", .invalid("expected a whole number >= 0 (0: as many as needed)"))
            }
            text.lines = Int(lines)
        }
        if let v = o["lineBreakMode"] { text.lineBreakMode = try named(v, path + ".lineBreakMode", SceneText.lineBreakModes) }
        if let v = o["alignment"] { text.alignment = try named(v, path + ".alignment", SceneText.alignments) }
        if let v = o["contentInsets"] { text.contentInsets = try insets(v, path + ".contentInsets") }
        return text
    }

    /// A `"font"` object: `size` (default the kind's), `weight` (default regular), `family`
    /// (default the system font).
    private func decodeFont(_ value: JSONValue, _ path: String, kind: SceneText.Kind) throws(SceneError) -> Font {
        let o = try object(value, path, kind: .font)
        var size = kind == .label ? 17.0 : 15
        if let v = o["size"] {
            size = try number(v, path + ".size")
            guard size > 0 else { throw fail(path + ".size", .invalid("a font size must be > 0")) }
        }
        let weight = try o["weight"].map { v throws(SceneError) in try named(v, path + ".weight", SceneText.weights) } ?? .regular
        if let v = o["family"] { return Font(name: try string(v, path + ".family"), size: size, weight: weight) }
        return .systemFont(ofSize: size, weight: weight)
    }

    /// One of `names`, by its name; an unknown one names the nearest (did you mean) or lists them.
    private func named<T>(_ value: JSONValue, _ path: String, _ names: [(String, T)]) throws(SceneError) -> T {
        let text = try string(value, path)
        if let match = names.first(where: { $0.0 == text }) { return match.1 }
        let all = names.map(\.0)
        if let near = Suggestion.nearest(to: text, among: all) {
            throw fail(path, .invalid("unknown name \(InputQuote.quoted(text)); did you mean \"\(near)\"?"))
        }
        throw fail(path, .expected("one of " + all.map { "\"\($0)\"" }.joined(separator: ", "), found: InputQuote.quoted(text)))
    }
}
