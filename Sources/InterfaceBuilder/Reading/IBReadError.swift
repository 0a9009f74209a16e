/// A file the reader cannot read as an iOS Interface Builder document at all: the file, the line
/// where that shows (1 when it is the whole file) and why.
///
/// Problems inside a document it can read are `IBDiagnostic`s on the document instead.
public struct IBReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given to the reader (nil when reading bytes with no name).
    public var file: String?
    /// The line where the problem shows (1-based).
    public var line: Int
    /// What is wrong.
    public var problem: Problem

    /// An error at `line` of `file`.
    public init(file: String?, line: Int, problem: Problem) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// Every reason a file is not read.
    public enum Problem: Hashable, Sendable {
        /// The file cannot be opened or read (the system's reason).
        case unreadable(String)
        /// The bytes are not UTF-8, the encoding Interface Builder writes: the offset of the
        /// first byte that is not.
        case notUTF8(byteOffset: Int)
        /// The text declares a document type (`<!DOCTYPE`), which Interface Builder documents
        /// never do; not read, as its entities could expand without bound.
        case documentTypeDeclaration
        /// The text is not well-formed XML (the parser's message).
        case notXML(String)
        /// Elements nest deeper than the limit (Xcode's documents nest a few dozen levels).
        case tooDeep(limit: Int)
        /// The root element is not an Interface Builder `<document>`: the root's name (an
        /// `archive` root is the pre-Xcode 5 format).
        case notInterfaceBuilderDocument(root: String)
        /// A `<document>` whose `version` is not 3.0, the format of Xcode 8 and later.
        case unsupportedVersion(String)
        /// An AppKit document (`targetRuntime="MacOSX.Cocoa"`): AppKit documents are not read.
        case appKitDocument
        /// A target runtime other than `iOS.CocoaTouch` (watchOS, tvOS, ...): the runtime.
        case unsupportedRuntime(String)
    }

    /// `file:line: error: message`, as compilers print errors.
    public var description: String {
        let place = "\(file ?? "<document>"):\(line)"
        switch problem {
        case .unreadable(let reason):
            return "\(place): error: cannot read the file: \(reason)"
        case .notXML(let message):
            return "\(place): error: not XML: \(message)"
        case .notUTF8(let offset):
            return "\(place): error: not UTF-8 at byte \(offset); Interface Builder documents are UTF-8"
        case .documentTypeDeclaration:
            return "\(place): error: a document type declaration (<!DOCTYPE>), which Interface Builder documents never have; not read"
        case .tooDeep(let limit):
            return "\(place): error: elements nest deeper than \(limit) levels; not read"
        case .notInterfaceBuilderDocument(let root):
            let format = root == "archive" ? " (the pre-Xcode 5 archive format is not read)" : ""
            return "\(place): error: not an Interface Builder document: the root element is <\(root)>\(format)"
        case .unsupportedVersion(let version):
            return "\(place): error: document version \(version) is not read; only version 3.0 (Xcode 8 and later)"
        case .appKitDocument:
            return "\(place): error: an AppKit document (targetRuntime MacOSX.Cocoa): AppKit documents are not read, only iOS ones"
        case .unsupportedRuntime(let runtime):
            return "\(place): error: target runtime '\(runtime)' is not read, only iOS.CocoaTouch and iOS.CocoaTouch.iPad"
        }
    }
}
