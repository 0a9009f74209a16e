import InterfaceBuilder
import Rigging

/// `rig layout DOC.storyboard|DOC.xib [--scene ID] [--device ID|all] [--orientation
/// portrait|landscape|both] [--json]`: every hierarchy of an Interface Builder document laid
/// out on each device and orientation asked for (the document's own by default), each view's
/// frame keyed by its document id, in its hierarchy root's coordinates; with `--json`, one object
/// per screen or error, each naming the document.
extension LayoutCommand {
    /// Whether `path` names an Interface Builder document rather than a scene file.
    static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// Lays out the document's hierarchies (those `scene` names: a root view's id, a controller's
    /// id or its storyboard identifier) and prints one object per hierarchy, device and
    /// orientation; with `--strict`, exits 3 when a constraint is unsatisfiable, else 2 when a
    /// view is ambiguous. A hierarchy that has no scene is an error naming the document and its
    /// root view's line; the other hierarchies still lay out, and the exit status is 1. With
    /// `--json`, every object names the document, and each error (a document that cannot be
    /// read, an `--scene` that names nothing, a hierarchy that cannot be laid out) is an object
    /// of its own on standard output (`LayoutReport.errorJSON(document:hierarchy:message:line:)`).
    func runDocument(_ context: RigContext) throws(RigFailure) -> Int32 {
        let document: IBDocument
        let roots: [String]
        do {
            document = try Self.readDocument(self.scene, warnings: context.standardError)
        } catch {
            guard json, case .document(let error) = error else { throw error }
            try context.write(LayoutReport.errorJSON(document: self.scene, message: "\(error)", line: error.line))
            return 1
        }
        do {
            roots = try Self.hierarchies(of: document, path: self.scene, sceneID: sceneID)
        } catch {
            guard json, case .message(let message) = error else { throw error }
            try context.write(LayoutReport.errorJSON(document: self.scene, message: message, line: nil))
            return 1
        }
        let file = document.file ?? self.scene
        var text = ""
        var ambiguous = false
        var unsatisfiable = false
        var failed = false
        hierarchies: for rootID in roots {
            for target in targets.targets(for: document) {
                let screen: IBScreen
                do {
                    screen = try document.screen(forHierarchy: rootID, on: target)
                } catch {
                    let message = "\(self.scene)\(document.lineSuffix(ofHierarchy: rootID)): \(error)"
                    if json {
                        text += LayoutReport.errorJSON(
                            document: self.scene, hierarchy: rootID, message: message, line: document.view(id: rootID)?.line)
                    } else {
                        try? context.standardError.write("Error: \(message)\n")
                    }
                    failed = true
                    continue hierarchies
                }
                ambiguous = ambiguous || !screen.ambiguous.isEmpty
                unsatisfiable = unsatisfiable || !screen.unsatisfiable.isEmpty
                if json {
                    var w = JSONWriter()
                    w.object { o in
                        o.key("document")
                        o.string(self.scene)
                        screen.writeMembers(&o, file: file)
                    }
                    text += w.text + "\n"
                } else {
                    text += screen.text(file: file)
                }
            }
        }
        try context.write(text)
        if failed { return 1 }
        guard strict else { return 0 }
        return unsatisfiable ? 3 : ambiguous ? 2 : 0
    }

    /// Reads the document at `path` and writes what its reader skipped or read as absent (a
    /// malformed number, an unknown element) to `warnings`, one line each with file, line and id.
    static func readDocument(_ path: String, warnings: TextOutput?) throws(RigFailure) -> IBDocument {
        let document: IBDocument
        do {
            document = try IBDocument.read(path: path)
        } catch {
            throw .document(error)
        }
        for diagnostic in document.diagnostics { try? warnings?.write("\(diagnostic)\n") }
        return document
    }

    /// The hierarchy roots `sceneID` names (a root view's id, a controller's id or storyboard
    /// identifier), or every root when it is nil.
    static func hierarchies(of document: IBDocument, path: String, sceneID: String?) throws(RigFailure) -> [String] {
        let roots = document.hierarchyRoots.map(\.id)
        guard let wanted = sceneID else { return roots }
        let controller = document.viewController(id: wanted) ?? document.viewController(storyboardIdentifier: wanted)
        let chosen = roots.filter { $0 == wanted || $0 == controller?.view?.id }
        guard !chosen.isEmpty else { throw .message("\(path): no hierarchy, controller or storyboard identifier '\(wanted)'") }
        return chosen
    }
}
