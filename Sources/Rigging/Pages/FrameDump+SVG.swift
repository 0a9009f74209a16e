import Foundation

// The SVG picture of a dump: a filmstrip of up to eight frames evenly spread over the run (first
// and last included), each drawn to one scale over the union of every frame (so views outside the
// root stay in the picture) by `FrameSketch`, a legend whose swatches are the colours drawn, then
// the constants plot (`TimePlot`) with the timeline's markers. Every SVG has a `viewBox`.

extension FrameDump {
    /// Indices of the frames the filmstrip shows.
    func filmstripIndices(count: Int = 8) -> [Int] {
        guard frames.count > count else { return Array(frames.indices) }
        return (0..<count).map { i in Int((Double(i) * Double(frames.count - 1) / Double(count - 1)).rounded()) }
    }

    /// A standalone SVG document: filmstrip on top, legend, constants plot below. `markers` are
    /// the timeline's events (nil: read from the constants, `TimelineMarker.inferred(from:)`).
    public func svg(title: String? = nil, markers: [TimelineMarker]? = nil) -> String {
        let width = 1200.0
        let picks = filmstripIndices()
        let bounds = FrameBounds([self])
        // Tall pictures fit eight to a row; wide ones four to a row, in two rows.
        let wide = bounds.width > bounds.height
        let columns = max(1, min(picks.count, wide ? 4 : 8))
        let rowCount = (picks.count + columns - 1) / columns
        let cell = (width - 40) / Double(columns)
        let sketch = FrameSketch(bounds: bounds, scale: min((cell - 16) / bounds.width, (wide ? 180 : 240) / bounds.height))
        let cellHeight = sketch.size.height + 34
        let stripHeight = Double(max(rowCount, 1)) * cellHeight + 16
        var body = ""
        for (position, index) in picks.enumerated() {
            let frame = frames[index]
            let ox = 20 + Double(position % columns) * cell + 8
            let oy = 70.0 + Double(position / columns) * cellHeight
            body += sketch.svg(frame, names: views, ox: ox, oy: oy)
            body += "<text x=\"\(fmt(ox))\" y=\"\(fmt(oy + sketch.size.height + 18))\">frame \(frame.tick), t = \(fmt(frame.time)) s</text>\n"
        }
        let (legend, legendHeight) = FrameSketch.legend(views, x: 20, y: 60 + stripHeight, width: width - 40)
        body += legend
        let plotTop = 60 + stripHeight + legendHeight + 40
        let (plot, plotHeight) = constantsPlot(markers: markers ?? TimelineMarker.inferred(from: self))
            .svg(x: 70, y: plotTop, width: width - 110, height: constants.isEmpty ? 10 : 300)
        let total = plotTop + plotHeight + 20
        var s = Self.svgHeader(width: width, height: total)
        s += "<text x=\"20\" y=\"30\" font-size=\"18\" font-weight=\"bold\">\(xml(title ?? scene))</text>\n"
        s +=
            "<text x=\"20\" y=\"48\" fill=\"#555\">\(frames.count) frames at \(hz) Hz; filmstrip of \(picks.count), root coordinates in points</text>\n"
        return s + body + plot + "</svg>\n"
    }

    /// An `<svg>` start tag of `width` × `height` with a matching `viewBox`, and a white background.
    static func svgHeader(width: Double, height: Double) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(width))\" height=\"\(fmt(height))\" viewBox=\"0 0 \(fmt(width)) \(fmt(height))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    }

    /// The constants against time, `set`s (and the steps `markers` name) drawn as steps.
    func constantsPlot(markers: [TimelineMarker], title: String = "Constants against time", cursor: Bool = false) -> TimePlot {
        let inferred = TimelineMarker.inferred(from: self)
        let first = frames.first?.tick ?? 0
        var steps = [Set<Int>](repeating: [], count: constants.count)
        for marker in markers + inferred {
            let index = marker.tick - first
            guard index > 0, index < frames.count else { continue }
            for c in marker.steps where c < constants.count { steps[c].insert(index) }
        }
        let times = frames.map(\.time)
        let series = constants.indices.map { c in
            TimePlot.Series(
                name: constants[c], color: ViewPalette.stroke(c + 1), times: times,
                values: frames.map { c < $0.constants.count ? $0.constants[c] : 0 }, steps: steps[c])
        }
        return TimePlot(title: title, duration: frames.last?.time ?? 0, series: series, markers: markers, hz: hz, cursor: cursor)
    }
}

extension FrameDump {
    /// Axis bounds on multiples of a 1, 2 or 5 step covering [lo, hi] with about five lines.
    static func niceRange(_ lo: Double, _ hi: Double) -> (Double, Double, Double) {
        var (a, b) = (lo, hi)
        if b - a < 1 {
            a -= 0.5
            b += 0.5
        }
        let step = TimePlot.roundStep((b - a) / 5)
        return ((a / step).rounded(.down) * step, (b / step).rounded(.up) * step, step)
    }
}

/// Two-decimal SVG coordinates (integers without a fraction).
package func fmt(_ value: Double) -> String {
    NumberFormat.exact((value * 100).rounded() / 100)
}

/// `text` with XML's special characters escaped.
package func xml(_ text: String) -> String {
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
