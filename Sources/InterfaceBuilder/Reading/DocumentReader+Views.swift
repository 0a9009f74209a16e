import AutoLayout

extension DocumentReader {
    /// A view element and everything below it; nil (with a warning) when it has no id.
    ///
    /// A keyed view without an id (Xcode writes a collection cell's content view without one)
    /// gets the id `HOLDER/KEY`, `holder` being the id of the view holding it.
    ///
    /// The reader recurses through this function and `readNestedViews`, so they and the few
    /// they call on the way down keep their frames small (a tree of real depth must read on a
    /// secondary thread's stack, unoptimized builds included): the rest of a view's children are
    /// read in `readViewChild`, which never recurses into views.
    mutating func view(_ element: IBElement, key: String? = nil, holder: String? = nil) -> IBView? {
        guard var view = newView(element, key: key ?? element["key"], holder: holder) else { return nil }
        for child in element.children where !readNestedViews(child, into: &view) {
            readViewChild(child, of: element, into: &view)
        }
        finish(&view, element)
        return view
    }

    /// The view of `element` with its attributes read, before its children.
    mutating func newView(_ element: IBElement, key: String?, holder: String?) -> IBView? {
        guard let id = element["id"] ?? holder.flatMap({ holder in key.map { "\(holder)/\($0)" } }) else {
            warn(.missingAttribute("id", element: element.name), line: element.line, id: holder)
            return nil
        }
        var view = IBView(id: id, kind: IBViewKind(rawValue: element.name) ?? .view, elementName: element.name, line: element.line)
        view.key = key
        readViewAttributes(element, into: &view)
        return view
    }

    /// Reads `child` when it holds views (subviews, keyed views, a bar's items, cells); false
    /// when it does not.
    mutating func readNestedViews(_ child: IBElement, into view: inout IBView) -> Bool {
        switch child.name {
        case "subviews": readSubviews(child, into: &view)
        case "items":
            let held = items(child)
            view.keyedViews += held.views
            view.connections += held.connections
        case "prototypes", "sections": readTableCells(child, into: &view)
        case "cells", "collectionReusableView": readCollectionCells(child, into: &view)
        default:
            guard let key = child["key"], IBViewKind(rawValue: child.name) != nil, IBVocabulary.viewKeys.contains(key) else {
                return false
            }
            if let keyed = self.view(child, key: key, holder: view.id) { view.keyedViews.append(keyed) }
        }
        return true
    }

    /// `<subviews>`.
    mutating func readSubviews(_ element: IBElement, into view: inout IBView) {
        var subviews: [IBView] = []
        for child in element.children {
            if let subview = subview(child, superview: view.id) { subviews.append(subview) }
        }
        view.subviews = subviews
    }

    /// A table's `<prototypes>` or `<sections>`.
    mutating func readTableCells(_ element: IBElement, into view: inout IBView) {
        var table = view.table ?? IBTableView()
        readTableChild(element, into: &table, id: view.id)
        view.table = table
    }

    /// A collection's `<cells>` or a reusable view.
    mutating func readCollectionCells(_ element: IBElement, into view: inout IBView) {
        var collection = view.collection ?? IBCollectionView()
        readCollectionChild(element, into: &collection, id: view.id)
        view.collection = collection
    }

    /// What a view's attributes and children decide together: frames from `frameInset`s of its
    /// subviews, stack and table settings.
    mutating func finish(_ view: inout IBView, _ element: IBElement) {
        let id = view.id
        let kind = view.kind
        if let size = view.frame?.size {
            for index in view.subviews.indices where view.subviews[index].frame == nil {
                view.subviews[index].frame = view.subviews[index].frameInset?.frame(in: size)
            }
            for index in view.keyedViews.indices where view.keyedViews[index].frame == nil {
                view.keyedViews[index].frame = view.keyedViews[index].frameInset?.frame(in: size)
            }
        }
        if kind == .stackView { view.stack = stackView(element, id: id) }
        if kind == .tableView {
            var table = view.table ?? IBTableView()
            readTableAttributes(element, into: &table, id: id)
            view.table = table
        }
        if kind == .collectionView, view.collection == nil { view.collection = IBCollectionView() }
    }

