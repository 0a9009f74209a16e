import AutoLayout

/// One frame drawn as SVG at a fixed scale: the root as a grey box, every view as an opaque tint
/// inside a stroke of its colour (`ViewPalette`), names placed by `LabelPlacer`, each box's
/// `<title>` giving its name and frame. An optional ghost frame (another run's) is drawn over it
/// as dashed outlines.
struct FrameSketch {
    /// The box every frame is drawn in (the union of all frames), and points per picture unit.
    var bounds: FrameBounds
    var scale: Double
    var fontSize = 9.0

    /// Width and height of a drawn frame.
    var size: (width: Double, height: Double) { (bounds.width * scale, bounds.height * scale) }

    func box(_ r: Rect, _ ox: Double, _ oy: Double) -> LabelPlacer.Box {
        LabelPlacer.Box(
            x: ox + (r.x - bounds.minX) * scale, y: oy + (r.y - bounds.minY) * scale,
            w: max(r.width * scale, 0), h: max(r.height * scale, 0))
    }

    /// An SVG `matrix(a b c d e f)` applying `m` (about the root's origin) in picture
    /// coordinates of a frame drawn at (ox, oy).
    func svgMatrix(_ m: Transform2D, _ ox: Double, _ oy: Double) -> String {
        let toPicture = Transform2D(scaleX: scale, y: scale).concatenating(
            Transform2D(translationX: ox - bounds.minX * scale, y: oy - bounds.minY * scale))
        let fromPicture = toPicture.inverted() ?? .identity
        let t = fromPicture.concatenating(m).concatenating(toPicture)
        return "matrix(" + [t.a, t.b, t.c, t.d].map { NumberFormat.exact(($0 * 1e6).rounded() / 1e6) }.joined(separator: " ") + " " + fmt(t.tx) + " "
            + fmt(t.ty) + ")"
    }

    /// `frame` at (ox, oy), its views named by `names` (a transformed view drawn with an SVG
    /// `transform` and named by its on-screen bounding box, a view not opaque with its
    /// `opacity`); `ghost` as dashed outlines on top.
    func svg(_ frame: Frame, names: [String], ox: Double, oy: Double, ghost: Frame? = nil) -> String {
        var s = ""
        let transforms = frame.transforms
        let boxes = frame.views.enumerated().map { v, rect in box(transforms.isEmpty ? rect : rect.shownBounds(transforms[v]), ox, oy) }
        for (v, rect) in frame.views.enumerated() {
            let name = v < names.count ? names[v] : "view \(v)"
            let transform = transforms[v]
            let b = transform.isIdentity ? boxes[v] : box(rect, ox, oy)
            s +=
                "<rect x=\"\(fmt(b.x))\" y=\"\(fmt(b.y))\" width=\"\(fmt(b.w))\" height=\"\(fmt(b.h))\" fill=\"\(ViewPalette.fill(v))\" stroke=\"\(ViewPalette.stroke(v))\""
            s += FrameTransforms.prints(transform) ? " transform=\"\(svgMatrix(rect.transformInRoot(transform), ox, oy))\"" : ""
            let alpha = frame.alphas[v]
            s += NumberFormat.string(alpha) == "1" ? ">" : " opacity=\"\(NumberFormat.string(alpha))\">"
            s += "<title>\(xml(name)) \(frame.views[v].components.map(NumberFormat.string).joined(separator: ", "))</title></rect>\n"
        }
        if let ghost {
            for (v, r) in ghost.views.enumerated() {
                let b = box(r, ox, oy)
                let transform = ghost.transforms[v]
                s +=
                    "<rect x=\"\(fmt(b.x))\" y=\"\(fmt(b.y))\" width=\"\(fmt(b.w))\" height=\"\(fmt(b.h))\" fill=\"none\" stroke=\"#222\" stroke-dasharray=\"3 3\""
                s += FrameTransforms.prints(transform) ? " transform=\"\(svgMatrix(r.transformInRoot(transform), ox, oy))\"/>\n" : "/>\n"
            }
        }
        let area = LabelPlacer.Box(x: ox, y: oy, w: size.width, h: size.height)
        let placer = LabelPlacer(area: area, charWidth: fontSize * 0.6, lineHeight: fontSize + 2)
        for label in placer.place(names: names, boxes: boxes) {
            if let (x1, y1, x2, y2) = label.leader {
                s += "<line x1=\"\(fmt(x1))\" y1=\"\(fmt(y1))\" x2=\"\(fmt(x2))\" y2=\"\(fmt(y2))\" stroke=\"#333\"/>"
                s +=
                    "<rect x=\"\(fmt(label.box.x))\" y=\"\(fmt(label.box.y))\" width=\"\(fmt(label.box.w))\" height=\"\(fmt(label.box.h))\" fill=\"#fff\" fill-opacity=\"0.85\"/>"
            }
            s +=
                "<text x=\"\(fmt(label.box.x + 2))\" y=\"\(fmt(label.box.y + fontSize))\" font-size=\"\(fmt(fontSize))\">\(xml(names[label.view]))</text>\n"
        }
        return s
    }

    /// A swatch-and-name legend of `names` (root first, left out) flowing in rows from (x, y)
    /// within `width`; at most `limit` entries, then a count of the rest. Returns the SVG and
    /// the height used.
    static func legend(_ names: [String], x: Double, y: Double, width: Double, limit: Int = 60) -> (String, Double) {
        var s = ""
        var lx = x
        var ly = y
        for (v, name) in names.enumerated().dropFirst().prefix(limit) {
            let entry = 26 + Double(name.count) * 7
            if lx > x, lx + entry > x + width {
                lx = x
                ly += 18
            }
            s +=
                "<rect x=\"\(fmt(lx))\" y=\"\(fmt(ly - 10))\" width=\"12\" height=\"12\" fill=\"\(ViewPalette.fill(v))\" stroke=\"\(ViewPalette.stroke(v))\"/>"
            s += "<text x=\"\(fmt(lx + 17))\" y=\"\(fmt(ly))\">\(xml(name))</text>\n"
            lx += entry
        }
        if names.count - 1 > limit {
            s += "<text x=\"\(fmt(x))\" y=\"\(fmt(ly + 18))\" fill=\"#555\">and \(names.count - 1 - limit) more views</text>\n"
            ly += 18
        }
        return (s, ly - y + 12)
    }
}
