import AutoLayout

extension DocumentReader {
    /// A `<constraint>` held by view `holder`; nil (with a warning) when it cannot be a
    /// constraint: no id, or no readable first attribute.
    mutating func constraint(_ element: IBElement, holder: String) -> IBConstraint? {
        guard element.name == "constraint" else {
            unknownElement(element, parent: "constraints", id: holder)
            return nil
        }
        guard let id = element["id"] else {
            warn(.missingAttribute("id", element: "constraint"), line: element.line, id: holder)
            return nil
        }
        checkAttributes(element, known: IBVocabulary.constraintAttributes, id: id)
        guard let firstText = element["firstAttribute"] else {
            warn(.missingAttribute("firstAttribute", element: "constraint"), line: element.line, id: id)
            return nil
        }
        guard let firstAttribute = attribute(firstText, name: "firstAttribute", element: element, id: id) else { return nil }
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let secondText = element["secondAttribute"] {
            guard let attribute = attribute(secondText, name: "secondAttribute", element: element, id: id) else { return nil }
            secondAttribute = attribute
        }
        var multiplier = IBMultiplier.one
        if let text = element["multiplier"] {
            if let parsed = IBMultiplier(parsing: text) {
                multiplier = parsed
            } else {
                warn(.malformedNumber("multiplier", text: text), line: element.line, id: id)
            }
        }
        var constraint = IBConstraint(
            id: id, holderID: holder, firstItem: element["firstItem"] ?? holder, firstAttribute: firstAttribute,
            relation: oneOf(element, "relation", id: id, as: LayoutRelation.self) ?? .equal,
            secondItem: element["secondItem"], secondAttribute: secondAttribute, multiplier: multiplier,
            constant: number(element, "constant", id: id) ?? 0,
            priority: priority(element, "priority", id: id) ?? .required,
            identifier: element["identifier"], isSymbolic: bool(element, "symbolic", id: id) ?? false,
            isPlaceholder: bool(element, "placeholder", id: id) ?? false, line: element.line)
        constraint.customClass = element["customClass"]
        constraint.customModule = element["customModule"]
        for child in element.children {
            guard child.name == "variation", let keyText = child["key"] else {
                unknownElement(child, parent: "constraint", id: id)
                continue
            }
            guard let key = IBVariationKey(parsing: keyText) else {
                warn(.malformedValue("key", text: keyText, expected: IBVocabulary.variationKeyForms), line: child.line, id: id)
                continue
            }
            checkAttributes(child, known: ["key", "constant"], id: id)
            constraint.variations.append(IBConstraintVariation(key: key, constant: number(child, "constant", id: id)))
        }
        return constraint
    }

    /// A constraint attribute by Interface Builder's name; `baseline` is `lastBaseline`.
    mutating func attribute(_ text: String, name: String, element: IBElement, id: String) -> LayoutAttribute? {
        if text == "baseline" { return .lastBaseline }
        guard let attribute = LayoutAttribute(rawValue: text), IBVocabulary.constraintAttributeNames.contains(text) else {
            warn(
                .malformedValue(name, text: text, expected: IBVocabulary.constraintAttributeNames.sorted() + ["baseline"]),
                line: element.line, id: id)
            return nil
        }
        return attribute
    }

    /// A view's `<variation key=...>`: masks, attribute overrides, frame and font there; `kind`
    /// is the view's.
    mutating func variation(_ element: IBElement, of viewID: String, kind: IBViewKind) -> IBVariation? {
        guard let keyText = element["key"] else {
            warn(.missingAttribute("key", element: "variation"), line: element.line, id: viewID)
            return nil
        }
        guard let key = IBVariationKey(parsing: keyText) else {
            warn(.malformedValue("key", text: keyText, expected: IBVocabulary.variationKeyForms), line: element.line, id: viewID)
            return nil
        }
        var variation = IBVariation(key: key, attributes: element.attributes.filter { $0.key != "key" }, line: element.line)
        noteVariationContent(element, of: viewID, kind: kind)
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("mask", "constraints"): variation.constraints = mask(child, id: viewID)
            case ("mask", "subviews"): variation.subviews = mask(child, id: viewID)
            case ("rect", "frame"): variation.frame = rect(child, id: viewID)
            case ("fontDescription", _): variation.font = font(child, id: viewID)
            case _ where IBVocabulary.ignoredViewChildren.contains(child.name): break
            default: unknownElement(child, parent: "variation", id: viewID)
            }
        }
        return variation
    }

    /// A `<mask>`'s `<include reference=...>` and `<exclude reference=...>` ids.
    mutating func mask(_ element: IBElement, id: String) -> IBMask {
        var mask = IBMask()
        for child in element.children {
            guard let reference = child["reference"] else {
                warn(.missingAttribute("reference", element: child.name), line: child.line, id: id)
                continue
            }
            switch child.name {
            case "include": mask.included.append(reference)
            case "exclude": mask.excluded.append(reference)
            default: unknownElement(child, parent: "mask", id: id)
            }
        }
        return mask
    }

    /// The connections in `element`'s `<connections>` child, from object `sourceID`.
    mutating func connections(of element: IBElement, sourceID: String) -> [IBConnection] {
        element.children(of: "connections").compactMap { connection($0, sourceID: sourceID) }
    }

    /// One outlet, outlet collection, action or segue.
    mutating func connection(_ element: IBElement, sourceID: String) -> IBConnection? {
        let id = element["id"] ?? ""
        let kind: IBConnection.Kind
        switch element.name {
        case "outlet", "outletCollection":
            guard let property = element["property"] else {
                warn(.missingAttribute("property", element: element.name), line: element.line, id: sourceID)
                return nil
            }
            kind = element.name == "outlet" ? .outlet(property: property) : .outletCollection(property: property)
        case "action":
            guard let selector = element["selector"] else {
                warn(.missingAttribute("selector", element: "action"), line: element.line, id: sourceID)
                return nil
            }
            kind = .action(selector: selector, eventType: element["eventType"])
        case "segue":
            kind = .segue(kind: element["kind"] ?? "", identifier: element["identifier"], relationship: element["relationship"])
        default:
            unknownElement(element, parent: "connections", id: sourceID)
            return nil
        }
        guard let destination = element["destination"] else {
            // An unwind segue names its action instead of a destination.
            if case .segue = kind, element["unwindAction"] != nil {
                var connection = IBConnection(id: id, sourceID: sourceID, destination: "", kind: kind, line: element.line)
                connection.segueOptions = segueOptions(element, id: id)
                return connection
            }
            warn(.missingAttribute("destination", element: element.name), line: element.line, id: id.isEmpty ? sourceID : id)
            return nil
        }
        var connection = IBConnection(id: id, sourceID: sourceID, destination: destination, kind: kind, line: element.line)
        if case .segue = kind {
            connection.modalPresentationStyle = element["modalPresentationStyle"]
            connection.segueOptions = segueOptions(element, id: id)
        }
        return connection
    }
}
