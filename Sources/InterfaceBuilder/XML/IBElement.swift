/// One XML element of a document as the parser met it: its name, attributes, children, text and
/// the line it starts on. The reader builds this tree once, then decodes the typed model from it.
struct IBElement: Sendable {
    /// The element's name (`view`, `constraint`, ...).
    var name: String
    /// The element's attributes, by name.
    var attributes: [String: String]
    /// The child elements in document order.
    var children: [IBElement] = []
    /// The element's character data, kept for the elements whose text the reader uses
    /// (`IBElementTreeBuilder.textElements`); empty for the others.
    var text: String = ""
    /// The line of the element's start tag, as `XMLParser.lineNumber` reports it (1-based).
    var line: Int

    /// The value of attribute `name`, or nil.
    subscript(_ name: String) -> String? { attributes[name] }

    /// The first child named `name` whose `key` attribute is `key` (any key when nil).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    func child(key: String) -> IBElement? {
        children.first { $0.attributes["key"] == key }
    }

    /// The children of the first child named `name` (an empty list when there is none).
    func children(of name: String) -> [IBElement] {
        child(name)?.children ?? []
    }
}
