import Foundation

/// An SVG plot of values against time, shared by the constants plot and the difference plot.
///
/// The time axis ticks at round steps (1, 2 or 5 times a power of ten, about six ticks); each
/// timeline marker is a dashed vertical line numbered at the top, its label in a `<title>`; a
/// series segment listed in `steps` is drawn as a step (hold, then jump at the later frame), not a
/// ramp. Long series are thinned to the first, lowest, highest and last value of each pixel
/// column, which draws the same picture. The legend flows in rows under the axis.
struct TimePlot {
    /// One line of the plot.
    struct Series {
        var name: String
        var color: String
        var times: [Double]
        var values: [Double]
        /// Indices i whose segment from i - 1 to i is a step.
        var steps: Set<Int> = []
        var width = 2.0
    }

    var title: String
    var duration: Double
    var series: [Series]
    var markers: [TimelineMarker]
    var hz: Int
    /// Whether the player's cursor line is drawn (the HTML page moves it).
    var cursor = false
    /// Extra class names on the plot's group, e.g. `diff`.
    var kind = ""

    /// The plot at (x, y) in a box of `width` × `height`, and the height it takes with its axis
    /// labels and legend.
    func svg(x: Double, y: Double, width: Double, height: Double) -> (text: String, height: Double) {
        let duration = max(self.duration, 1e-9)
        var s =
            "<g class=\"plot\(kind.isEmpty ? "" : " " + kind)\" data-x0=\"\(fmt(x))\" data-w=\"\(fmt(width))\" data-dur=\"\(NumberFormat.exact(duration))\" data-hz=\"\(hz)\">\n"
        s += "<text x=\"\(fmt(x))\" y=\"\(fmt(y - 8))\" font-weight=\"bold\">\(xml(title))</text>\n"
        guard !series.isEmpty else {
            s += "<text x=\"\(fmt(x))\" y=\"\(fmt(y + 14))\" fill=\"#555\">nothing recorded</text>\n</g>\n"
            return (s, 24)
        }
        let values = series.flatMap(\.values)
        let (lo, hi, step) = FrameDump.niceRange(values.min() ?? 0, values.max() ?? 1)
        func px(_ t: Double) -> Double { x + t / duration * width }
        func py(_ v: Double) -> Double { y + height - (v - lo) / (hi - lo) * height }
        s += "<rect x=\"\(fmt(x))\" y=\"\(fmt(y))\" width=\"\(fmt(width))\" height=\"\(fmt(height))\" fill=\"#fafafa\" stroke=\"#999\"/>\n"
        var v = lo
        while v <= hi + step * 1e-9 {
            s += "<line x1=\"\(fmt(x))\" x2=\"\(fmt(x + width))\" y1=\"\(fmt(py(v)))\" y2=\"\(fmt(py(v)))\" stroke=\"#e4e4e4\"/>"
            s += "<text x=\"\(fmt(x - 6))\" y=\"\(fmt(py(v) + 4))\" text-anchor=\"end\">\(fmt(v))</text>\n"
            v += step
        }
        let tStep = Self.roundStep(duration / 6)
        let decimals = max(0, Int(-log10(tStep).rounded(.down)))
        var k = 0
        while Double(k) * tStep <= duration * (1 + 1e-9) {
            let t = Double(k) * tStep
            s += "<line x1=\"\(fmt(px(t)))\" x2=\"\(fmt(px(t)))\" y1=\"\(fmt(y + height))\" y2=\"\(fmt(y + height + 4))\" stroke=\"#999\"/>"
            s +=
                "<text x=\"\(fmt(px(t)))\" y=\"\(fmt(y + height + 16))\" text-anchor=\"middle\">\(Self.trimmed(String(format: "%.\(decimals)f", t))) s</text>\n"
            k += 1
        }
        s += markerLines(px: px, y: y, height: height)
        for line in series {
            s +=
                "<polyline fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"\(fmt(line.width))\" points=\"\(points(line, px: px, py: py, width: width))\"><title>\(xml(line.name))</title></polyline>\n"
        }
        if cursor {
            s +=
                "<line class=\"cursor\" x1=\"\(fmt(x))\" x2=\"\(fmt(x))\" y1=\"\(fmt(y))\" y2=\"\(fmt(y + height))\" stroke=\"#000\" stroke-dasharray=\"4 3\"/>\n"
        }
        // Legend, flowing in rows.
        var lx = x
        var ly = y + height + 38
        for line in series {
            let entry = 32 + Double(line.name.count) * 7
            if lx > x, lx + entry > x + width {
                lx = x
                ly += 18
            }
            s +=
                "<line x1=\"\(fmt(lx))\" x2=\"\(fmt(lx + 20))\" y1=\"\(fmt(ly - 4))\" y2=\"\(fmt(ly - 4))\" stroke=\"\(line.color)\" stroke-width=\"3\"/>"
            s += "<text x=\"\(fmt(lx + 26))\" y=\"\(fmt(ly))\">\(xml(line.name))</text>\n"
            lx += entry
        }
        return (s + "</g>\n", ly - y + 8)
    }

