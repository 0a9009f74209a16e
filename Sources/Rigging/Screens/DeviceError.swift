/// A device that ``Device/lookup(_:)`` cannot find.
public enum DeviceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No device of the table has `name` as its id, another id or a marketing name;
    /// `suggestion` is the nearest of those, when one is close.
    case unknownDevice(String, suggestion: String?)

    /// The message, with "did you mean" when there is a suggestion.
    public var description: String {
        switch self {
        case .unknownDevice(let name, let suggestion?):
            "unknown device \"\(name)\"; did you mean \"\(suggestion)\"?"
        case .unknownDevice(let name, nil):
            "unknown device \"\(name)\"; the devices are Xcode's ids (retina6_1, ipad11_0rounded, ...) and their marketing names (iPhone 11, ...)"
        }
    }
}
