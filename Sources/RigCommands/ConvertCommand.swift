import InterfaceBuilder
import Rigging

/// `rig convert DOC.storyboard|DOC.xib [--scene ID] [--device ID] [--orientation
/// portrait|landscape] [-o FILE]`: one hierarchy of an Interface Builder document on one device
/// and orientation as scene JSON, which lays out to the same frames as `rig layout DOC` and to
/// which events can be added.
package struct ConvertCommand: RigSubcommand {
    package static let spec = CommandSpec(
        name: "convert", overview: "Write one hierarchy of a storyboard or XIB as a scene file.",
        arguments: [.init(name: "document", help: "The .storyboard or .xib file.", isPath: true)],
        options: [sceneOption.declaration, deviceOption.declaration, orientationOption.declaration, CommonOptions.output.declaration],
        discussion: "EXIT STATUS: 0 written, 1 a document that cannot be read or converted (or one hierarchy, device and orientation "
            + "not chosen), 64 bad usage.",
        examples: [
            .init(command: "rig convert Cell.xib", help: "A document's only hierarchy on its own device and orientation, to standard output."),
            .init(
                command: "rig convert Main.storyboard --scene SignIn --device retina4_0 --orientation landscape -o signin.json",
                help: "The controller whose storyboard identifier is SignIn on a 4-inch iPhone held sideways, to signin.json."),
        ])

    /// `--scene`, `--device` and `--orientation` as `LayoutCommand` and `DocumentTargets` read
    /// them, with help for one hierarchy on one device and orientation.
    static let sceneOption = CommandOption<String?>.text(
        ["--scene"], valueName: "id",
        help: "The hierarchy to write: a root view's id, a controller's id or storyboard identifier (needed when the document holds several).")
    static let deviceOption = CommandOption<[String]>.list(
        ["--device"], valueName: "id",
        help: "The device to lay it out on: an Interface Builder id (retina6_1) or a marketing name (default: the document's own).")
    static let orientationOption = CommandOption<String?>.text(
        ["--orientation"], valueName: "portrait|landscape", help: "How the device is held (default: the document's own).")

    /// The document's path.
    package var document: String
    /// The hierarchy (a root view's id, a controller's id or storyboard identifier).
    package var sceneID: String?
    /// The device and orientation.
    var targets = DocumentTargets()
    /// The `-o` file, replaced atomically; nil writes to standard output.
    package var output: String?

    package init(_ p: ParsedArguments) throws(RigUsageError) {
        document = p.positionals[0]
        sceneID = try p.read(Self.sceneOption)
        targets = try DocumentTargets(p)
        output = try p.read(CommonOptions.output)
    }

    package func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        let text = try Self.sceneJSON(document: document, sceneID: sceneID, targets: targets, warnings: context.standardError)
        try context.emit(text, to: try context.output(to: output))
        return 0
    }

    /// The scene JSON of the one hierarchy and target `sceneID` and `targets` choose in the
    /// document at `path`, with a newline; the reader's warnings go to `warnings`.
    static func sceneJSON(document path: String, sceneID: String?, targets: DocumentTargets, warnings: TextOutput? = nil) throws(RigFailure) -> String
    {
        let scene = try scene(document: path, sceneID: sceneID, targets: targets, warnings: warnings)
        do {
            return try scene.jsonText() + "\n"
        } catch {
            throw .scene(error)
        }
    }

    /// The scene of the one hierarchy and target `sceneID` and `targets` choose; the reader's
    /// warnings go to `warnings`.
    static func scene(document path: String, sceneID: String?, targets: DocumentTargets, warnings: TextOutput? = nil) throws(RigFailure) -> Scene {
        let document = try LayoutCommand.readDocument(path, warnings: warnings)
        let roots = try LayoutCommand.hierarchies(of: document, path: path, sceneID: sceneID)
        guard roots.count == 1, let root = roots.first else {
            throw .message("\(path) holds \(roots.count) hierarchies; choose one with --scene (\(roots.joined(separator: ", ")))")
        }
        let chosen = targets.targets(for: document)
        guard chosen.count == 1, let target = chosen.first else {
            throw .message("\(path): convert writes one device and orientation; \(chosen.count) were asked for")
        }
        do {
            return try document.convertedScene(forHierarchy: root, on: target)
        } catch {
            throw .message("\(path): \(error)")
        }
    }
}
