/// Places view names on a picture so that no two overlap: inside the view when the name fits
/// (top left, else bottom left), else beside it (right, left, above, below) with a leader line,
/// on a spot that covers no label and no other view's box except the view's own ancestors (the
/// boxes that hold it), so a parent's name never sits on a child. A name that finds no spot is left out; the legend lists every view.
/// Pictures of more than `outsideLimit` views place names inside views only (checking other
/// names, not other boxes), and at most `maxLabels` names, which keeps the cost linear. The page's script follows the same rules.
struct LabelPlacer {
    struct Box: Hashable {
        var x: Double, y: Double, w: Double, h: Double
        func overlaps(_ o: Box) -> Bool { x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h }
        func contains(_ o: Box) -> Bool { x <= o.x && y <= o.y && x + w >= o.x + o.w && y + h >= o.y + o.h }
    }

    /// A placed name: the text's box, and the leader line's ends when it sits outside its view.
    struct Label: Hashable {
        var view: Int
        var box: Box
        var leader: (Double, Double, Double, Double)?
        static func == (a: Label, b: Label) -> Bool { a.view == b.view && a.box == b.box }
        func hash(into h: inout Hasher) {
            h.combine(view)
            h.combine(box)
        }
    }

    static let outsideLimit = 200
    static let maxLabels = 400

    /// The area labels may use.
    var area: Box
    /// Estimated text width per character and line height, in picture units.
    var charWidth: Double
    var lineHeight: Double

    /// Labels for `names[i]` drawn in `boxes[i]` (index 0, the root, gets none), largest views first.
    func place(names: [String], boxes: [Box]) -> [Label] {
        var placed: [Label] = []
        let order = boxes.indices.dropFirst().sorted { (boxes[$0].w * boxes[$0].h, $1) > (boxes[$1].w * boxes[$1].h, $0) }
        for v in order where placed.count < Self.maxLabels {
            let b = boxes[v]
            let tw = Double(names[v].count) * charWidth + 4
            let th = lineHeight
            guard b.w > 0 || b.h > 0 else { continue }
            func free(_ c: Box) -> Bool {
                guard area.contains(c), !placed.contains(where: { $0.box.overlaps(c) }) else { return false }
                guard boxes.count <= Self.outsideLimit else { return true }
                for (u, o) in boxes.enumerated() where u != v && !o.contains(b) && o.overlaps(c) { return false }
                return true
            }
            var label: Label?
            if b.w >= tw + 2 && b.h >= th + 2 {
                for c in [Box(x: b.x + 1, y: b.y + 1, w: tw, h: th), Box(x: b.x + 1, y: b.y + b.h - th - 1, w: tw, h: th)]
                where free(c) {
                    label = Label(view: v, box: c, leader: nil)
                    break
                }
            }
            if label == nil, boxes.count <= Self.outsideLimit {
                let cy = b.y + b.h / 2
                let cx = b.x + b.w / 2
                let spots: [(Box, (Double, Double, Double, Double))] = [
                    (Box(x: b.x + b.w + 6, y: cy - th / 2, w: tw, h: th), (b.x + b.w, cy, b.x + b.w + 6, cy)),
                    (Box(x: b.x - 6 - tw, y: cy - th / 2, w: tw, h: th), (b.x, cy, b.x - 6, cy)),
                    (Box(x: cx - tw / 2, y: b.y - 6 - th, w: tw, h: th), (cx, b.y, cx, b.y - 6)),
                    (Box(x: cx - tw / 2, y: b.y + b.h + 6, w: tw, h: th), (cx, b.y + b.h, cx, b.y + b.h + 6)),
                ]
                for (c, leader) in spots where free(c) {
                    label = Label(view: v, box: c, leader: leader)
                    break
                }
            }
            if let label { placed.append(label) }
        }
        return placed
    }
}