    /// The attributes every view has, and the text and image ones of the kinds that have them.
    mutating func readViewAttributes(_ element: IBElement, into view: inout IBView) {
        let id = view.id
        checkAttributes(element, known: IBVocabulary.viewAttributes, id: id)
        view.customClass = element["customClass"]
        view.customModule = element["customModule"]
        view.userLabel = element["userLabel"]
        view.restorationIdentifier = element["restorationIdentifier"]
        view.translatesAutoresizingMaskIntoConstraints = bool(element, "translatesAutoresizingMaskIntoConstraints", id: id) ?? true
        view.isHidden = bool(element, "hidden", id: id) ?? false
        view.alpha = number(element, "alpha", id: id) ?? 1
        view.clipsSubviews = bool(element, "clipsSubviews", id: id) ?? false
        view.contentMode = element["contentMode"]
        view.contentPriorities = IBContentPriorities(
            horizontalHugging: priority(element, "horizontalHuggingPriority", id: id),
            verticalHugging: priority(element, "verticalHuggingPriority", id: id),
            horizontalCompressionResistance: priority(element, "horizontalCompressionResistancePriority", id: id),
            verticalCompressionResistance: priority(element, "verticalCompressionResistancePriority", id: id))
        view.isMisplaced = bool(element, "misplaced", id: id) ?? false
        view.isAmbiguous = bool(element, "ambiguous", id: id) ?? false
        let width = intrinsicDimension(element, "placeholderIntrinsicWidth", id: id)
        let height = intrinsicDimension(element, "placeholderIntrinsicHeight", id: id)
        if width != nil || height != nil { view.placeholderIntrinsicSize = IBIntrinsicSize(width: width, height: height) }
        view.margins.preservesSuperviewLayoutMargins = bool(element, "preservesSuperviewLayoutMargins", id: id)
        view.margins.insetsLayoutMarginsFromSafeArea = bool(element, "insetsLayoutMarginsFromSafeArea", id: id)
        view.margins.layoutMarginsFollowReadableWidth = bool(element, "layoutMarginsFollowReadableWidth", id: id)
        if IBVocabulary.textKinds.contains(view.kind) { view.text = textAttributes(element, id: id) }
        if view.kind == .button { view.button = IBButton(buttonType: element["buttonType"]) }
        view.image = element["image"]
        view.imageCatalog = element["catalog"]
        let modelled = IBVocabulary.modelledAttributes(of: view.kind)
        for (name, value) in element.attributes where !modelled.contains(name) {
            view.properties[name] = value
        }
    }

    /// `placeholderIntrinsicWidth`/`Height`: a number of points, or `infinite` for none.
    mutating func intrinsicDimension(_ element: IBElement, _ name: String, id: String) -> IBIntrinsicDimension? {
        guard let text = element[name] else { return nil }
        if text == "infinite" { return IBIntrinsicDimension.none }
        return number(element, name, id: id).map(IBIntrinsicDimension.points)
    }

