/// How far two runs of the same views are apart, frame by frame: for every view both runs name,
/// the largest difference of any frame component (as `Rect.distance(to:)`) at each frame both
/// runs have, and for every constant both name, the absolute difference.
struct RunDifference {
    struct Track {
        var name: String
        /// The view's index in the first run (for its colour), nil for a constant.
        var view: Int?
        var values: [Double]
        var maximum: Double
        /// Frame index of the first largest difference.
        var at: Int
    }

    var tracks: [Track]
    var times: [Double]
    /// The first frame's tick (frame index + first = tick).
    var first: Int

    init(_ a: FrameDump, _ b: FrameDump) {
        let count = min(a.frames.count, b.frames.count)
        times = a.frames.prefix(count).map(\.time)
        first = a.frames.first?.tick ?? 0
        let bViews = Dictionary(b.views.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let bConstants = Dictionary(b.constants.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func track(_ name: String, view: Int?, _ value: (Int) -> Double) -> Track {
            var values = [Double](repeating: 0, count: count)
            var maximum = 0.0
            var at = 0
            for k in 0..<count {
                let d = value(k)
                values[k] = d
                if d > maximum {
                    maximum = d
                    at = k
                }
            }
            return Track(name: name, view: view, values: values, maximum: maximum, at: at)
        }
        var tracks: [Track] = []
        for (v, name) in a.views.enumerated() {
            guard let w = bViews[name] else { continue }
            tracks.append(
                track(name, view: v) { k in
                    let fa = a.frames[k].views
                    let fb = b.frames[k].views
                    guard v < fa.count, w < fb.count else { return 0 }
                    let p = fa[v]
                    let q = fb[w]
                    return max(abs(p.x - q.x), abs(p.y - q.y), abs(p.width - q.width), abs(p.height - q.height))
                })
        }
        for (c, name) in a.constants.enumerated() {
            guard let d = bConstants[name] else { continue }
            tracks.append(
                track(name, view: nil) { k in
                    let ca = a.frames[k].constants
                    let cb = b.frames[k].constants
                    return c < ca.count && d < cb.count ? abs(ca[c] - cb[d]) : 0
                })
        }
        self.tracks = tracks
    }

    /// The tracks in order of their largest difference, largest first (ties in run order).
    var ranked: [Track] {
        tracks.enumerated().sorted { ($0.element.maximum, $1.offset) > ($1.element.maximum, $0.offset) }.map(\.element)
    }

    /// The difference plot: the largest difference over all views at each frame (a wide grey
    /// line under the others), and the `limit` views that differ most by more than the dumps'
    /// 1e-6 rounding, each in its colour.
    func plot(markers: [TimelineMarker], hz: Int, limit: Int = 8) -> TimePlot {
        let views = ranked.filter { $0.view != nil && $0.maximum > 1e-6 }.prefix(limit)
        var series: [TimePlot.Series] = []
        if !times.isEmpty {
            var all = [Double](repeating: 0, count: times.count)
            for track in tracks where track.view != nil {
                for k in all.indices { all[k] = max(all[k], track.values[k]) }
            }
            series.append(TimePlot.Series(name: "largest of all views", color: "#b0b0b0", times: times, values: all, width: 5))
        }
        for track in views {
            series.append(TimePlot.Series(name: track.name, color: ViewPalette.stroke(track.view ?? 0), times: times, values: track.values))
        }
        return TimePlot(
            title: "Difference between the runs against time (points)", duration: times.last ?? 0,
            series: series, markers: markers, hz: hz, cursor: true, kind: "diff")
    }
}
