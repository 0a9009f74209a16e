// The SVG picture of two runs of the same views: the filmstrip's frames paired side by side (the
// first run left, the second right, one scale for both over the union of every frame), the legend,
// each run's constants plot and the plot of their difference against time.

extension FrameDump {
    /// Two runs as one SVG document, frames paired side by side. `markers` are the timeline's
    /// events (nil: read from the first run's constants).
    package static func pairedSVG(
        title: String, _ a: (label: String, dump: FrameDump), _ b: (label: String, dump: FrameDump),
        markers: [TimelineMarker]? = nil
    ) -> String {
        let width = 1200.0
        let inner = width - 40
        let longer = a.dump.frames.count >= b.dump.frames.count ? a.dump : b.dump
        let picks = longer.filmstripIndices()
        let bounds = FrameBounds([a.dump, b.dump])
        var scale = 200 / bounds.height
        var cell = bounds.width * scale
        var pairsPerRow = max(1, min(4, Int(inner / (2 * cell + 48))))
        if pairsPerRow == 1 {
            // Two pairs to a row while a frame stays at least 240 wide; else one, as wide as fits.
            let two = (inner / 2 - 48) / (2 * bounds.width)
            if bounds.width * two >= 240 {
                pairsPerRow = 2
                scale = min(scale, two)
            } else {
                scale = min(scale, (inner - 48) / (2 * bounds.width))
            }
            cell = bounds.width * scale
        }
        let sketch = FrameSketch(bounds: bounds, scale: scale)
        let pairWidth = inner / Double(pairsPerRow)
        let rowHeight = sketch.size.height + 40
        var body = "<text x=\"20\" y=\"66\" fill=\"#555\">each pair: \(xml(a.label)) left, \(xml(b.label)) right</text>\n"
        for (position, index) in picks.enumerated() {
            let px = 20 + Double(position % pairsPerRow) * pairWidth
            let py = 96 + Double(position / pairsPerRow) * rowHeight
            let time = longer.frames[index].time
            body += "<text x=\"\(fmt(px))\" y=\"\(fmt(py - 8))\" font-weight=\"bold\">frame \(longer.frames[index].tick), t = \(fmt(time)) s</text>\n"
            for (column, run) in [a, b].enumerated() where !run.dump.frames.isEmpty {
                let frame = run.dump.frames[min(index, run.dump.frames.count - 1)]
                body += sketch.svg(frame, names: run.dump.views, ox: px + Double(column) * (cell + 10), oy: py)
            }
        }
        let rows = (picks.count + pairsPerRow - 1) / pairsPerRow
        var y = 96 + Double(rows) * rowHeight
        let (legend, legendHeight) = FrameSketch.legend(a.dump.views, x: 20, y: y, width: inner)
        body += legend
        y += legendHeight + 40
        let timeline = markers ?? TimelineMarker.inferred(from: a.dump)
        var plots: [TimePlot] = [a, b].map { $0.dump.constantsPlot(markers: timeline, title: "Constants against time: \($0.label)") }
        var difference = RunDifference(a.dump, b.dump).plot(markers: timeline, hz: a.dump.hz)
        difference.cursor = false
        plots.append(difference)
        for plot in plots {
            let (text, height) = plot.svg(x: 70, y: y, width: width - 110, height: 200)
            body += text
            y += height + 44
        }
        var s = svgHeader(width: width, height: y)
        s += "<text x=\"20\" y=\"30\" font-size=\"18\" font-weight=\"bold\">\(xml(title))</text>\n"
        s +=
            "<text x=\"20\" y=\"48\" fill=\"#555\">\(picks.count) frames of \(longer.frames.count) at \(longer.hz) Hz, root coordinates in points</text>\n"
        return s + body + "</svg>\n"
    }
}
