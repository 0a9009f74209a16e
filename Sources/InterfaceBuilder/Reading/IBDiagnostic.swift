/// Something the reader skipped or could not use in a document that it otherwise read: where it
/// is (file, line, object id) and what it is.
///
/// A document with diagnostics is still a document: every object the reader understood is in the
/// model, and each diagnostic says what is missing from it.
public struct IBDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The file name as given to the reader (nil when reading bytes with no name).
    public var file: String?
    /// The line of the element the diagnostic is about (1-based, `XMLParser.lineNumber`).
    public var line: Int
    /// The document id of the nearest object (the element's own `id`, or the object holding it).
    public var objectID: String?
    /// What was skipped or misread.
    public var kind: Kind

    /// A diagnostic of `kind` at `line` of `file`, about object `objectID`.
    public init(file: String?, line: Int, objectID: String?, kind: Kind) {
        self.file = file
        self.line = line
        self.objectID = objectID
        self.kind = kind
    }

    /// Every kind of diagnostic.
    public enum Kind: Hashable, Sendable {
        /// An element the reader does not know, by name, and the element holding it. In a
        /// `subviews` list it is read as a plain view, in an `objects` list as a view controller
        /// when its name ends in `Controller`; elsewhere it is skipped.
        case unknownElement(String, parent: String)
        /// An attribute the reader does not know on a known element: its name and the element's.
        case unknownAttribute(String, element: String)
        /// A reference (`firstItem`, `destination`, a mask's `reference`, ...) to an id that no
        /// object of the document has: the attribute and the id.
        case missingReference(String, id: String)
        /// A numeric attribute whose text is not a number: the attribute and its text. The
        /// attribute is read as absent.
        case malformedNumber(String, text: String)
        /// An attribute whose text is none of the values it can take: the attribute, its text and
        /// the values it can take. The attribute is read as absent.
        case malformedValue(String, text: String, expected: [String])
        /// A required attribute missing from an element: the attribute and the element. The
        /// element is skipped.
        case missingAttribute(String, element: String)
        /// Two objects with the same id; the later one is not reachable by id.
        case duplicateID(String)
        /// Something the reader reads but the layout does not model, which can move frames: what
        /// it is (`semanticContentAttribute="forceRightToLeft"`), how the layout treats it
        /// instead, and how many times the document uses it. Reported once per document, at its
        /// first use.
        case notModelled(String, instead: String, uses: Int)
    }

    /// A short name for the kind (`unknown-element`, `malformed-number`, ...), for counting.
    public var kindName: String {
        switch kind {
        case .unknownElement: return "unknown-element"
        case .unknownAttribute: return "unknown-attribute"
        case .missingReference: return "missing-reference"
        case .malformedNumber: return "malformed-number"
        case .malformedValue: return "malformed-value"
        case .missingAttribute: return "missing-attribute"
        case .duplicateID: return "duplicate-id"
        case .notModelled: return "not-modelled"
        }
    }

    /// What the diagnostic says, without its place.
    public var message: String {
        switch kind {
        case .unknownElement(let name, let parent):
            if parent == "subviews" { return "unknown element <\(name)> read as a plain view" }
            if parent == "objects", name.hasSuffix("Controller") { return "unknown element <\(name)> read as a view controller" }
            return "unknown element <\(name)> in <\(parent)> skipped"
        case .unknownAttribute(let name, let element):
            return "unknown attribute '\(name)' on <\(element)> skipped"
        case .missingReference(let attribute, let id):
            return "\(attribute) refers to '\(id)', which no object of the document has"
        case .malformedNumber(let attribute, let text):
            return "\(attribute)=\"\(text)\" is not a number; read as absent"
        case .malformedValue(let attribute, let text, let expected):
            // One expectation describes the values (`a priority from 1 to 1000`); several list them.
            let values = expected.count == 1 ? expected[0] : "one of " + expected.joined(separator: ", ")
            return "\(attribute)=\"\(text)\" is not \(values); read as absent"
        case .missingAttribute(let attribute, let element):
            return "<\(element)> has no '\(attribute)'; skipped"
        case .duplicateID(let id):
            return "id '\(id)' is used by an earlier object too"
        case .notModelled(let what, let instead, let uses):
            let more = uses > 1 ? " (first of \(uses) uses in the document)" : ""
            return "\(what) is not modelled: \(instead)\(more)"
        }
    }

    /// `file:line: warning: message (id X)`, as compilers print warnings.
    public var description: String {
        "\(place): warning: \(message)\(object)"
    }

    /// `file:line: message (id X)`: the diagnostic where a report already says it is a warning.
    public var located: String { "\(place): \(message)\(object)" }

    private var place: String { "\(file ?? "<document>"):\(line)" }
    private var object: String { objectID.map { " (id \($0))" } ?? "" }
}
