import Rigging

/// `--device ID` and `--orientation portrait|landscape` for a scene file: the device its root
/// fills, overriding the scene's `"device"` and `"orientation"` (`rig layout`, `replay`, `check`,
/// `time`). A device without an orientation keeps the scene's orientation (portrait when the
/// scene names no device); an orientation without a device turns the scene's own device.
struct SceneScreen: Sendable, Hashable {
    static let deviceOption = CommandOption<String?>.text(
        ["--device"], valueName: "id",
        help: "Lay the scene out on this device (an Xcode id such as retina6_1, or a marketing name), overriding the scene's.")
    static let orientationOption = CommandOption<String?>.text(
        ["--orientation"], valueName: "portrait|landscape",
        help: "Hold the scene's device this way, overriding the scene's orientation.")

    /// The device asked for; nil keeps the scene's.
    var device: Device?
    /// The orientation asked for; nil keeps the scene's.
    var orientation: Device.Orientation?

    /// No override.
    init(device: Device? = nil, orientation: Device.Orientation? = nil) {
        self.device = device
        self.orientation = orientation
    }

    /// The options as given; an unknown device is a usage error naming the nearest id or name.
    init(_ p: ParsedArguments) throws(RigUsageError) {
        if let id = try p.read(Self.deviceOption) {
            device = try Self.device(id, option: Self.deviceOption.declaration, subcommand: p.spec.name)
        }
        if let text = try p.read(Self.orientationOption) {
            guard let parsed = Device.Orientation(rawValue: text) else {
                throw RigUsageError.invalidValue(
                    text, for: Self.orientationOption.declaration, subcommand: p.spec.name,
                    expected: "portrait or landscape")
            }
            orientation = parsed
        }
    }

    /// `rig layout`'s document options read for a scene file: one device, one orientation.
    init(_ targets: DocumentTargets, subcommand: String) throws(RigUsageError) {
        if let devices = targets.devices {
            guard devices.count == 1 else {
                throw RigUsageError(message: "A scene is laid out on one device; --device names \(devices.count)", subcommand: subcommand)
            }
            device = devices[0]
        }
        if let orientations = targets.orientations {
            guard orientations.count == 1 else {
                throw RigUsageError(
                    message: "A scene is laid out in one orientation; --orientation both applies to documents",
                    subcommand: subcommand)
            }
            orientation = orientations[0]
        }
    }

    /// The device with `id` as its id or marketing name (`Device.lookup`), or a usage error for
    /// `option` that names the nearest one.
    static func device(_ id: String, option: CommandSpec.Option, subcommand: String) throws(RigUsageError) -> Device {
        do {
            return try Device.lookup(id)
        } catch {
            var expected = "an Xcode device id (retina6_1, ipad11_0rounded, ...) or a marketing name (iPhone 15, ...)"
            if case .unknownDevice(_, let suggestion?) = error { expected += ". Did you mean '\(suggestion)'?" }
            throw RigUsageError.invalidValue(id, for: option, subcommand: subcommand, expected: expected)
        }
    }

    /// `prepared` on the device asked for; unchanged when nothing is asked for. An orientation
    /// for a scene that names no device, with no `--device`, is an error.
    func apply(to prepared: PreparedScene) throws(SceneError) -> PreparedScene {
        guard device != nil || orientation != nil else { return prepared }
        let current = prepared.scene.root.device
        guard let device = device ?? current?.device else {
            throw SceneError(
                file: prepared.file, path: "",
                problem: .invalid("--orientation turns the scene's device, and the scene names none; give --device too"))
        }
        return prepared.onDevice(SceneDevice(device, orientation: orientation ?? current?.orientation ?? .portrait))
    }
}
