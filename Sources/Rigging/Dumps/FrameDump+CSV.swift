import Foundation

// The CSV dumps (Docs/frame-dump.md): one tidy table per file, so pandas and spreadsheets read
// each as it is. `CSVWriter` writes the views' frames, `ConstantsCSVWriter` the recorded
// constants; both stream frame by frame (memory flat in the number of frames).

/// Writes the frames CSV one frame at a time: the header `frame,t,view,x,y,width,height`, then
/// one row per view per frame. Numbers as in the JSON Lines dump; fields quoted per RFC 4180.
/// When the header says views may show transforms, six columns follow (`a,b,c,d,tx,ty`, the
/// identity for an untransformed view).
public struct CSVWriter: FrameStreamWriter {
    /// The names that label the frames.
    public let header: FrameDumpHeader

    /// A writer for frames labelled by `header`.
    public init(header: FrameDumpHeader) { self.header = header }

    /// The header row.
    public func start() -> String { "frame,t,view,x,y,width,height" + (header.transforms ? ",a,b,c,d,tx,ty\n" : "\n") }

    /// The frame's rows, one per view in the header's order.
    public func text(for frame: Frame) -> String {
        let prefix = "\(frame.tick),\(NumberFormat.exact(frame.time)),"
        var out = ""
        for (i, rect) in frame.views.enumerated() where i < header.views.count {
            let values = header.transforms ? rect.components + frame.transforms[i].components : rect.components
            out += prefix + CSVField.quoted(header.views[i]) + "," + values.map(NumberFormat.string).joined(separator: ",") + "\n"
        }
        return out
    }

    /// Nothing follows the last frame.
    public func finish() -> String { "" }
}

/// Writes the constants CSV one frame at a time: the header `frame,t,constraint,constant`, then
/// one row per recorded constant per frame. Numbers as in the JSON Lines dump; fields quoted per
/// RFC 4180. A dump without constants is the header row alone.
public struct ConstantsCSVWriter: FrameStreamWriter {
    /// The names that label the frames.
    public let header: FrameDumpHeader

    /// A writer for frames labelled by `header`.
    public init(header: FrameDumpHeader) { self.header = header }

    /// The header row.
    public func start() -> String { "frame,t,constraint,constant\n" }

    /// The frame's rows, one per constant in the header's order.
    public func text(for frame: Frame) -> String {
        let prefix = "\(frame.tick),\(NumberFormat.exact(frame.time)),"
        var out = ""
        for (i, value) in frame.constants.enumerated() where i < header.constants.count {
            out += prefix + CSVField.quoted(header.constants[i]) + "," + NumberFormat.string(value) + "\n"
        }
        return out
    }

    /// Nothing follows the last frame.
    public func finish() -> String { "" }
}

/// RFC 4180 quoting: a field holding `,`, `"`, a carriage return or a newline is enclosed in
/// double quotes, with each `"` doubled; any other field is written as it is.
enum CSVField {
    static func quoted(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
}

extension FrameDump {
    /// The frames CSV (see `CSVWriter`).
    public func csv() -> String { written(by: CSVWriter(header: header)) }

    /// The constants CSV (see `ConstantsCSVWriter`).
    public func constantsCSV() -> String { written(by: ConstantsCSVWriter(header: header)) }
}
