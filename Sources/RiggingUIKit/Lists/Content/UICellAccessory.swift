/// UIKit's `UICellAccessory`, as far as layout goes: a standard accessory of a list cell, which
/// takes its width from the content view at the trailing side. Rigging draws none. Apple
/// publishes no widths: one accessory takes the width measured on iOS for a table cell's (a
/// disclosure chevron 34 points, a checkmark 40, an info button 48); several take their glyphs'
/// widths (18, 24 and 32) 2 points apart and one 16-point trailing margin, so an info button and
/// a chevron take 68, as the table cell's pair does (Rigging's composition).
public struct UICellAccessory: Sendable, Hashable {
    /// When an accessory shows (editing is not modelled: `.whenEditing` never shows).
    public enum DisplayedState: Sendable, Hashable {
        /// Always.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while it is not.
        case whenNotEditing
    }

    /// Which standard accessory.
    enum Kind: Sendable, Hashable {
        case disclosureIndicator, checkmark, detail
    }

    let kind: Kind
    /// When it shows.
    public let displayed: DisplayedState

    /// A disclosure chevron.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self { Self(kind: .disclosureIndicator, displayed: displayed) }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always) -> Self { Self(kind: .checkmark, displayed: displayed) }
    /// An info button.
    public static func detail(displayed: DisplayedState = .always) -> Self { Self(kind: .detail, displayed: displayed) }

    /// The trailing margin beside the accessories.
    static let trailingMargin: CGFloat = 16
    /// The space between two accessories.
    static let spacing: CGFloat = 2

    /// The accessory's own width, without the margin.
    var glyphWidth: CGFloat {
        switch kind {
        case .disclosureIndicator: 18
        case .checkmark: 24
        case .detail: 32
        }
    }

    /// The width `accessories` take from the content view (0 when none shows).
    static func reservedWidth(of accessories: [UICellAccessory]) -> CGFloat {
        let shown = accessories.filter { $0.displayed != .whenEditing }
        guard !shown.isEmpty else { return 0 }
        return shown.reduce(trailingMargin) { $0 + $1.glyphWidth } + spacing * CGFloat(shown.count - 1)
    }
}
