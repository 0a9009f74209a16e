import Rigging

/// `rig layout <scene> [--json] [--strict] [--scene <id>] [--device <id>|all] [--orientation <o>]`: lays a scene out once and prints every view's frame,
/// the ambiguous views and the unsatisfiable constraints (each named by its scene entry and id).
/// `--device ID` and `--orientation` put a scene's root on that device (`SceneScreen`). A
/// `.storyboard` or `.xib` path lays out the document's hierarchies instead (`--scene ID` picks one)
/// on each device and orientation asked for.
package struct LayoutCommand: RigSubcommand {
    package static let spec = CommandSpec(
        name: "layout", overview: "Lay out a scene, storyboard or XIB once and print every view's frame.",
        arguments: [
            .init(
                name: "scene", help: "The scene file (JSON), - for standard input, or a .storyboard or .xib document.", isPath: true)
        ],
        options: [
            jsonOption.declaration, strictOption.declaration, sceneOption.declaration,
            deviceOption.declaration, orientationOption.declaration,
        ],
        discussion: """
            EXIT STATUS: 0 laid out (with --strict: and unambiguous and satisfiable), 1 a scene or document that cannot be \
            read or laid out (or an --scene that names nothing), 2 ambiguous (--strict), 3 unsatisfiable (--strict), 64 bad usage.
            """,
        examples: [
            .init(
                command: "rig layout Demos/slider.json --json", help: "A scene's frames, ambiguous views and broken constraints as one JSON object."),
            .init(
                command: #"rig layout Demos/transform.json --device "iPhone SE (3rd generation)" --orientation landscape"#,
                help: "The scene's root on another device, held sideways."),
            .init(
                command: "rig layout Main.storyboard",
                help: "Every hierarchy of a document (controllers' root views, XIB views, cells) on its own device and orientation."),
            .init(
                command: "rig layout Main.storyboard --scene SignIn --device retina4_0,retina6_1 --orientation both",
                help: "One hierarchy (storyboard identifier SignIn) on a 4-inch and a 6.1-inch iPhone, held both ways: four screens."),
            .init(
                command: "rig layout Main.storyboard --device all --json --strict",
                help:
                    "Every device of the table, one JSON object per hierarchy, device and orientation (or error); exit 3 or 2 if any is unsatisfiable or ambiguous."
            ),
        ]
    )

    static let jsonOption = CommonOptions.json(
        "Print JSON: one object (with a .storyboard or .xib: one per hierarchy, device and orientation, a line each); an error is an object too.")
    static let sceneOption = CommandOption<String?>.text(
        ["--scene"], valueName: "id",
        help: "With a .storyboard or .xib: lay out only this hierarchy (a root view's id, a controller's id or storyboard identifier).")
    /// `--device` as `DocumentTargets` reads it, with help for scene files too.
    static let deviceOption = CommandOption<[String]>.list(
        ["--device"], valueName: "id|all",
        help:
            "The device a scene fills (an Xcode id such as retina6_1, or a marketing name); with a .storyboard or .xib, the devices (comma-separated, or all; default: the document's own)."
    )
    /// `--orientation` as `DocumentTargets` reads it, with help for scene files too.
    static let orientationOption = CommandOption<String?>.text(
        ["--orientation"], valueName: "portrait|landscape|both",
        help: "How the device is held (default: the scene's or document's own); both only with a .storyboard or .xib.")
    static let strictOption = CommandOption<Bool>.flag(
        ["--strict"],
        help: "Exit 2 when a view is ambiguous, 3 when a constraint is unsatisfiable (3 wins).")

    /// The scene file's path, or `-` for standard input.
    package var scene: String
    /// Whether to print one JSON object (`--json`) instead of text.
    package var json = false
    /// Whether an ambiguous layout exits 2 and an unsatisfiable constraint 3 (`--strict`; 3 wins).
    package var strict = false
    /// The hierarchy of an Interface Builder document to lay out (`--scene`); nil for all.
    package var sceneID: String? = nil
    /// The devices and orientations to lay an Interface Builder document out on.
    var targets = DocumentTargets()
    /// The device a scene file fills (`--device` and `--orientation`, one of each at most).
    var screen = SceneScreen()

    /// A layout of the scene at `scene`, as text and exiting 0 unless told otherwise.
    package init(scene: String, json: Bool = false, strict: Bool = false) {
        self.scene = scene
        self.json = json
        self.strict = strict
    }

    package init(_ p: ParsedArguments) throws(RigUsageError) {
        self.init(scene: p.positionals[0], json: try p.read(Self.jsonOption), strict: try p.read(Self.strictOption))
        sceneID = try p.read(Self.sceneOption)
        targets = try DocumentTargets(p)
        if !Self.isDocument(scene) { screen = try SceneScreen(targets, subcommand: p.spec.name) }
    }

    package func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        if Self.isDocument(scene) { return try runDocument(context) }
        let report: LayoutReport
        do {
            let (prepared, backend) = try context.open(self.scene, screen: screen)
            report = LayoutReport(prepared, backend: backend)
        } catch {
            guard json else { throw .scene(error) }
            try context.write(LayoutReport.errorJSON(error))
            return 1
        }
        try context.write(json ? report.json() : report.text())
        return strict ? report.strictStatus : 0
    }
}
