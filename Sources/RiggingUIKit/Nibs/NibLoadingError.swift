import InterfaceBuilder

/// Why a storyboard or nib could not be loaded, or a controller could not be instantiated from
/// one. UIKit raises an Objective-C exception in each of these cases; here the throwing loaders
/// throw it and UIKit's own (non-throwing) names return nil, an empty result or an empty view
/// controller and keep it in `loadError` (see each name's documentation).
public enum NibLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `<name>.storyboard` or `<name>.xib` in the bundle.
    case fileNotFound(name: String, fileExtension: String, bundlePath: String)
    /// The file is there but is not an iOS Interface Builder document the reader accepts.
    case unreadable(file: String, reason: String)
    /// A storyboard has no view controller with that storyboard identifier.
    case unknownIdentifier(String, storyboard: String)
    /// A storyboard marks no initial view controller.
    case noInitialViewController(storyboard: String)

    /// What went wrong, naming the file or identifier.
    public var description: String {
        switch self {
        case .fileNotFound(let name, let ext, let bundlePath):
            return "Could not find a \(ext == "storyboard" ? "storyboard" : "nib") named '\(name).\(ext)' in bundle \(bundlePath)"
        case .unreadable(let file, let reason): return "\(file): \(reason)"
        case .unknownIdentifier(let identifier, let storyboard):
            return "Storyboard '\(storyboard)' doesn't contain a view controller with identifier '\(identifier)'"
        case .noInitialViewController(let storyboard): return "Storyboard '\(storyboard)' has no initial view controller"
        }
    }
}

/// Something of a document that loading left out or could not honour (an unregistered custom
/// class, an outlet the owner does not accept, an element RiggingUIKit has no class for), naming
/// the file, line and object.
public struct NibLoadingWarning: Hashable, Sendable, CustomStringConvertible {
    /// The document's file name.
    public var file: String
    /// The line of the object's element (0 when unknown).
    public var line: Int
    /// The document id of the object.
    public var objectID: String
    /// What was left out, and what was done instead.
    public var message: String

    /// A warning about object `objectID` at `file:line`.
    public init(file: String, line: Int, objectID: String, message: String) {
        self.file = file
        self.line = line
        self.objectID = objectID
        self.message = message
    }

    /// `file:line: 'id' message`.
    public var description: String { "\(file):\(line): '\(objectID)' \(message)" }
}
