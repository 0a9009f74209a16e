import AutoLayout

/// Decodes the typed model from a document's element tree, collecting diagnostics as it goes.
/// One reader reads one document; it is a value used only inside `IBDocument.read`.
struct DocumentReader {
    /// The file name as given, for diagnostics.
    let file: String?
    /// What was skipped or misread so far.
    var diagnostics: [IBDiagnostic] = []
    /// Every element id of the document, with its element name, from the first pass.
    var ids: [String: String] = [:]
    /// What the document uses that the layout does not model, reported once each at the end.
    var notModelled = IBNotModelledUses()

    init(file: String?) {
        self.file = file
    }

    /// Records a diagnostic of `kind` at `line` about object `id`.
    mutating func warn(_ kind: IBDiagnostic.Kind, line: Int, id: String?) {
        diagnostics.append(IBDiagnostic(file: file, line: line, objectID: id, kind: kind))
    }

    /// Records every `id` of the tree below and at `element` (first pass), warning on duplicates.
    mutating func collectIDs(_ element: IBElement) {
        if let id = element["id"], element.name != "document" {
            if ids[id] == nil {
                ids[id] = element.name
            } else {
                warn(.duplicateID(id), line: element.line, id: id)
            }
        }
        for child in element.children { collectIDs(child) }
    }

    // MARK: Attributes

    /// Attribute `name` as a Boolean (`YES`/`NO`); nil when absent or malformed (with a warning).
    mutating func bool(_ element: IBElement, _ name: String, id: String?) -> Bool? {
        guard let text = element[name] else { return nil }
        switch text {
        case "YES": return true
        case "NO": return false
        default:
            warn(.malformedValue(name, text: text, expected: ["YES", "NO"]), line: element.line, id: id)
            return nil
        }
    }

    /// Attribute `name` as a finite number; nil when absent or malformed (with a warning).
    mutating func number(_ element: IBElement, _ name: String, id: String?) -> Double? {
        guard let text = element[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            warn(.malformedNumber(name, text: text), line: element.line, id: id)
            return nil
        }
        return value
    }

    /// Attribute `name` as an integer; nil when absent or malformed (with a warning).
    mutating func integer(_ element: IBElement, _ name: String, id: String?) -> Int? {
        guard let text = element[name] else { return nil }
        guard let value = Int(text) else {
            warn(.malformedNumber(name, text: text), line: element.line, id: id)
            return nil
        }
        return value
    }

    /// Attribute `name` as a priority (a number from 1 to 1000); nil when absent or malformed.
    mutating func priority(_ element: IBElement, _ name: String, id: String?) -> LayoutPriority? {
        guard let value = number(element, name, id: id) else { return nil }
        guard value > 0, value <= 1000 else {
            warn(
                .malformedValue(name, text: element[name] ?? "", expected: ["a priority from 1 to 1000"]),
                line: element.line, id: id)
            return nil
        }
        return LayoutPriority(Float(value))
    }

    /// Attribute `name` as one of `values`; nil when absent or none of them (with a warning).
    mutating func oneOf<T: RawRepresentable>(
        _ element: IBElement, _ name: String, id: String?,
        as type: T.Type
    ) -> T? where T.RawValue == String, T: CaseIterable {
        guard let text = element[name] else { return nil }
        guard let value = T(rawValue: text) else {
            warn(.malformedValue(name, text: text, expected: T.allCases.map(\.rawValue)), line: element.line, id: id)
            return nil
        }
        return value
    }

    /// A `<rect>`: `x`, `y`, `width`, `height` (0 where absent); nil when one is malformed.
    mutating func rect(_ element: IBElement, id: String?) -> Rect? {
        let values = ["x", "y", "width", "height"].map { number(element, $0, id: id) }
        guard zip(["x", "y", "width", "height"], values).allSatisfy({ element[$0.0] == nil || $0.1 != nil }) else { return nil }
        return Rect(x: values[0] ?? 0, y: values[1] ?? 0, width: values[2] ?? 0, height: values[3] ?? 0)
    }

    /// A `<size>`: `width`, `height`; nil when one is malformed.
    mutating func size(_ element: IBElement, id: String?) -> Size? {
        let width = number(element, "width", id: id)
        let height = number(element, "height", id: id)
        guard element["width"] == nil || width != nil, element["height"] == nil || height != nil else { return nil }
        return Size(width: width ?? 0, height: height ?? 0)
    }

    /// A `<point>`: `x`, `y`; nil when one is malformed.
    mutating func point(_ element: IBElement, id: String?) -> Point? {
        let x = number(element, "x", id: id)
        let y = number(element, "y", id: id)
        guard element["x"] == nil || x != nil, element["y"] == nil || y != nil else { return nil }
        return Point(x: x ?? 0, y: y ?? 0)
    }

    /// An `<inset>` (`minX` left, `minY` top, `maxX` right, `maxY` bottom) or an `<edgeInsets>`
    /// (`top`, `left`, `bottom`, `right`), 0 where absent.
    mutating func insets(_ element: IBElement, id: String?) -> EdgeInsets {
        if element.name == "inset" {
            return EdgeInsets(
                top: number(element, "minY", id: id) ?? 0, left: number(element, "minX", id: id) ?? 0,
                bottom: number(element, "maxY", id: id) ?? 0, right: number(element, "maxX", id: id) ?? 0)
        }
        return EdgeInsets(
            top: number(element, "top", id: id) ?? 0, left: number(element, "left", id: id) ?? 0,
            bottom: number(element, "bottom", id: id) ?? 0, right: number(element, "right", id: id) ?? 0)
    }

    /// A `<directionalEdgeInsets>`, 0 where absent.
    mutating func directionalInsets(_ element: IBElement, id: String?) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: number(element, "top", id: id) ?? 0, leading: number(element, "leading", id: id) ?? 0,
            bottom: number(element, "bottom", id: id) ?? 0, trailing: number(element, "trailing", id: id) ?? 0)
    }

    /// Warns about each attribute of `element` not in `known`.
    mutating func checkAttributes(_ element: IBElement, known: Set<String>, id: String?) {
        let unknown = element.attributes.keys.filter { !known.contains($0) }
        for name in unknown.sorted() {
            warn(.unknownAttribute(name, element: element.name), line: element.line, id: id)
        }
    }

    /// Warns that `element`, a child of `parent`, is unknown.
    mutating func unknownElement(_ element: IBElement, parent: String, id: String?) {
        warn(.unknownElement(element.name, parent: parent), line: element.line, id: element["id"] ?? id)
    }
}