    /// Numbered dashed lines; numbers closer than 14 px to the previous one move down a row.
    private func markerLines(px: (Double) -> Double, y: Double, height: Double) -> String {
        var s = ""
        var lastX = [Double](repeating: -1e9, count: 3)
        for (n, marker) in markers.enumerated() {
            let t = Double(marker.tick) / Double(max(hz, 1))
            let mx = px(t)
            let row = lastX.firstIndex { mx - $0 >= 14 } ?? (n % 3)
            lastX[row] = mx
            s +=
                "<g class=\"marker\" data-frame=\"\(marker.tick)\"><title>\(n + 1): t = \(NumberFormat.exact(t)) s, frame \(marker.tick): \(xml(marker.label))</title>"
            s += "<line x1=\"\(fmt(mx))\" x2=\"\(fmt(mx))\" y1=\"\(fmt(y))\" y2=\"\(fmt(y + height))\" stroke=\"#6a6a6a\" stroke-dasharray=\"2 3\"/>"
            s += "<text x=\"\(fmt(mx + 2))\" y=\"\(fmt(y + 11 + Double(row) * 12))\" font-size=\"10\" fill=\"#444\">\(n + 1)</text></g>\n"
        }
        return s
    }

    /// The polyline's points: steps drawn as hold-then-jump, long series thinned per pixel column.
    private func points(_ line: Series, px: (Double) -> Double, py: (Double) -> Double, width: Double) -> String {
        var out: [(Double, Double)] = []
        out.reserveCapacity(line.values.count + line.steps.count)
        for i in line.values.indices {
            if i > 0, line.steps.contains(i) { out.append((px(line.times[i]), py(line.values[i - 1]))) }
            out.append((px(line.times[i]), py(line.values[i])))
        }
        if out.count > Int(width) * 4 { out = Self.thinned(out) }
        return out.map { "\(fmt($0.0)),\(fmt($0.1))" }.joined(separator: " ")
    }

    /// First, lowest, highest and last point of each whole-pixel column, in order.
    static func thinned(_ points: [(Double, Double)]) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        var start = 0
        while start < points.count {
            let column = points[start].0.rounded(.down)
            var end = start
            while end + 1 < points.count, points[end + 1].0.rounded(.down) == column { end += 1 }
            let slice = points[start...end]
            var keep = [start, end]
            if let low = slice.indices.min(by: { points[$0].1 < points[$1].1 }) { keep.append(low) }
            if let high = slice.indices.max(by: { points[$0].1 < points[$1].1 }) { keep.append(high) }
            for i in Set(keep).sorted() { out.append(points[i]) }
            start = end + 1
        }
        return out
    }

    /// `text` (a fixed-point number) without trailing zeros or a trailing point: `0.50` is `0.5`, `1.0` is `1`.
    static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var out = Substring(text)
        while out.hasSuffix("0") { out = out.dropLast() }
        if out.hasSuffix(".") { out = out.dropLast() }
        return String(out)
    }

    /// The smallest 1, 2 or 5 times a power of ten that is at least `raw`.
    static func roundStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let magnitude = pow(10, log10(raw).rounded(.down))
        return [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw * (1 - 1e-12) } ?? raw
    }
}