    /// One child element of a view that holds no views (those are `readNestedViews`').
    mutating func readViewChild(_ child: IBElement, of element: IBElement, into view: inout IBView) {
        let id = view.id
        if simulatedMetric(child, into: &view.simulatedMetrics, id: id) { return }
        switch (child.name, child["key"]) {
        case ("rect", "frame"):
            view.frame = rect(child, id: id)
        case ("frame", "frameInset"):
            view.frameInset = IBFrameInset(
                minX: number(child, "minX", id: id), minY: number(child, "minY", id: id),
                maxX: number(child, "maxX", id: id), maxY: number(child, "maxY", id: id),
                width: number(child, "width", id: id), height: number(child, "height", id: id))
        case ("autoresizingMask", _):
            view.autoresizingMask = autoresizingMask(child, id: id)
        case ("constraints", _):
            view.constraints = child.children.compactMap { constraint($0, holder: id) }
        case ("variation", _):
            if let variation = variation(child, of: id, kind: view.kind) { view.variations.append(variation) }
        case ("connections", _):
            view.connections.insert(contentsOf: connections(of: element, sourceID: id), at: 0)
        case ("viewLayoutGuide", _), ("keyboardLayoutGuide", _):
            if let guide = viewGuide(child, owner: id) { view.layoutGuides.append(guide) }
        case ("layoutGuides", _), ("userGuides", _):
            for guideElement in child.children {
                guard let guideID = guideElement["id"] else { continue }
                view.layoutGuides.append(
                    IBLayoutGuide(
                        id: guideID, kind: .custom(element: guideElement.name, key: guideElement["key"]),
                        line: guideElement.line))
            }
        case ("edgeInsets", "layoutMargins"):
            view.margins.layoutMargins = insets(child, id: id)
        case ("directionalEdgeInsets", "directionalLayoutMargins"):
            view.margins.directionalLayoutMargins = directionalInsets(child, id: id)
        case ("accessibility", _):
            view.accessibilityIdentifier = child["identifier"]
            view.accessibilityLabel = child["label"]
        case ("fontDescription", "fontDescription"), ("font", "font"):
            if view.text == nil { view.text = IBText() }
            view.text?.font = font(child, id: id)
        case ("attributedString", "attributedText"):
            if view.text == nil { view.text = IBText() }
            view.text?.text = attributedText(child)
            view.text?.isAttributed = true
            // The text's font is its first run's where the view describes none of its own.
            if view.text?.font == nil, let run = attributedFont(child) { view.text?.font = font(run, id: id) }
        case ("string", "text"), ("mutableString", "text"):
            if view.text == nil { view.text = IBText() }
            view.text?.text = child.text
        case ("state", _), ("buttonConfiguration", _), ("inset", "contentEdgeInsets"), ("inset", "titleEdgeInsets"),
            ("inset", "imageEdgeInsets"):
            var button = view.button ?? IBButton()
            readButtonChild(child, into: &button, id: id)
            view.button = button
        case ("imageReference", "image") where view.kind == .imageView:
            view.image = child["image"] ?? view.image
            view.imageCatalog = child["catalog"] ?? view.imageCatalog
        case ("preferredSymbolConfiguration", "preferredSymbolConfiguration") where view.kind == .imageView:
            view.symbolConfiguration = IBSymbolConfiguration(
                pointSize: number(child, "pointSize", id: id), font: child.child("fontDescription", key: "fontDescription").map { font($0, id: id) },
                scale: child["scale"], weight: child["weight"])
        case ("lineBreakStrategy", "lineBreakStrategy"):
            // UILabel.lineBreakStrategy (iOS 14): the options the element sets, by name, in
            // `properties`; the layout breaks lines where the text first overflows, whatever they are.
            let options = child.attributes.filter { $0.key != "key" && $0.value == "YES" }.keys.sorted()
            view.properties["lineBreakStrategy"] = options.joined(separator: " ")
        case ("segments", _):
            view.segments = child.children.filter { $0.name == "segment" }.map { IBSegment(title: $0["title"], image: $0["image"]) }
        case ("collectionViewFlowLayout", _), ("collectionViewLayout", _):
            var collection = view.collection ?? IBCollectionView()
            readCollectionChild(child, into: &collection, id: id)
            view.collection = collection
        case _ where IBVocabulary.ignoredViewChildren.contains(child.name):
            break
        default:
            unknownElement(child, parent: element.name, id: id)
        }
    }

    /// A child of `<subviews>`: a known view, or an unknown element read as a plain view.
    mutating func subview(_ element: IBElement, superview: String) -> IBView? {
        if IBViewKind(rawValue: element.name) == nil {
            unknownElement(element, parent: "subviews", id: superview)
        }
        return view(element)
    }

    /// `<autoresizingMask>`: `flexibleMinX` (left margin), `widthSizable`, `flexibleMaxX`,
    /// `flexibleMinY`, `heightSizable`, `flexibleMaxY`.
    mutating func autoresizingMask(_ element: IBElement, id: String) -> AutoresizingMask {
        let parts: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        checkAttributes(element, known: Set(parts.map(\.0) + ["key"]), id: id)
        var mask: AutoresizingMask = []
        for (name, part) in parts where bool(element, name, id: id) == true { mask.insert(part) }
        return mask
    }

    /// A `<viewLayoutGuide key="safeArea|contentLayoutGuide|frameLayoutGuide">` or
    /// `<keyboardLayoutGuide>`.
    mutating func viewGuide(_ element: IBElement, owner: String) -> IBLayoutGuide? {
        guard let id = element["id"] else {
            warn(.missingAttribute("id", element: element.name), line: element.line, id: owner)
            return nil
        }
        let kind: IBLayoutGuide.Kind
        switch (element.name, element["key"]) {
        case ("keyboardLayoutGuide", _), (_, "keyboard"): kind = .keyboard
        case (_, "safeArea"): kind = .safeArea
        case (_, "contentLayoutGuide"): kind = .contentLayoutGuide
        case (_, "frameLayoutGuide"): kind = .frameLayoutGuide
        default: kind = .custom(element: element.name, key: element["key"])
        }
        return IBLayoutGuide(id: id, kind: kind, line: element.line)
    }
}
