import AutoLayout

extension DocumentReader {
    /// The text attributes of a label, text field, text view or button.
    mutating func textAttributes(_ element: IBElement, id: String) -> IBText {
        IBText(
            text: element["text"], placeholder: element["placeholder"], numberOfLines: integer(element, "numberOfLines", id: id),
            lineBreakMode: element["lineBreakMode"], textAlignment: element["textAlignment"],
            adjustsFontSizeToFit: bool(element, "adjustsFontSizeToFit", id: id),
            minimumScaleFactor: number(element, "minimumScaleFactor", id: id),
            minimumFontSize: number(element, "minimumFontSize", id: id),
            preferredMaxLayoutWidth: number(element, "preferredMaxLayoutWidth", id: id),
            baselineAdjustment: element["baselineAdjustment"],
            adjustsFontForContentSizeCategory: bool(element, "adjustsFontForContentSizeCategory", id: id))
    }

    /// A `<fontDescription>` (`type` and `weight`, `name` and `family`, or `style`) or an older
    /// `<font metaFont=... size=...>`.
    mutating func font(_ element: IBElement, id: String) -> IBFont {
        if element.name == "font" {
            let design: IBFont.Design =
                element["name"].map { Self.namedFont($0, family: element["family"]) } ?? .meta(element["metaFont"] ?? "system")
            return IBFont(design: design, pointSize: number(element, "size", id: id) ?? number(element, "pointSize", id: id))
        }
        let size = number(element, "pointSize", id: id)
        if let style = element["style"] { return IBFont(design: .textStyle(style), pointSize: size) }
        if let name = element["name"] { return IBFont(design: Self.namedFont(name, family: element["family"]), pointSize: size) }
        switch element["type"] {
        case "boldSystem": return IBFont(design: .boldSystem, pointSize: size)
        case "italicSystem": return IBFont(design: .italicSystem, pointSize: size)
        case "system", nil: return IBFont(design: .system(weight: element["weight"] ?? "regular"), pointSize: size)
        case let other?:
            warn(.malformedValue("type", text: other, expected: ["system", "boldSystem", "italicSystem"]), line: element.line, id: id)
            return IBFont(design: .system(weight: element["weight"] ?? "regular"), pointSize: size)
        }
    }

    /// The design of a font a document names: the system font where the name is one of the
    /// names the system font reports for itself (`.AppleSystemUIFont`, or San Francisco's
    /// `.SFUI-Semibold`, `.SFUIText-Bold`, `.SFUIDisplay-Light` with the weight after the hyphen,
    /// regular without one), which Interface Builder writes when a font was picked from a system
    /// font's name; any other name is a named font.
    static func namedFont(_ name: String, family: String?) -> IBFont.Design {
        if name == ".AppleSystemUIFont" { return .system(weight: "regular") }
        for prefix in [".SFUIText", ".SFUIDisplay", ".SFUI"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty { return .system(weight: "regular") }
            guard rest.first == "-" else { continue }
            let suffix = rest.dropFirst().lowercased()
            return IBDocument.weights.keys.first { $0.lowercased() == suffix }.map { .system(weight: $0) } ?? .named(name, family: family)
        }
        return .named(name, family: family)
    }

    /// An `<attributedString>`'s text: its fragments' `content` (or `<string key="content">`)
    /// joined.
    func attributedText(_ element: IBElement) -> String {
        element.children.filter { $0.name == "fragment" }.map { fragment in
            fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
        }.joined()
    }

    /// The `<font key="NSFont">` of an `<attributedString>`'s first fragment that has one.
    func attributedFont(_ element: IBElement) -> IBElement? {
        for fragment in element.children where fragment.name == "fragment" {
            if let font = fragment.child("attributes")?.child("font", key: "NSFont") { return font }
        }
        return nil
    }

    /// A button's `<state>`, `<buttonConfiguration>` or inset.
    mutating func readButtonChild(_ element: IBElement, into button: inout IBButton, id: String) {
        switch element.name {
        case "state":
            var title = element["title"]
            if let attributed = element.child("attributedString", key: "attributedTitle") { title = attributedText(attributed) }
            button.states.append(
                IBButton.State(
                    state: element["key"] ?? "normal", title: title, image: element["image"],
                    backgroundImage: element["backgroundImage"], catalog: element["catalog"]))
        case "buttonConfiguration":
            var configuration = IBButton.Configuration(
                style: element["style"], title: element["title"], image: element["image"],
                buttonSize: element["buttonSize"])
            if let fontElement = element.child("fontDescription", key: "titleFontDescription") {
                configuration.titleFont = font(fontElement, id: id)
            }
            if let insets = element.child("directionalEdgeInsets", key: "contentInsets") {
                configuration.contentInsets = directionalInsets(insets, id: id)
            }
            button.configuration = configuration
        default:
            switch element["key"] {
            case "contentEdgeInsets": button.contentEdgeInsets = insets(element, id: id)
            case "titleEdgeInsets": button.titleEdgeInsets = insets(element, id: id)
            default: button.imageEdgeInsets = insets(element, id: id)
            }
        }
    }

