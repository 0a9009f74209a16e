// The page writers on a 10,000-view, 300-frame dump (a 100 x 100 grid whose rows widen at
// different rates, so every view moves at every frame, with 100 recorded constants): the player
// page (`html()`), the two-run page (`FrameDump.html(title:runs:notes:markers:)` with the dump and a copy whose views
// are shifted by half a point) and the SVG. Each writer runs `repeats` times; prints the median
// time, the size and the size per frame as one JSON object per line; first, the bytes the
// dump's frames take.
import AutoLayout
import Dispatch
import Foundation
import Rigging

func largeDump(rows: Int = 100, columns: Int = 100, frames: Int = 300, shift: Double = 0) -> FrameDump {
    var recorded: [Frame] = []
    for k in 0..<frames {
        let t = Double(k) / 30
        var views = [Rect(x: 0, y: 0, width: 5000, height: 4000)]
        var constants: [Double] = []
        for i in 0..<rows {
            let rate: Double = Double(i % 5 + 1)
            let amplitude: Double = 8 * Double(i % 7 + 1)
            let width: Double = 40 + amplitude * (1 - cos(t * rate))
            constants.append(width * Double(columns))
            for j in 0..<columns {
                views.append(Rect(x: 8 + Double(j) * (width + 8) + shift, y: 8 + Double(i) * 38, width: width, height: 30))
            }
        }
        recorded.append(Frame(tick: k, time: Double(k) / 30, views: views, constants: constants))
    }
    return FrameDump(
        scene: "grid\(rows)x\(columns)", hz: 30, views: ["view"] + (0..<rows * columns).map { "b\($0 / columns)_\($0 % columns)" },
        constants: (0..<rows).map { "row\($0)Width" }, frames: recorded)
}

@MainActor
func htmlWriterBench(repeats: Int = 5) {
    let dump = largeDump()
    let other = largeDump(shift: 0.5)
    // The frames' memory: one Rect per view per frame (the arrays' element storage).
    let stride = MemoryLayout<Rect>.stride
    let frameBytes = dump.frames.count * dump.views.count * stride
    emit([
        ("workload", "\"dump-memory\""), ("views", "\(dump.views.count)"), ("frames", "\(dump.frames.count)"),
        ("frame_rect_bytes", "\(stride)"), ("frames_bytes", "\(frameBytes)"),
    ])
    rows.append(("dump memory", String(format: "%d bytes per Rect, %.1f MB of frames, 10,000 views x 300 frames", stride, Double(frameBytes) / 1e6)))
    let writers: [(String, () -> String)] = [
        ("html", { dump.html() }),
        ("html-two-runs", { FrameDump.html(title: "grid", runs: [("a.jsonl", dump), ("b.jsonl", other)]) }),
        ("svg", { dump.svg() }),
    ]
    for (name, write) in writers {
        var samples: [Double] = []
        var bytes = 0
        for _ in 0..<repeats {
            let t0 = now()
            let page = write()
            samples.append(Double(now() - t0) / 1e9)
            bytes = page.utf8.count
        }
        samples.sort()
        let median = samples[samples.count / 2]
        emit([
            ("workload", "\"page-writer\""), ("writer", "\"\(name)\""), ("views", "\(dump.views.count)"), ("frames", "\(dump.frames.count)"),
            ("median_s", "\(median)"), ("bytes", "\(bytes)"), ("bytes_per_frame", "\(bytes / dump.frames.count)"), ("runs", "\(repeats)"),
        ])
        rows.append(
            (
                "page \(name)",
                String(
                    format: "%.0f ms median of %d, %.1f MB (%d bytes per frame), 10,000 views x 300 frames",
                    median * 1e3, repeats, Double(bytes) / 1e6, bytes / dump.frames.count)
            ))
    }
}
