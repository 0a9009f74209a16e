import AutoLayout

extension DocumentReader {
    /// The document of `root`, or why it is not an iOS document of version 3.0.
    mutating func document(_ root: IBElement) throws(IBReadError) -> IBDocument {
        guard root.name == "document" else {
            throw IBReadError(file: file, line: root.line, problem: .notInterfaceBuilderDocument(root: root.name))
        }
        let runtime = root["targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") {
            throw IBReadError(file: file, line: root.line, problem: .appKitDocument)
        }
        guard IBVocabulary.iOSRuntimes.contains(runtime) else {
            throw IBReadError(file: file, line: root.line, problem: .unsupportedRuntime(runtime.isEmpty ? "(none)" : runtime))
        }
        let version = root["version"] ?? ""
        guard version == "3.0" else {
            throw IBReadError(file: file, line: root.line, problem: .unsupportedVersion(version.isEmpty ? "(none)" : version))
        }
        let type = root["type"] ?? ""
        let kind: IBDocument.Kind = type.hasSuffix("Storyboard.XIB") ? .storyboard : .xib
        if !IBVocabulary.documentTypes.contains(type) {
            warn(.malformedValue("type", text: type, expected: IBVocabulary.documentTypes.sorted()), line: root.line, id: nil)
        }
        var document = IBDocument(file: file, kind: kind, type: type, version: version, targetRuntime: runtime)
        checkAttributes(root, known: IBVocabulary.documentAttributes, id: nil)
        document.toolsVersion = root["toolsVersion"]
        if let tools = document.toolsVersion, document.interfaceBuilderBuild == nil {
            warn(.malformedNumber("toolsVersion", text: tools), line: root.line, id: nil)
        }
        document.useAutolayout = bool(root, "useAutolayout", id: nil) ?? false
        document.useTraitCollections = bool(root, "useTraitCollections", id: nil) ?? false
        document.useSafeAreas = bool(root, "useSafeAreas", id: nil) ?? false
        document.initialViewController = root["initialViewController"]

        collectIDs(root)
        for child in root.children {
            switch child.name {
            case "device":
                let device = device(child)
                noteDevice(device, line: child.line)
                document.device = device
            case "resources": document.resources = resources(child)
            case "designables": document.designableSizes = designables(child)
            case "scenes":
                document.scenes = child.children.compactMap { element in
                    guard element.name == "scene" else {
                        unknownElement(element, parent: "scenes", id: nil)
                        return nil
                    }
                    return scene(element)
                }
            case "objects": document.objects = objects(child, parent: nil)
            case "simulatedMetricsContainer": document.defaultSimulatedMetrics = simulatedMetrics(container: child, id: nil)
            case "dependencies": document.cocoaTouchPluginVersion = Self.cocoaTouchPluginVersion(child)
            case "customFonts", "inferredMetricsTieBreakers", "accessibilityOverrides", "connections", "color":
                break
            default: unknownElement(child, parent: "document", id: nil)
            }
        }
        document.index = IBIndex(document: document)
        document.index.elementNames = ids
        if let initial = document.initialViewController, ids[initial] == nil {
            warn(.missingReference("initialViewController", id: initial), line: root.line, id: nil)
        }
        checkReferences(document.index)
        noteHierarchies(of: document)
        document.diagnostics = diagnostics + notModelledDiagnostics
        return document
    }

    /// `<device id=... orientation=... appearance=...>` with its `<adaptation>`.
    mutating func device(_ element: IBElement) -> IBDevice {
        checkAttributes(element, known: ["id", "orientation", "appearance", "layout", "renderMode"], id: nil)
        var device = IBDevice(
            id: element["id"], orientation: element["orientation"] ?? "portrait",
            appearance: element["appearance"], adaptation: element["layout"])
        for child in element.children {
            if child.name == "adaptation" {
                device.adaptation = child["id"]
            } else {
                unknownElement(child, parent: "device", id: nil)
            }
        }
        return device
    }

    /// `<resources>`: images with their sizes, named and system colours.
    mutating func resources(_ element: IBElement) -> IBResources {
        var resources = IBResources()
        for child in element.children {
            guard let name = child["name"] else {
                warn(.missingAttribute("name", element: child.name), line: child.line, id: nil)
                continue
            }
            switch child.name {
            case "image":
                resources.images[name] = IBImageResource(
                    name: name, width: number(child, "width", id: name),
                    height: number(child, "height", id: name), catalog: child["catalog"])
            case "namedColor", "systemColor":
                resources.colors.insert(name)
            default:
                unknownElement(child, parent: "resources", id: nil)
            }
        }
        return resources
    }

    /// `<designables>`: each `<designable name="id">`'s `<size key="intrinsicContentSize">`.
    mutating func designables(_ element: IBElement) -> [String: Size] {
        var sizes: [String: Size] = [:]
        for designable in element.children where designable.name == "designable" {
            guard let id = designable["name"] else { continue }
            if let sizeElement = designable.child("size", key: "intrinsicContentSize"), let size = size(sizeElement, id: id) {
                sizes[id] = size
            }
        }
        return sizes
    }
}
