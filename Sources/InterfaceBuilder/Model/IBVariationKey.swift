import AutoLayout

/// Which traits a `<variation key="...">` applies to: `default` (any width, any height), or a
/// width class, a height class, or both (`heightClass=compact-widthClass=regular`).
///
/// Keys naming another trait (`userInterfaceIdiom=mac`) keep their text and match no size-class
/// pair.
public struct IBVariationKey: Hashable, Sendable, CustomStringConvertible {
    /// The width class it requires, or nil for any.
    public var horizontal: IBSizeClass?
    /// The height class it requires, or nil for any.
    public var vertical: IBSizeClass?
    /// True when the key names a trait other than the size classes, so that no pair matches it.
    public var namesOtherTraits: Bool
    /// The document's text of the key.
    public var text: String

    /// The key a document writes as `text`; nil when the text is not a key (an empty part, or a
    /// size class other than `compact` or `regular`).
    public init?(parsing text: String) {
        self.text = text
        horizontal = nil
        vertical = nil
        namesOtherTraits = false
        if text == "default" { return }
        for part in text.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else { return nil }
            switch pair[0] {
            case "widthClass":
                guard let sizeClass = IBSizeClass(rawValue: String(pair[1])) else { return nil }
                horizontal = sizeClass
            case "heightClass":
                guard let sizeClass = IBSizeClass(rawValue: String(pair[1])) else { return nil }
                vertical = sizeClass
            default:
                namesOtherTraits = true
            }
        }
    }

    /// The key `default`: any width, any height.
    public static let any = IBVariationKey(text: "default")

    private init(text: String) {
        self.text = text
        horizontal = nil
        vertical = nil
        namesOtherTraits = false
    }

    /// True when the key applies to `traits`: every size class it names equals the pair's.
    public func matches(_ traits: IBTraits) -> Bool {
        guard !namesOtherTraits else { return false }
        return (horizontal ?? traits.horizontal) == traits.horizontal && (vertical ?? traits.vertical) == traits.vertical
    }

    /// How specific the key is, for choosing among keys that match the same pair: 3 for a width
    /// and a height class, 2 for a width class alone, 1 for a height class alone, 0 for `default`.
    ///
    /// When a width-only and a height-only key both decide the same item, the width class wins:
    /// the reader's choice, as UIKit's documentation states no order between them.
    public var specificity: Int {
        switch (horizontal, vertical) {
        case (.some, .some): return 3
        case (.some, nil): return 2
        case (nil, .some): return 1
        case (nil, nil): return 0
        }
    }

    /// The document's text.
    public var description: String { text }
}