    /// A stack view's attributes.
    mutating func stackView(_ element: IBElement, id: String) -> IBStackView {
        IBStackView(
            axis: element["axis"] ?? "horizontal", distribution: element["distribution"] ?? "fill",
            alignment: element["alignment"] ?? "fill", spacing: number(element, "spacing", id: id) ?? 0,
            usesStandardSpacing: element["spacingType"] == "standard",
            isBaselineRelativeArrangement: bool(element, "baselineRelativeArrangement", id: id) ?? false,
            isLayoutMarginsRelativeArrangement: bool(element, "layoutMarginsRelativeArrangement", id: id) ?? false)
    }

    /// A table view's attributes.
    mutating func readTableAttributes(_ element: IBElement, into table: inout IBTableView, id: String) {
        table.style = element["style"] ?? "plain"
        table.dataMode = element["dataMode"] ?? "prototypes"
        table.rowHeight = number(element, "rowHeight", id: id)
        table.estimatedRowHeight = number(element, "estimatedRowHeight", id: id)
        table.sectionHeaderHeight = number(element, "sectionHeaderHeight", id: id)
        table.sectionFooterHeight = number(element, "sectionFooterHeight", id: id)
    }

    /// A table view's `<prototypes>` or `<sections>`.
    mutating func readTableChild(_ element: IBElement, into table: inout IBTableView, id: String) {
        if element.name == "prototypes" {
            table.prototypes = cells(element, of: id)
            return
        }
        for section in element.children {
            guard section.name == "tableViewSection" else {
                unknownElement(section, parent: "sections", id: id)
                continue
            }
            table.sections.append(
                IBTableView.Section(
                    id: section["id"] ?? "", headerTitle: section["headerTitle"],
                    footerTitle: section["footerTitle"],
                    cells: section.child("cells").map { cells($0, of: id) } ?? []))
        }
    }

    /// The cells of a `<cells>` or `<prototypes>` list.
    mutating func cells(_ element: IBElement, of owner: String) -> [IBView] {
        element.children.compactMap { cell in
            guard IBViewKind(rawValue: cell.name) != nil else {
                unknownElement(cell, parent: element.name, id: owner)
                return nil
            }
            return view(cell)
        }
    }

    /// A collection view's `<cells>`, layout, or reusable view.
    mutating func readCollectionChild(_ element: IBElement, into collection: inout IBCollectionView, id: String) {
        switch element.name {
        case "cells":
            collection.cells = cells(element, of: id)
        case "collectionReusableView":
            if let reusable = view(element) { collection.reusableViews.append(reusable) }
        case "collectionViewFlowLayout":
            collection.layoutClass = element["customClass"]
            var flow = IBCollectionView.FlowLayout(
                scrollDirection: element["scrollDirection"] ?? "vertical",
                minimumLineSpacing: number(element, "minimumLineSpacing", id: id),
                minimumInteritemSpacing: number(element, "minimumInteritemSpacing", id: id),
                usesAutomaticEstimatedItemSize: bool(element, "automaticEstimatedItemSize", id: id) ?? false)
            for child in element.children {
                switch (child.name, child["key"]) {
                case ("size", "itemSize"): flow.itemSize = size(child, id: id)
                case ("size", "estimatedItemSize"): flow.estimatedItemSize = size(child, id: id)
                case ("size", "headerReferenceSize"): flow.headerReferenceSize = size(child, id: id)
                case ("size", "footerReferenceSize"): flow.footerReferenceSize = size(child, id: id)
                case ("inset", "sectionInset"): flow.sectionInset = insets(child, id: id)
                case _ where IBVocabulary.ignoredViewChildren.contains(child.name): break
                default: unknownElement(child, parent: element.name, id: id)
                }
            }
            collection.flowLayout = flow
        default:
            collection.layoutClass = element["customClass"]
        }
    }
}
