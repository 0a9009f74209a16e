import AutoLayout
import Foundation
import InterfaceBuilder
import Rigging

/// One line of `rig lint --format json`: a screen (a document's hierarchy on one device and
/// orientation) with its frames and findings, or a document or hierarchy that could not be laid
/// out, with the reason. Shards' lines merge into one report (`rig lint --merge`).
struct LintRecord: Sendable, Hashable {
    /// One finding, as `IBLintFinding` writes it.
    struct Finding: Sendable, Hashable {
        var check: String
        var severity: String
        var ids: [String]
        /// The views to outline (`IBLintFinding.views`).
        var views: [String]
        var message: String
    }

    /// The document's path as given.
    var document: String
    /// The hierarchy root's id; nil for a document that could not be read.
    var hierarchy: String?
    /// What the hierarchy is to a reader: a storyboard identifier, a controller's class or
    /// outline name, a XIB view's or cell's outline name.
    var title = ""
    /// The hierarchy's category (`viewControllerRoot`, `xibView`, `cell`).
    var category = ""
    /// The device id and orientation (nil: the document's own, which the device table does not hold).
    var device: String?
    var orientation: String?
    /// The root's width and height.
    var size: [Double] = [0, 0]
    /// Each view's frame by document id, root first.
    var frames: [(id: String, frame: Rect)] = []
    var findings: [Finding] = []
    /// Why the document or hierarchy has no layout.
    var error: String?

    static func == (a: LintRecord, b: LintRecord) -> Bool { a.json == b.json }
    func hash(into hasher: inout Hasher) { hasher.combine(json) }

    /// The order of a report: by document, hierarchy, device, then orientation.
    var sortKey: [String] { [document, hierarchy ?? "", device ?? "", orientation ?? ""] }

    /// A screen's record.
    init(document path: String, title: String, screen: IBScreen, findings: [IBLintFinding]) {
        document = path
        hierarchy = screen.rootID
        self.title = title
        category = screen.category.rawValue
        device = screen.target?.device.id
        orientation = screen.target?.orientation.rawValue
        size = [screen.size.width, screen.size.height]
        frames = screen.frames
        self.findings = findings.map {
            Finding(check: $0.check.rawValue, severity: $0.severity.rawValue, ids: $0.ids, views: $0.views, message: $0.message)
        }
    }

    /// A failure's record.
    init(document: String, hierarchy: String?, error: String) {
        self.document = document
        self.hierarchy = hierarchy
        self.error = error
    }

    /// One JSON object, without a newline: `{"document", "hierarchy", "title", "category",
    /// "device", "orientation", "size", "frames", "findings": [{"check", "severity", "ids",
    /// "views", "message"}]}`, or `{"document", "hierarchy", "error"}` for a failure.
    var json: String {
        var w = JSONWriter()
        w.object { o in
            o.documentMembers(document, hierarchy: hierarchy)
            if let error {
                o.key("error")
                o.string(error)
                return
            }
            o.key("title")
            o.string(title)
            o.key("category")
            o.string(category)
            if let device, let orientation {
                o.key("device")
                o.string(device)
                o.key("orientation")
                o.string(orientation)
            }
            o.key("size")
            o.array { a in for value in size { a.number(value) } }
            o.key("frames")
            IBScreen.write(frames, &o)
            o.key("findings")
            o.array { a in
                for finding in findings {
                    a.object { f in
                        f.key("check")
                        f.string(finding.check)
                        f.key("severity")
                        f.string(finding.severity)
                        f.key("ids")
                        f.strings(finding.ids)
                        f.key("views")
                        f.strings(finding.views)
                        f.key("message")
                        f.string(finding.message)
                    }
                }
            }
        }
        return w.text
    }

    /// The record a line of `json` wrote, or a message naming what is wrong with it.
    static func parse(line text: String) -> Result<LintRecord, LintReportError> {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            return .failure(LintReportError(problem: "not a JSON object"))
        }
        guard let document = object["document"] as? String else { return .failure(LintReportError(problem: "no \"document\" string")) }
        let hierarchy = object["hierarchy"] as? String
        if let error = object["error"] as? String { return .success(LintRecord(document: document, hierarchy: hierarchy, error: error)) }
        var record = LintRecord(document: document, hierarchy: hierarchy, error: "")
        record.error = nil
        record.title = object["title"] as? String ?? ""
        record.category = object["category"] as? String ?? ""
        record.device = object["device"] as? String
        record.orientation = object["orientation"] as? String
        guard let size = object["size"] as? [Double], size.count == 2 else {
            return .failure(LintReportError(problem: "\"size\" is not [width, height]"))
        }
        record.size = size
        // JSONSerialization keeps no key order, so the frames come back largest first (then by
        // id): the order a drawing needs, containers before what they hold.
        guard let frames = object["frames"] as? [String: [Double]] else {
            return .failure(LintReportError(problem: "\"frames\" is not an object of [x, y, w, h]"))
        }
        var pairs: [(id: String, frame: Rect)] = []
        for (id, values) in frames {
            guard values.count == 4 else { return .failure(LintReportError(problem: "frame '\(id)' is not [x, y, width, height]")) }
            pairs.append((id, Rect(x: values[0], y: values[1], width: values[2], height: values[3])))
        }
        record.frames = pairs.sorted { ($0.frame.width * $0.frame.height, $1.id) > ($1.frame.width * $1.frame.height, $0.id) }
        guard let findings = object["findings"] as? [[String: Any]] else {
            return .failure(LintReportError(problem: "\"findings\" is not an array of objects"))
        }
        for finding in findings {
            guard let check = finding["check"] as? String, let severity = finding["severity"] as? String,
                let ids = finding["ids"] as? [String], let message = finding["message"] as? String
            else {
                return .failure(LintReportError(problem: "a finding lacks \"check\", \"severity\", \"ids\" or \"message\""))
            }
            // A report from before findings named their views: its ids stand for them.
            let views = finding["views"] ?? ids
            guard let views = views as? [String] else {
                return .failure(LintReportError(problem: "a finding's \"views\" is not an array of strings"))
            }
            record.findings.append(Finding(check: check, severity: severity, ids: ids, views: views, message: message))
        }
        return .success(record)
    }
}

/// A line of a lint report that is not a record `rig lint --format json` writes.
struct LintReportError: Error, Sendable, Hashable, CustomStringConvertible {
    var file = ""
    var line = 0
    var problem: String

    var description: String { "\(file):\(line): \(problem)" }
}
