import AutoLayout

/// The player page: one self-contained HTML file (inline style and script, no network) that plays
/// one or more runs of the same views in step.
///
/// The page holds the controls (play, scrub, speed, loop, and for two runs side by side or
/// overlaid with the other run as a ghost outline), the timeline's markers under the scrubber,
/// a canvas with rulers in points over the union of every frame, the views' legend, each run's
/// constants plot and, for two runs, the difference plot, then the tables whose rows link to
/// frames (the markers; for two runs the largest difference per view and constant; the caller's
/// tables). `PlayerScript` describes the behaviour (keyboard, `#frame=N`, self-test).
/// Frames travel packed (`FramePacking`), so the page stays small per frame.
package struct PlayerPage {
    var title: String
    var runs: [(label: String, dump: FrameDump)]
    var notes: String?
    /// The timeline's events; nil reads them from each run's constants.
    var markers: [TimelineMarker]?
    var tables: [PlayerTable]

    static let plotWidth = 900.0

    /// The page's markers: the given ones, else those read from the runs, one per tick.
    var timeline: [TimelineMarker] {
        if let markers { return markers }
        var byTick: [Int: TimelineMarker] = [:]
        for run in runs {
            for marker in TimelineMarker.inferred(from: run.dump) {
                let label = runs.count > 1 ? "\(run.label): \(marker.label)" : marker.label
                byTick[marker.tick, default: TimelineMarker(tick: marker.tick, label: "")].label += (byTick[marker.tick] == nil ? "" : "; ") + label
            }
        }
        return byTick.keys.sorted().compactMap { byTick[$0] }
    }

    package func html() -> String {
        let markers = timeline
        let count = runs.map(\.dump.frames.count).max() ?? 0
        let hz = runs.first?.dump.hz ?? 30
        let name = xml(title)
        var plots = ""
        for run in runs {
            let plot = run.dump.constantsPlot(markers: markers, title: "Constants against time: \(run.label)", cursor: true)
            plots += svg(plot, id: nil)
        }
        var tables = self.tables
        if runs.count == 2 {
            let difference = RunDifference(runs[0].dump, runs[1].dump)
            plots += svg(difference.plot(markers: markers, hz: hz), id: "diffplot")
            if !tables.contains(where: { $0.id == "difftable" }) { tables.insert(differenceTable(difference), at: 0) }
        }
        let markerTable = PlayerTable(
            id: "events", caption: markers.isEmpty ? "Events: none" : "Events (the numbered marks on the time axes)",
            columns: ["#", "t", "frame", "what"],
            rows: markers.enumerated().map { n, m in
                ["\(n + 1)", NumberFormat.exact(Double(m.tick) / Double(max(hz, 1))) + " s", "\(m.tick)", m.label]
            },
            frames: markers.map(\.tick), frameColumn: 2, numeric: [0, 1, 2])
        tables.insert(markerTable, at: 0)
        let notesHTML = notes.map { "<details open><summary>Report</summary><pre>\(xml($0))</pre></details>\n" } ?? ""
        let modes =
            runs.count == 2
            ? "<label>View <select id=\"mode\"><option value=\"side\">side by side</option><option value=\"overlay\">overlay, \(xml(runs[1].label)) as ghost</option><option value=\"overlay2\">overlay, \(xml(runs[0].label)) as ghost</option></select></label>\n"
            : ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(name) — rig</title>
            <style>
            \(PlayerStyle.source)</style>
            </head>
            <body>
            <h2>\(name)</h2>
            <div id="controls">
            <button id="play" type="button" title="Play or pause (space)">Play</button>
            <div id="track"><input id="scrub" type="range" min="0" max="\(max(count - 1, 0))" value="0" step="1" aria-label="frame">
            <div id="markers">\(markerStrip(markers, count: count))</div></div>
            <label>Speed <select id="speed"><option>0.1</option><option>0.25</option><option>0.5</option><option selected>1</option><option>2</option><option>4</option></select></label>
            <label><input id="loop" type="checkbox"> Loop</label>
            \(modes)<span id="readout"></span>
            </div>
            <p class="hint">Keys: space plays or pauses, ← → step a frame (with shift ten), Home and End go to the first and last frame. The address ends in <code>#frame=N</code> and can be shared. Point at a view for its name and frame; click a name in the legend to mark its view.</p>
            <div id="stagebox"><canvas id="stage" width="980" height="480"></canvas><div id="tip" hidden></div></div>
            <div id="legend"></div>
            <section id="plots">
            \(plots)</section>
            <section id="tables">
            \(tables.map(\.html).joined())</section>
            \(notesHTML)<script type="application/json" id="rig-data">\(data(markers: markers))</script>
            \(frameData)
            <script>
            \(PlayerScript.source(opacity: runs.contains { run in run.dump.frames.contains { !$0.alphas.printed.isEmpty } }))</script>
            </body>
            </html>

            """
    }

    /// A plot as its own `<svg>` with a `viewBox`, scaled to the page's width.
    private func svg(_ plot: TimePlot, id: String?) -> String {
        let (body, height) = plot.svg(x: 60, y: 24, width: Self.plotWidth, height: 200)
        let total = 24 + height + 8
        return
            "<svg class=\"plotsvg\"\(id.map { " id=\"\($0)\"" } ?? "") xmlns=\"http://www.w3.org/2000/svg\" width=\"980\" height=\"\(fmt(total))\" viewBox=\"0 0 980 \(fmt(total))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
            + body + "</svg>\n"
    }

    /// The markers as links placed along the scrubber.
    private func markerStrip(_ markers: [TimelineMarker], count: Int) -> String {
        markers.enumerated().map { n, m in
            let fraction = count > 1 ? Double(min(max(m.tick, 0), count - 1)) / Double(count - 1) : 0
            let left = NumberFormat.exact((fraction * 10_000).rounded() / 10_000)
            return "<a href=\"#frame=\(m.tick)\" title=\"\(xml(m.label))\" style=\"left: calc(8px + (100% - 16px) * \(left))\">\(n + 1)</a>"
        }.joined()
    }

    /// The page's table of differences: views and constants, largest first, at most 50 rows.
    private func differenceTable(_ difference: RunDifference) -> PlayerTable {
        let ranked = difference.ranked
        let shown = ranked.prefix(50)
        var rows = shown.map { t in
            [
                t.name, t.view == nil ? "constant" : "view", NumberFormat.string(t.maximum) + " pt", "\(t.at + difference.first)",
                NumberFormat.exact(t.at < difference.times.count ? difference.times[t.at] : 0) + " s",
            ]
        }
        var frames: [Int?] = shown.map { $0.at + difference.first }
        if ranked.count > shown.count {
            rows.append(["and \(ranked.count - shown.count) more with smaller differences", "", "", "", ""])
            frames.append(nil)
        }
        return PlayerTable(
            id: "difftable", caption: "Largest difference between \(runs[0].label) and \(runs[1].label)",
            columns: ["name", "kind", "largest difference", "at frame", "t"], rows: rows, frames: frames,
            frameColumn: 3, numeric: [2, 3, 4])
    }

    /// Each run's packed frames in its own element (base64 holds no `<`).
    private var frameData: String {
        runs.enumerated().map { i, run in
            "<script type=\"application/octet-stream\" id=\"rig-run-\(i)\">\(FramePacking.packed(run.dump))</script>\n"
        }.joined()
    }

    /// The runs' names and the palette as JSON (`</` escaped so the text cannot close the script).
    private func data(markers: [TimelineMarker]) -> String {
        var json = JSONWriter()
        let bounds = FrameBounds(runs.map(\.dump))
        json.object { o in
            o.key("strokes")
            o.strings(ViewPalette.strokes)
            o.key("fills")
            o.strings(ViewPalette.fills)
            o.key("rootFill")
            o.string(ViewPalette.rootFill)
            o.key("bounds")
            o.array { a in for v in [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY] { a.number(v) } }
            o.key("markers")
            o.array { a in for m in markers { a.integer(m.tick) } }
            o.key("runs")
            o.array { all in
                for run in runs {
                    all.object { r in
                        r.key("label")
                        r.string(run.label)
                        r.key("hz")
                        r.integer(run.dump.hz)
                        r.key("first")
                        r.integer(run.dump.frames.first?.tick ?? 0)
                        r.key("frames")
                        r.integer(run.dump.frames.count)
                        r.key("views")
                        r.strings(run.dump.views)
                        // Views that show a transform: [frame index, view index, a, b, c, d, tx, ty]
                        // about the root's origin (absent when none does).
                        var shown: [(Int, Int, Transform2D)] = []
                        for (f, frame) in run.dump.frames.enumerated() {
                            for entry in frame.transforms.printed where entry.view < frame.views.count {
                                shown.append((f, entry.view, frame.views[entry.view].transformInRoot(entry.transform)))
                            }
                        }
                        if !shown.isEmpty {
                            r.key("transforms")
                            r.array { list in
                                for (f, v, m) in shown {
                                    list.array { e in
                                        e.integer(f)
                                        e.integer(v)
                                        for x in m.components { e.number(x) }
                                    }
                                }
                            }
                        }
                        // Views that show an opacity other than 1: [frame index, view index, alpha]
                        // (absent when none does).
                        let faded = run.dump.frames.enumerated().flatMap { f, frame in
                            frame.alphas.printed.filter { $0.view < frame.views.count }.map { (f, $0.view, $0.alpha) }
                        }
                        if !faded.isEmpty {
                            r.key("alphas")
                            r.array { list in
                                for (f, v, alpha) in faded {
                                    list.array { e in
                                        e.integer(f)
                                        e.integer(v)
                                        e.number(alpha)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return json.text.replacingOccurrences(of: "</", with: "<\\/")
    }
}
