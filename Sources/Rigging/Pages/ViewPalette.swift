/// The colours the pictures draw views in, by view index: the root grey, then a fixed palette, so
/// the same dump draws the same bytes.
///
/// A view is drawn as an opaque `fill` (its colour mixed with 45% white) inside a 1 px `stroke`
/// in its colour, so a child over its parent shows the same colours as its legend swatch (a
/// translucent fill would mix with whatever lies under it).
enum ViewPalette {
    /// One colour per view index (index 0, the root, is grey); red and purple first, so the slider
    /// tutorial's redView and purpleView draw in their own colours.
    static let strokes = [
        "#888888", "#e6194b", "#7b2cbf", "#3cb44b", "#4363d8", "#f58231", "#42d4f4",
        "#f032e6", "#9a6324", "#469990", "#808000", "#000075", "#bfef45",
    ]
    /// The root's fill.
    static let rootFill = "#f4f4f4"
    /// The fills, parallel to `strokes` (each stroke at 55% over white).
    static let fills: [String] = strokes.map { tint($0, 0.55) }

    static func stroke(_ index: Int) -> String { strokes[index % strokes.count] }
    static func fill(_ index: Int) -> String { index == 0 ? rootFill : fills[index % fills.count] }

    /// `hex` (`#rrggbb`) at `alpha` over white, as `#rrggbb`.
    static func tint(_ hex: String, _ alpha: Double) -> String {
        let digits = Array(hex.dropFirst())
        var out = "#"
        for i in stride(from: 0, to: 6, by: 2) {
            let channel = Double(Int(String(digits[i...i + 1]), radix: 16) ?? 0)
            let mixed = Int((255 - alpha * (255 - channel)).rounded())
            let text = String(mixed, radix: 16)
            out += (text.count < 2 ? "0" : "") + text
        }
        return out
    }
}
