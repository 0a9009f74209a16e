import Foundation

/// The result of `rig layout`: every view's frame after one layout pass, with diagnostics.
public struct LayoutReport: Sendable, Hashable {
    /// View names, root first.
    public var views: [String]
    /// Frames in root coordinates, parallel to `views`.
    public var frames: [FrameRect]
    public var diagnostics: LayoutDiagnostics

    public init(views: [String], frames: [FrameRect], diagnostics: LayoutDiagnostics) {
        self.views = views
        self.frames = frames
        self.diagnostics = diagnostics
    }

    /// Lays `scene` out once on `backend`.
    public init(scene: Scene, backend: any SceneLayoutBackend) {
        let frames = backend.layout()
        self.init(views: scene.viewNames, frames: frames, diagnostics: backend.diagnostics())
    }

    /// The layout object of Docs/frame-dump.md: `{"frames": {...}, "ambiguous": [...], "unsatisfiable": [...]}` and a newline.
    public func json() -> String {
        var out = "{\"frames\": {"
        out += zip(views, frames).map { name, rect in
            JSONText.quoted(name) + ": [" + rect.components.map(NumberFormat.string).joined(separator: ", ") + "]"
        }.joined(separator: ", ")
        out += "}, \"ambiguous\": [" + diagnostics.ambiguous.map(JSONText.quoted).joined(separator: ", ") + "], \"unsatisfiable\": ["
        out += diagnostics.unsatisfiable.map { record in
            "{\"broken\": \(JSONText.quoted(record.broken)), \"conflict\": ["
                + record.conflict.map(JSONText.quoted).joined(separator: ", ") + "]}"
        }.joined(separator: ", ")
        return out + "]}\n"
    }

    /// A table of frames (name, x, y, width, height) followed by the diagnostics.
    public func text() -> String {
        let header = ["view", "x", "y", "width", "height"]
        let rows = zip(views, frames).map { [$0] + $1.components.map(NumberFormat.string) }
        var out = TextTable.render(header, rows)
        out += "ambiguous: " + (diagnostics.ambiguous.isEmpty ? "none" : diagnostics.ambiguous.joined(separator: ", ")) + "\n"
        if diagnostics.unsatisfiable.isEmpty {
            out += "unsatisfiable: none\n"
        } else {
            for record in diagnostics.unsatisfiable {
                out += "unsatisfiable: broke \(record.broken)\n"
                for c in record.conflict { out += "  conflicting: \(c)\n" }
            }
        }
        return out
    }

    /// The error object for bad input (Docs/scene.md, Errors): `{"error": {"message": ..., "constraint": i, "position": n}}`;
    /// `constraint` and `position` are null when the problem is not in a constraint's text.
    public static func errorJSON(_ error: SceneError) -> String {
        "{\"error\": {\"message\": \(JSONText.quoted(error.description)), \"constraint\": "
            + (error.constraint.map(String.init) ?? "null") + ", \"position\": " + (error.position.map(String.init) ?? "null") + "}}\n"
    }
}
