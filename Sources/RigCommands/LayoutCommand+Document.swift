import InterfaceBuilder
import Rigging

/// `rig layout DOC.storyboard|DOC.xib [--scene ID] [--device ID|all] [--orientation
/// portrait|landscape|both] [--json]`: every hierarchy of an Interface Builder document laid
/// out on each device and orientation asked for (the document's own by default), each view's
/// frame keyed by its document id, in its hierarchy root's coordinates.
extension LayoutCommand {
    /// Whether `path` names an Interface Builder document rather than a scene file.
    static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// Lays out the document's hierarchies (those `scene` names: a root view's id, a controller's
    /// id or its storyboard identifier) and prints one object per hierarchy, device and
    /// orientation; with `--strict`, exits 3 when a constraint is unsatisfiable, else 2 when a
    /// view is ambiguous. A hierarchy that has no scene is an error naming the document and its
    /// root view's line; the other hierarchies still lay out, and the exit status is 1.
    func runDocument(_ context: RigContext) throws(RigFailure) -> Int32 {
        let document = try Self.readDocument(self.scene, warnings: context.standardError)
        let roots = try Self.hierarchies(of: document, path: self.scene, sceneID: sceneID)
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
                    let line = document.lineSuffix(ofHierarchy: rootID)
                    try? context.standardError.write("Error: \(self.scene)\(line): \(error)\n")
                    failed = true
                    continue hierarchies
                }
                ambiguous = ambiguous || !screen.ambiguous.isEmpty
                unsatisfiable = unsatisfiable || !screen.unsatisfiable.isEmpty
                if json {
                    var w = JSONWriter()
                    w.object { o in screen.writeMembers(&o, file: file) }
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
            throw .message("\(error)")
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
