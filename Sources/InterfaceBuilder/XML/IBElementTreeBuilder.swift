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
    private weak var parser: XMLParser?

    /// Where parsing stopped, when it failed: the parser's message and line.
    struct Failure: Error {
        var message: String
        var line: Int
    }

    /// The tree of `data`, or the parser's failure (not well-formed XML, or empty).
    static func tree(of data: Data) -> Result<IBElement, Failure> {
        let parser = XMLParser(data: data)
        let builder = IBElementTreeBuilder()
        builder.parser = parser
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        if parser.parse(), let root = builder.root {
            return .success(root)
        }
        let message = parser.parserError.map { String(describing: $0.localizedDescription) } ?? "no root element"
        return .failure(Failure(message: message, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        stack.append(IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }
}
