import Foundation

// The SVG picture of a dump: a filmstrip of up to eight frames evenly spread over the run (first
// and last included), each drawn to one scale with the root as a grey outline and every view as a
// coloured rectangle, then a plot of each recorded constant against time with axes and a legend.
// Colours come from a fixed palette by view index, so the same dump draws the same bytes.

extension FrameDump {
    /// Fixed palette, one colour per view index (the root is drawn grey).
    /// Index 0 (the root) is grey; then red and purple, so the slider tutorial's redView and
    /// purpleView (the first two views) draw in their own colours.
    static let palette = ["#888888", "#e6194b", "#7b2cbf", "#3cb44b", "#4363d8", "#f58231", "#42d4f4",
                          "#f032e6", "#9a6324", "#469990", "#808000", "#000075", "#bfef45"]

    static func color(_ index: Int) -> String { palette[index % palette.count] }

    /// Indices of the frames the filmstrip shows.
    func filmstripIndices(count: Int = 8) -> [Int] {
        guard frames.count > count else { return Array(frames.indices) }
        return (0..<count).map { i in Int((Double(i) * Double(frames.count - 1) / Double(count - 1)).rounded()) }
    }

    /// A standalone SVG document: filmstrip on top, constants plot below.
    public func svg(title: String? = nil) -> String {
        let width = 1200.0
        let picks = filmstripIndices()
        let maxW = frames.map { $0.views.first?.width ?? 1 }.max() ?? 1
        let maxH = frames.map { $0.views.first?.height ?? 1 }.max() ?? 1
        // Tall roots fit eight to a row; wide ones four to a row, in two rows.
        let columns = max(1, min(picks.count, maxW > maxH ? 4 : 8))
        let rowCount = (picks.count + columns - 1) / max(columns, 1)
        let cell = (width - 40) / Double(columns)
        let scale = min((cell - 16) / max(maxW, 1), (maxW > maxH ? 180 : 240) / max(maxH, 1))
        let cellHeight = maxH * scale + 34
        let stripHeight = Double(max(rowCount, 1)) * cellHeight + 16
        let plotTop = 60 + stripHeight + 44
        let plotHeight = constants.isEmpty ? 10.0 : 300.0
        let total = plotTop + plotHeight + 70 + Double(constants.count) * 18
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(width))\" height=\"\(fmt(total))\" "
        s += "viewBox=\"0 0 \(fmt(width)) \(fmt(total))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        s += "<text x=\"20\" y=\"30\" font-size=\"18\" font-weight=\"bold\">\(xml(title ?? scene))</text>\n"
        s += "<text x=\"20\" y=\"48\" fill=\"#555\">\(frames.count) frames at \(hz) Hz; filmstrip of \(picks.count), root coordinates</text>\n"
        for (position, index) in picks.enumerated() {
            let frame = frames[index]
            let ox = 20 + Double(position % columns) * cell + 8, oy = 70.0 + Double(position / columns) * cellHeight
            s += "<g transform=\"translate(\(fmt(ox)) \(fmt(oy)))\">\n"
            for (v, rect) in frame.views.enumerated() {
                let x = fmt(rect.x * scale), y = fmt(rect.y * scale), w = fmt(max(rect.width * scale, 0)), h = fmt(max(rect.height * scale, 0))
                if v == 0 {
                    s += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"#f4f4f4\" stroke=\"#888\"/>\n"
                } else {
                    s += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"\(Self.color(v))\" fill-opacity=\"0.55\" stroke=\"\(Self.color(v))\"><title>\(xml(views[v])) \(rect.components.map(NumberFormat.string).joined(separator: ", "))</title></rect>\n"
                }
            }
            s += "<text x=\"0\" y=\"\(fmt(maxH * scale + 18))\">frame \(frame.tick), t = \(fmt(frame.time))</text>\n</g>\n"
        }
        // View legend.
        var lx = 20.0
        for (v, name) in views.enumerated().dropFirst() {
            s += "<rect x=\"\(fmt(lx))\" y=\"\(fmt(60 + stripHeight - 4))\" width=\"10\" height=\"10\" fill=\"\(Self.color(v))\"/>"
            s += "<text x=\"\(fmt(lx + 14))\" y=\"\(fmt(60 + stripHeight + 5))\">\(xml(name))</text>\n"
            lx += 24 + Double(name.count) * 7
        }
        s += plot(x: 70, y: plotTop, width: width - 110, height: plotHeight)
        return s + "</svg>\n"
    }

    /// The constants plot as an SVG group (also embedded in the HTML player).
    func plot(x: Double, y: Double, width: Double, height: Double) -> String {
        var s = "<g class=\"plot\">\n"
        s += "<text x=\"\(fmt(x))\" y=\"\(fmt(y - 6))\" font-weight=\"bold\">Constants against time</text>\n"
        guard !constants.isEmpty, let last = frames.last else {
            return s + "<text x=\"\(fmt(x))\" y=\"\(fmt(y + 20))\" fill=\"#555\">no recorded constants</text>\n</g>\n"
        }
        let values = frames.flatMap(\.constants)
        let (lo, hi, step) = Self.niceRange(values.min() ?? 0, values.max() ?? 1)
        let duration = max(last.time, 1e-9)
        func px(_ t: Double) -> Double { x + t / duration * width }
        func py(_ v: Double) -> Double { y + height - (v - lo) / (hi - lo) * height }
        s += "<rect x=\"\(fmt(x))\" y=\"\(fmt(y))\" width=\"\(fmt(width))\" height=\"\(fmt(height))\" fill=\"#fafafa\" stroke=\"#999\"/>\n"
        var v = lo
        while v <= hi + step * 1e-9 {
            s += "<line x1=\"\(fmt(x))\" x2=\"\(fmt(x + width))\" y1=\"\(fmt(py(v)))\" y2=\"\(fmt(py(v)))\" stroke=\"#e0e0e0\"/>"
            s += "<text x=\"\(fmt(x - 6))\" y=\"\(fmt(py(v) + 4))\" text-anchor=\"end\">\(fmt(v))</text>\n"
            v += step
        }
        for i in 0...4 {
            let t = duration * Double(i) / 4
            s += "<text x=\"\(fmt(px(t)))\" y=\"\(fmt(y + height + 16))\" text-anchor=\"middle\">\(fmt(t)) s</text>\n"
        }
        for c in constants.indices {
            let points = frames.map { "\(fmt(px($0.time))),\(fmt(py($0.constants[c])))" }.joined(separator: " ")
            s += "<polyline fill=\"none\" stroke=\"\(Self.color(c + 1))\" stroke-width=\"2\" points=\"\(points)\"/>\n"
            let ly = y + height + 40 + Double(c) * 18
            s += "<line x1=\"\(fmt(x))\" x2=\"\(fmt(x + 20))\" y1=\"\(fmt(ly - 4))\" y2=\"\(fmt(ly - 4))\" stroke=\"\(Self.color(c + 1))\" stroke-width=\"3\"/>"
            s += "<text x=\"\(fmt(x + 26))\" y=\"\(fmt(ly))\">\(xml(constants[c]))</text>\n"
        }
        return s + "</g>\n"
    }
}

extension FrameDump {
    /// Axis bounds on multiples of a 1, 2 or 5 step covering [lo, hi] with about five lines.
    static func niceRange(_ lo: Double, _ hi: Double) -> (Double, Double, Double) {
        var (a, b) = (lo, hi)
        if b - a < 1 { a -= 0.5; b += 0.5 }
        let raw = (b - a) / 5
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        return ((a / step).rounded(.down) * step, (b / step).rounded(.up) * step, step)
    }
}

/// Two-decimal SVG coordinates (integers without a fraction).
package func fmt(_ value: Double) -> String {
    NumberFormat.exact((value * 100).rounded() / 100)
}

/// `text` with XML's special characters escaped.
func xml(_ text: String) -> String {
    var out = ""
    for c in text {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(c)
        }
    }
    return out
}
