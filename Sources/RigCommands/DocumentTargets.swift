import InterfaceBuilder
import Rigging

/// `--device ID[,ID...]|all` and `--orientation portrait|landscape|both` for Interface Builder
/// documents: the devices and orientations each document is laid out on. Without `--device`, a
/// document is laid out on its own device; without `--orientation`, in its own orientation.
struct DocumentTargets: Sendable, Hashable {
    /// The orientations `--orientation` can ask for.
    enum OrientationChoice: String, CaseIterable, Sendable {
        case portrait, landscape, both
    }

    static let deviceOption = CommandOption<[String]>.list(
        ["--device"], valueName: "id|all",
        help:
            "The devices to lay out on: Interface Builder ids (retina6_1) or marketing names, comma-separated, or all (default: each document's own)."
    )
    static let orientationOption = CommandOption<String?>.text(
        ["--orientation"], valueName: "portrait|landscape|both",
        help: "How the devices are held: portrait, landscape or both (default: each document's own).")

    /// The devices asked for; nil for each document's own.
    var devices: [Device]?
    /// The orientations asked for; nil for each document's own.
    var orientations: [Device.Orientation]?

    /// Every device and orientation given explicitly.
    init(devices: [Device]? = nil, orientations: [Device.Orientation]? = nil) {
        self.devices = devices
        self.orientations = orientations
    }

    /// The options as given; an unknown device id or orientation is a usage error naming it.
    init(_ p: ParsedArguments) throws(RigUsageError) {
        let ids = try p.read(Self.deviceOption)
        if ids.contains("all") {
            devices = Device.all
        } else if !ids.isEmpty {
            var found: [Device] = []
            for id in ids {
                found.append(try SceneScreen.device(id, option: Self.deviceOption.declaration, subcommand: p.spec.name))
            }
            devices = found
        }
        if let text = try p.read(Self.orientationOption) {
            guard let choice = OrientationChoice(rawValue: text) else {
                throw RigUsageError.invalidValue(text, for: Self.orientationOption.declaration, subcommand: p.spec.name)
            }
            orientations = choice == .both ? [.portrait, .landscape] : [choice == .portrait ? .portrait : .landscape]
        }
    }

    /// The targets of `document`, devices then orientations; nil stands for the document's own
    /// device and orientation when it names no device the table holds and none is asked for.
    func targets(for document: IBDocument) -> [IBLayoutTarget?] {
        guard let devices = devices ?? document.namedDevice.map({ [$0] }) else { return [nil] }
        let orientations = self.orientations ?? [document.namedOrientation]
        return devices.flatMap { device in orientations.map { IBLayoutTarget(device: device, orientation: $0) } }
    }
}
