import Rigging

/// `rig lint`'s reports, written as the records arrive in a report's order: `add(_:)` returns
/// the text each record adds now and `finish()` the rest. Text and JSON Lines hold nothing but
/// the summary's counts; HTML holds its body, since the summary comes first.
struct LintOutput {
    var format: LintCommand.Format
    /// The counts for the summary and the exit status.
    private(set) var tally = LintTally()
    /// The HTML body so far.
    private var body = ""
    /// The document and hierarchy of the HTML group open in `body`.
    private var group: [String]?

    init(format: LintCommand.Format) { self.format = format }

    /// The whole report of sorted records at once.
    static func report(_ records: [LintRecord], format: LintCommand.Format) -> String {
        var output = LintOutput(format: format)
        return records.map { output.add($0) }.joined() + output.finish()
    }

    /// Counts `record` and returns its text (none for a screen without findings in text, and
    /// none in HTML until `finish()`).
    mutating func add(_ record: LintRecord) -> String {
        tally.add(record)
        switch format {
        case .json: return record.json + "\n"
        case .text: return Self.text(record)
        case .html:
            body += html(record)
            return ""
        }
    }

    /// The report's end: the summary line in text, the whole page in HTML.
    mutating func finish() -> String {
        switch format {
        case .json: return ""
        case .text: return Self.summary(tally) + "\n"
        case .html:
            if group != nil { body += "</div>\n" }
            group = nil
            defer { body = "" }
            return Self.htmlHead(tally) + body + "</body></html>\n"
        }
    }

    /// `document: title (root) on device orientation` and its findings, for a screen with
    /// findings or a failure.
    static func text(_ record: LintRecord) -> String {
        if let error = record.error {
            // A reader's or layout's error names its file and line already.
            if error.hasPrefix(record.document + ":") { return error + "\n" }
            return "\(record.document)" + (record.hierarchy.map { " (\($0))" } ?? "") + ": error: \(error)\n"
        }
        guard !record.findings.isEmpty else { return "" }
        var text = "\(heading(record))\n"
        for finding in record.findings { text += "  \(finding.severity) \(finding.check): \(finding.message)\n" }
        return text
    }

    /// `document: title (root) on device orientation`.
    static func heading(_ record: LintRecord) -> String {
        var text = "\(record.document): \(record.title) (\(record.hierarchy ?? ""))"
        if let device = record.device, let orientation = record.orientation { text += " on \(device) \(orientation)" }
        return text
    }

    /// `N screens of M documents: E errors, W warnings (F failed)`.
    static func summary(_ tally: LintTally) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "\(count(tally.screens, "screen")) of \(count(tally.documents.count, "document")): \(count(tally.errors, "error")), "
            + "\(count(tally.findings - tally.errors, "warning"))" + (tally.failed > 0 ? ", \(tally.failed) not laid out" : "")
    }

    /// A self-contained page's start: the styles and the summary. The page goes on, per document
    /// and hierarchy, with every screen drawn (each device and orientation side by side), the
    /// views its findings name outlined in red and the findings listed under it.
    static func htmlHead(_ tally: LintTally) -> String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>rig lint</title><style>
        body { font-family: Helvetica, Arial, sans-serif; margin: 16px; color: #222; }
        h2 { font-size: 15px; margin: 24px 0 8px; border-bottom: 1px solid #ccc; }
        .row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; padding: 6px; border: 1px solid #ddd; border-radius: 4px; max-width: 260px; }
        figure.bad { border-color: #d00000; }
        figcaption { font-size: 11px; margin-top: 4px; }
        li.error { color: #b00000; } li.warning { color: #8a5a00; }
        ul { padding-left: 16px; margin: 4px 0; }
        </style></head><body>
        <h1>rig lint</h1>
        <p>\(xml(summary(tally)))</p>

        """
    }

    /// A screen's figure (or a failure's), after a heading when it starts a new document or hierarchy.
    private mutating func html(_ record: LintRecord) -> String {
        var html = ""
        let key = [record.document, record.hierarchy ?? ""]
        if key != group {
            if group != nil { html += "</div>\n" }
            html += "<h2>\(xml(record.document)): \(xml(record.title)) (\(xml(record.hierarchy ?? "")))</h2>\n<div class=\"row\">\n"
            group = key
        }
        if let error = record.error {
            return html + "<figure class=\"bad\"><figcaption><ul><li class=\"error\">\(xml(error))</li></ul></figcaption></figure>\n"
        }
        let marked = Set(record.findings.flatMap(\.views))
        let indices = Set(record.frames.indices.filter { marked.contains(record.frames[$0].id) })
        let svg = ScreenPicture.svg(views: record.frames.map(\.frame), names: record.frames.map(\.id), maxWidth: 240, marked: indices)
        html +=
            "<figure\(record.findings.isEmpty ? "" : " class=\"bad\"")>\(svg)<figcaption><b>\(xml(record.device ?? "own device")) \(xml(record.orientation ?? ""))</b>"
        if !record.findings.isEmpty {
            html += "<ul>"
            for finding in record.findings {
                html += "<li class=\"\(xml(finding.severity))\">\(xml(finding.check)): \(xml(finding.message))</li>"
            }
            html += "</ul>"
        }
        return html + "</figcaption></figure>\n"
    }
}
