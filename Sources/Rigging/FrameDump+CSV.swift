import Foundation

/// Writes the CSV dump one frame at a time: one row per view per frame under the header
/// `frame,t,view,x,y,width,height`, then one row per constant per frame under
/// `frame,t,constraint,constant` after a blank line (when any). Numbers as in the JSON Lines dump;
/// names that hold `,`, `"` or a newline are quoted.
///
/// The constants' rows come after every view row, so `text(for:)` returns the view rows and keeps
/// the constant rows in a temporary file (deleted when the writer is), which `finish()` returns:
/// memory stays flat in the number of frames.
public final class CSVWriter: FrameStreamWriter {
    /// The names that label the frames.
    public let header: FrameDumpHeader
    private var spool: Spool?

    /// A writer for frames labelled by `header`.
    public init(header: FrameDumpHeader) {
        self.header = header
        spool = header.constants.isEmpty ? nil : Spool()
    }

    /// The views' header row.
    public func start() -> String { "frame,t,view,x,y,width,height\n" }

    /// The frame's view rows (its constant rows are kept for `finish()`).
    public func text(for frame: Frame) -> String {
        let prefix = "\(frame.tick),\(NumberFormat.exact(frame.time)),"
        var out = ""
        for (i, rect) in frame.views.enumerated() {
            out += prefix + Self.field(header.views[i]) + "," + rect.components.map(NumberFormat.string).joined(separator: ",") + "\n"
        }
        if let spool {
            var rows = ""
            for (i, value) in frame.constants.enumerated() {
                rows += prefix + Self.field(header.constants[i]) + "," + NumberFormat.string(value) + "\n"
            }
            spool.append(rows)
        }
        return out
    }

    /// The constants' section (empty when the dump has no constants).
    public func finish() -> String {
        guard let spool else { return "" }
        return "\nframe,t,constraint,constant\n" + spool.drain()
    }

    /// Streams the constants' section to `emit` in pieces of bounded size (what `finish()` returns whole).
    public func finish<E: Error>(_ emit: (String) throws(E) -> Void) throws(E) {
        guard let spool else { return }
        try emit("\nframe,t,constraint,constant\n")
        try spool.drain(emit)
    }

    static func field(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }

    /// Text kept aside in an anonymous temporary file; in memory when no file can be made or a
    /// write to it fails (from then on, so the order of the rows is kept).
    private final class Spool {
        private var file: UnsafeMutablePointer<FILE>?
        private let opened: UnsafeMutablePointer<FILE>?
        private var memory = ""

        init() {
            opened = tmpfile()
            file = opened
        }

        deinit { if let opened { fclose(opened) } }

        func append(_ text: String) {
            guard let file else { return memory += text }
            var text = text
            let start = ftell(file)
            let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) }
            if written != text.utf8.count {
                fseek(file, start, SEEK_SET)
                self.file = nil
                memory += text
            }
        }

        func drain() -> String {
            var out = ""
            drain { (text: String) -> Void in out += text }
            return out
        }

        /// Emits the file's text in pieces that end at a newline, then the text kept in memory.
        func drain<E: Error>(_ emit: (String) throws(E) -> Void) throws(E) {
            if let opened {
                let length = ftell(opened)  // the end of what was written (a failed write was undone)
                rewind(opened)
                var remaining = length
                var carry: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while remaining > 0 {
                    let want = min(buffer.count, remaining)
                    let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, want, opened) }
                    if n == 0 { break }
                    remaining -= n
                    carry += buffer[0..<n]
                    if let newline = carry.lastIndex(of: 10) {
                        try emit(String(decoding: carry[...newline], as: UTF8.self))
                        carry.removeSubrange(...newline)
                    }
                }
                if !carry.isEmpty { try emit(String(decoding: carry, as: UTF8.self)) }
            }
            if !memory.isEmpty { try emit(memory) }
        }
    }
}

extension FrameDump {
    /// The CSV dump (see `CSVWriter`).
    public func csv() -> String { written(by: CSVWriter(header: header)) }
}
