import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds the `IBElement` tree of an XML text with Foundation's `XMLParser`.
///
/// The parser's delegate callbacks run synchronously inside `parse()`, on the calling thread; the
/// builder is confined to one `read` call and never shared.
final class IBElementTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [IBElement] = []
    private var root: IBElement?
    private var tooDeepAt: Int?

    /// How deep elements may nest. Xcode's documents nest a few dozen levels at most; the limit
    /// bounds the reader's recursion, so that a document at the limit reads within 1 MB of
    /// stack even unoptimized.
    static let depthLimit = 100

    /// Where parsing stopped, when it failed: not well-formed XML (the parser's message), or
    /// nested deeper than `depthLimit`; and the line.
    enum Failure: Error {
        case notXML(String, line: Int)
        case tooDeep(line: Int)
    }

    /// The tree of `data`, or the parser's failure.
    static func tree(of data: Data) -> Result<IBElement, Failure> {
        let parser = XMLParser(data: data)
        let builder = IBElementTreeBuilder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let line = builder.tooDeepAt { return .failure(.tooDeep(line: line)) }
        if parsed, let root = builder.root { return .success(root) }
        return .failure(.notXML(describe(parser.parserError, column: parser.columnNumber), line: max(parser.lineNumber, 1)))
    }

    /// The parser's error number (libxml2's, which `XMLParser` passes on), the column, and for
    /// the numbers damaged documents give most, what they mean (`XMLParser error 5 at column
    /// 12: the document ends before its elements close ...`): Foundation on Linux gives no
    /// message of its own, and its `XMLParser.ErrorCode` names do not line up with the numbers
    /// it reports.
    private static func describe(_ error: (any Error)?, column: Int) -> String {
        guard let error else { return "no root element" }
        let code = (error as NSError).code
        return "XMLParser error \(code) at column \(column)" + (libxmlMeanings[code].map { ": \($0)" } ?? "")
    }

    /// What libxml2's error numbers mean, for those a damaged or hand-edited document gives.
    static let libxmlMeanings: [Int: String] = [
        4: "the document is empty or does not start with an element",
        5: "the document ends before its elements close (a file cut short, or an end tag missing)",
        26: "an entity that is not defined (an '&' not written as '&amp;')",
        42: "an attribute written twice on one element",
        68: "a name expected (a '<' or '&' not escaped)",
        73: "'>' expected (an attribute value without quotes)",
        76: "an end tag that does not match its start tag",
        77: "the document ends inside a tag",
    ]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard stack.count < Self.depthLimit else {
            if tooDeepAt == nil { tooDeepAt = parser.lineNumber }
            parser.abortParsing()
            return
        }
        stack.append(IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard tooDeepAt == nil, let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    /// The elements whose character data the reader uses: a text view's `<string key="text">`
    /// and an attributed string fragment's `<string key="content">`. The whitespace between
    /// other elements is dropped as it arrives.
    static let textElements: Set<String> = ["string", "mutableString"]

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let last = stack.indices.last, Self.textElements.contains(stack[last].name) else { return }
        stack[last].text += string
    }
}
