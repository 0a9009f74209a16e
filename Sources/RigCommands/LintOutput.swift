import Rigging

/// `rig lint`'s text and HTML reports of sorted records.
enum LintOutput {
    /// `document: title (root) on device orientation` and its findings, for each screen with
    /// findings and each failure, then a summary line.
    static func text(_ records: [LintRecord]) -> String {
        var text = ""
        for record in records {
            if let error = record.error {
                text += "\(record.document)" + (record.hierarchy.map { " (\($0))" } ?? "") + ": error: \(error)\n"
                continue
            }
            guard !record.findings.isEmpty else { continue }
            text += "\(heading(record))\n"
            for finding in record.findings { text += "  \(finding.severity) \(finding.check): \(finding.message)\n" }
        }
        return text + summary(records) + "\n"
    }

    /// `document: title (root) on device orientation`.
    static func heading(_ record: LintRecord) -> String {
        var text = "\(record.document): \(record.title) (\(record.hierarchy ?? ""))"
        if let device = record.device, let orientation = record.orientation { text += " on \(device) \(orientation)" }
        return text
    }

    /// `N screens of M documents: E errors, W warnings (F failed)`.
    static func summary(_ records: [LintRecord]) -> String {
        let screens = records.filter { $0.error == nil }
        let documents = Set(records.map(\.document)).count
        let findings = screens.flatMap(\.findings)
        let errors = findings.filter { $0.severity == "error" }.count
        let failed = records.count - screens.count
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "\(count(screens.count, "screen")) of \(count(documents, "document")): \(count(errors, "error")), \(count(findings.count - errors, "warning"))"
            + (failed > 0 ? ", \(failed) not laid out" : "")
    }

    /// A self-contained page: the summary, then per document and hierarchy every screen drawn
    /// (each device and orientation side by side) with the views its findings name outlined in
    /// red and the findings listed under it.
    static func html(_ records: [LintRecord]) -> String {
        var html = """
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
            <p>\(xml(summary(records)))</p>

            """
        var group: [String]? = nil
        for record in records {
            let key = [record.document, record.hierarchy ?? ""]
            if key != group {
                if group != nil { html += "</div>\n" }
                html += "<h2>\(xml(record.document)): \(xml(record.title)) (\(xml(record.hierarchy ?? "")))</h2>\n<div class=\"row\">\n"
                group = key
            }
            if let error = record.error {
                html += "<figure class=\"bad\"><figcaption><ul><li class=\"error\">\(xml(error))</li></ul></figcaption></figure>\n"
                continue
            }
            let marked = Set(record.findings.flatMap(\.ids))
            let indices = Set(record.frames.indices.filter { marked.contains(record.frames[$0].id) })
            let svg = ScreenPicture.svg(views: record.frames.map(\.frame), names: record.frames.map(\.id), maxWidth: 240, marked: indices)
            html += "<figure\(record.findings.isEmpty ? "" : " class=\"bad\"")>\(svg)<figcaption><b>\(xml(record.device ?? "own device")) \(xml(record.orientation ?? ""))</b>"
            if !record.findings.isEmpty {
                html += "<ul>"
                for finding in record.findings {
                    html += "<li class=\"\(xml(finding.severity))\">\(xml(finding.check)): \(xml(finding.message))</li>"
                }
                html += "</ul>"
            }
            html += "</figcaption></figure>\n"
        }
        if group != nil { html += "</div>\n" }
        return html + "</body></html>\n"
    }
}
