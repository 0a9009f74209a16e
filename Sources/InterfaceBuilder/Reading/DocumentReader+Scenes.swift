import AutoLayout

extension DocumentReader {
    /// `<scene sceneID=...>`: its objects and canvas location.
    mutating func scene(_ element: IBElement) -> IBScene? {
        guard let sceneID = element["sceneID"] else {
            warn(.missingAttribute("sceneID", element: "scene"), line: element.line, id: nil)
            return nil
        }
        var scene = IBScene(sceneID: sceneID, line: element.line)
        for child in element.children {
            switch child.name {
            case "objects": scene.objects = objects(child, parent: sceneID)
            case "point" where child["key"] == "canvasLocation": scene.canvasLocation = point(child, id: sceneID)
            default: unknownElement(child, parent: "scene", id: sceneID)
            }
        }
        return scene
    }

    /// The objects of an `<objects>` list.
    mutating func objects(_ element: IBElement, parent: String?) -> [IBObject] {
        element.children.compactMap { object($0, parent: parent) }
    }

    /// One top-level object: a placeholder, a view controller, a view, or another object.
    mutating func object(_ element: IBElement, parent: String?) -> IBObject? {
        guard let id = element["id"] else {
            warn(.missingAttribute("id", element: element.name), line: element.line, id: parent)
            return nil
        }
        switch element.name {
        case "placeholder":
            return .placeholder(
                IBPlaceholder(
                    id: id, identifier: element["placeholderIdentifier"] ?? "",
                    customClass: element["customClass"], customModule: element["customModule"],
                    connections: connections(of: element, sourceID: id)))
        case "exit":
            return .placeholder(IBPlaceholder(id: id, identifier: "exit"))
        case _ where IBVocabulary.viewControllerElements.contains(element.name):
            return .viewController(viewController(element, id: id))
        case _ where IBViewKind(rawValue: element.name) != nil:
            return view(element).map(IBObject.view)
        case _ where element.name.hasSuffix("Controller") && !IBVocabulary.otherObjectElements.contains(element.name):
            // A controller of a kind this reader does not know (a newer Xcode's) still holds a
            // root view to lay out: it reads as a view controller.
            unknownElement(element, parent: "objects", id: parent)
            return .viewController(viewController(element, id: id))
        default:
            if !IBVocabulary.otherObjectElements.contains(element.name) {
                unknownElement(element, parent: "objects", id: parent)
            }
            let held = items(element)
            return .other(
                IBOtherObject(
                    element: element.name, id: id, customClass: element["customClass"], views: held.views,
                    connections: connections(of: element, sourceID: id) + held.connections))
        }
    }

    /// A view controller element and what it holds.
    mutating func viewController(_ element: IBElement, id: String) -> IBViewController {
        var controller = IBViewController(id: id, elementName: element.name, line: element.line)
        controller.customClass = element["customClass"]
        controller.customModule = element["customModule"]
        controller.storyboardIdentifier = element["storyboardIdentifier"]
        controller.title = element["title"]
        controller.userLabel = element["userLabel"]
        controller.automaticallyAdjustsScrollViewInsets = bool(element, "automaticallyAdjustsScrollViewInsets", id: id) ?? true
        controller.extendedLayoutIncludesOpaqueBars = bool(element, "extendedLayoutIncludesOpaqueBars", id: id) ?? false
        for (name, value) in element.attributes where !IBVocabulary.viewControllerModelledAttributes.contains(name) {
            controller.properties[name] = value
        }
        checkAttributes(element, known: IBVocabulary.viewControllerAttributes, id: id)
        for child in element.children {
            if simulatedMetric(child, into: &controller.simulatedMetrics, id: id) { continue }
            switch (child.name, child["key"]) {
            case ("layoutGuides", _):
                controller.layoutGuides = child.children.compactMap { legacyGuide($0, controller: id) }
            case (_, "view") where IBViewKind(rawValue: child.name) != nil:
                controller.view = view(child)
            case (_, "navigationBar"), (_, "toolbar"), (_, "tabBar"):
                if IBViewKind(rawValue: child.name) != nil, let bar = view(child) { controller.bars.append(bar) }
            case ("navigationItem", _), ("tabBarItem", _), ("toolbarItems", _):
                if child.name == "navigationItem" { controller.navigationItem = barItem(child) }
                if child.name == "tabBarItem" { controller.tabBarItem = barItem(child) }
                if child.name != "toolbarItems", let itemID = child["id"] {
                    controller.itemConnections += connections(of: child, sourceID: itemID)
                }
                let held = items(child)
                controller.itemViews += held.views
                controller.itemConnections += held.connections
            case ("extendedEdge", _):
                controller.extendedEdges = Set(["top", "left", "bottom", "right"].filter { bool(child, $0, id: id) == true })
            case ("connections", _):
                controller.connections = connections(of: element, sourceID: id)
            case _ where IBVocabulary.ignoredViewControllerChildren.contains(child.name):
                break
            default:
                unknownElement(child, parent: element.name, id: id)
            }
        }
        return controller
    }

