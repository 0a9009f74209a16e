import InterfaceBuilder
import Rigging

/// `rig layout DOC.storyboard|DOC.xib [--scene ID] [--json]`: every hierarchy of an Interface
/// Builder document laid out at the document's own device, each view's frame keyed by its
/// document id, in its hierarchy root's coordinates.
extension LayoutCommand {
    /// Whether `path` names an Interface Builder document rather than a scene file.
    static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// Lays out the document's hierarchies (those `scene` names: a root view's id, a controller's
    /// id or its storyboard identifier) and prints one object per hierarchy.
    func runDocument(_ context: RigContext) throws(RigFailure) -> Int32 {
        let document: IBDocument
        do {
            document = try IBDocument.read(path: self.scene)
        } catch {
            throw .message("\(error)")
        }
        var roots = document.hierarchyRoots.map(\.id)
        if let wanted = sceneID {
            let controller = document.viewController(id: wanted) ?? document.viewController(storyboardIdentifier: wanted)
            roots = roots.filter { $0 == wanted || $0 == controller?.view?.id }
            guard !roots.isEmpty else { throw .message("\(self.scene): no hierarchy, controller or storyboard identifier '\(wanted)'") }
        }
        var text = ""
        for rootID in roots {
            let mapped: IBHierarchyScene
            do {
                mapped = try document.scene(forHierarchy: rootID)
            } catch {
                throw .message("\(self.scene): \(error)")
            }
            let frames: [FrameRect]
            do {
                frames = try context.tool.makeBackend(PreparedScene(mapped.scene, file: self.scene)).layout()
            } catch {
                throw .scene(error)
            }
            let pairs = mapped.documentFrames(frames)
            text += json ? Self.json(mapped, pairs, device: document.device?.id) : Self.text(mapped, pairs)
        }
        try context.write(text)
        return 0
    }

    /// One JSON line: the hierarchy, its category and device, the frames by id, the warnings.
    static func json(_ mapped: IBHierarchyScene, _ pairs: [(id: String, frame: FrameRect)], device: String?) -> String {
        var w = JSONWriter()
        w.object { o in
            o.key("hierarchy"); o.string(mapped.rootID)
            o.key("category"); o.string(mapped.category.rawValue)
            if let device { o.key("device"); o.string(device) }
            o.key("frames"); o.object { f in
                for pair in pairs {
                    f.key(pair.id)
                    f.array { a in
                        for value in [pair.frame.x, pair.frame.y, pair.frame.width, pair.frame.height] { a.number(value) }
                    }
                }
            }
            o.key("warnings"); o.strings(mapped.warnings.map(\.description))
        }
        return w.text + "\n"
    }

    /// A header per hierarchy, then `id x y width height` per view and the warnings.
    static func text(_ mapped: IBHierarchyScene, _ pairs: [(id: String, frame: FrameRect)]) -> String {
        var text = "\(mapped.rootID) (\(mapped.category.rawValue))\n"
        for pair in pairs {
            let f = pair.frame
            text += "  \(pair.id) \(NumberFormat.string(f.x)) \(NumberFormat.string(f.y)) \(NumberFormat.string(f.width)) \(NumberFormat.string(f.height))\n"
        }
        for warning in mapped.warnings { text += "  warning: \(warning)\n" }
        return text
    }
}
