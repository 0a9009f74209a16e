// The JSON Lines dump (Docs/frame-dump.md). Bytes are canonical: keys in a fixed order, `JSONWriter`'s separators and
// escapes, numbers by `NumberFormat` (geometry and constants rounded to 1e-6 and printed without
// a needless fraction; `t` exact), "\n" after every line including the last.

/// Writes a JSON Lines dump one frame at a time: `start()` is the header line, `text(for:)` one
/// frame's line, each with its newline. Memory stays flat in the number of frames.
public struct JSONLinesWriter: FrameStreamWriter {
    /// The names that label the frames.
    public let header: FrameDumpHeader

    /// A writer for frames labelled by `header`.
    public init(header: FrameDumpHeader) { self.header = header }

    /// The header line: `{"scene": ..., "hz": ..., "views": [...], "constraints": [...]}`.
    public func start() -> String {
        var w = JSONWriter()
        w.object { o in
            o.key("scene")
            o.string(header.scene)
            o.key("hz")
            o.integer(header.hz)
            o.key("views")
            o.strings(header.views)
            o.key("constraints")
            o.strings(header.constants)
        }
        return w.text + "\n"
    }

    /// One frame's line: `{"frame": k, "t": k/hz, "views": {...}, "constants": {...}}`, with
    /// `"transforms": {...}` before `"constants"` when a view shows a transform, then `"alpha": {...}`
    /// when a view shows an opacity other than 1, and `"breaks"`
    /// and `"ambiguous"` after them when the tick broke a constraint or changed the ambiguity.
    public func text(for frame: Frame) -> String {
        var w = JSONWriter()
        w.object { o in
            o.key("frame")
            o.integer(frame.tick)
            o.key("t")
            o.exact(frame.time)
            o.key("views")
            o.object { v in
                for (i, rect) in frame.views.enumerated() {
                    v.key(header.views[i])
                    v.rect(rect)
                }
            }
            let printed = frame.transforms.printed
            if !printed.isEmpty {
                o.key("transforms")
                o.object { v in
                    for entry in printed {
                        v.key(header.views[entry.view])
                        v.transform(entry.transform)
                    }
                }
            }
            let alphas = frame.alphas.printed
            if !alphas.isEmpty {
                o.key("alpha")
                o.object { v in
                    for entry in alphas {
                        v.key(header.views[entry.view])
                        v.number(entry.alpha)
                    }
                }
            }
            o.key("constants")
            o.object { c in
                for (i, value) in frame.constants.enumerated() {
                    c.key(header.constants[i])
                    c.number(value)
                }
            }
            if !frame.diagnostics.breaks.isEmpty {
                o.key("breaks")
                o.strings(frame.diagnostics.breaks)
            }
            if let ambiguous = frame.diagnostics.ambiguous {
                o.key("ambiguous")
                o.strings(ambiguous)
            }
        }
        return w.text + "\n"
    }

    /// Nothing follows the last frame.
    public func finish() -> String { "" }
}

extension FrameDump {
    /// The header line, without its newline.
    public var headerLine: String { String(JSONLinesWriter(header: header).start().dropLast()) }

    /// One frame's line, without its newline.
    public func line(for frame: Frame) -> String { String(JSONLinesWriter(header: header).text(for: frame).dropLast()) }

    /// The whole dump: the header line, then one line per frame.
    public func jsonLines() -> String { written(by: JSONLinesWriter(header: header)) }
}