    /// A `<viewControllerLayoutGuide type="top|bottom" id=...>`.
    mutating func legacyGuide(_ element: IBElement, controller: String) -> IBLayoutGuide? {
        guard element.name == "viewControllerLayoutGuide" else {
            unknownElement(element, parent: "layoutGuides", id: controller)
            return nil
        }
        guard let id = element["id"] else {
            warn(.missingAttribute("id", element: element.name), line: element.line, id: controller)
            return nil
        }
        switch element["type"] {
        case "top": return IBLayoutGuide(id: id, kind: .topLayoutGuide, line: element.line)
        case "bottom": return IBLayoutGuide(id: id, kind: .bottomLayoutGuide, line: element.line)
        default:
            warn(.malformedValue("type", text: element["type"] ?? "", expected: ["top", "bottom"]), line: element.line, id: id)
            return nil
        }
    }

    /// A navigation item or tab bar item.
    mutating func barItem(_ element: IBElement) -> IBBarItem {
        IBBarItem(
            id: element["id"] ?? "", title: element["title"], image: element["image"],
            systemItem: element["systemItem"], largeTitleDisplayMode: element["largeTitleDisplayMode"])
    }

    /// The views and connections the bar items below `element` hold, at any depth: a title
    /// view (`<view key="titleView">`), bar button items' custom views (`<view key="customView">`),
    /// and the items' own actions and segues. `element`'s own connections are not included.
    mutating func items(_ element: IBElement) -> (views: [IBView], connections: [IBConnection]) {
        var views: [IBView] = []
        var itemConnections: [IBConnection] = []
        for child in element.children {
            if IBViewKind(rawValue: child.name) != nil, child["key"] != nil {
                if let view = view(child, holder: element["id"]) { views.append(view) }
            } else if IBVocabulary.itemElements.contains(child.name) {
                if let id = child["id"] { itemConnections += connections(of: child, sourceID: id) }
                let nested = items(child)
                views += nested.views
                itemConnections += nested.connections
            }
        }
        return (views, itemConnections)
    }

    /// A `<simulatedMetricsContainer>`'s metrics.
    mutating func simulatedMetrics(container: IBElement, id: String?) -> IBSimulatedMetrics {
        var metrics = IBSimulatedMetrics()
        for child in container.children where !simulatedMetric(child, into: &metrics, id: id) {
            unknownElement(child, parent: container.name, id: id)
        }
        return metrics
    }

    /// Reads `element` into `metrics` when it is a simulated metric; false when it is not one.
    mutating func simulatedMetric(_ element: IBElement, into metrics: inout IBSimulatedMetrics, id: String?) -> Bool {
        let key = element["key"]
        let bar: IBSimulatedBar =
            element.name == "nil"
            ? .none
            : .bar(element: element.name, attributes: element.attributes.filter { $0.key != "key" })
        switch (element.name, key) {
        case (_, "simulatedStatusBarMetrics"), (_, "statusBar"):
            metrics.statusBar = bar
        case (_, "simulatedTopBarMetrics"):
            metrics.topBar = bar
        case (_, "simulatedBottomBarMetrics"):
            metrics.bottomBar = bar
        case ("simulatedOrientationMetrics", _):
            metrics.orientation = element["orientation"] ?? "portrait"
        case ("simulatedScreenMetrics", _):
            metrics.screen = element["type"] ?? ""
        case ("freeformSimulatedSizeMetrics", _):
            metrics.sizeMode = "freeform"
        case ("modalFormSheetSimulatedSizeMetrics", _):
            metrics.sizeMode = "modalFormSheet"
        case ("modalPageSheetSimulatedSizeMetrics", _):
            metrics.sizeMode = "modalPageSheet"
        case ("size", "freeformSize"):
            metrics.freeformSize = size(element, id: id)
        default:
            return false
        }
        return true
    }
}
