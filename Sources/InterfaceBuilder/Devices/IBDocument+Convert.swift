import Rigging

extension IBDocument {
    /// The hierarchy whose root has document id `rootID`, on `target` (nil: the document's own
    /// device and orientation), as a scene whose layout gives the frames
    /// `screen(forHierarchy:on:)` gives, with an id on every constraint entry that stands for a
    /// document constraint, so that events can refer to it: its `identifier` when that is a
    /// valid scene id, else the outlet property that reaches it (`logoHeight`), else `c_` and
    /// its document id with `-` made `_` (`c_SgN_C15_001`). A hidden arranged view is arranged,
    /// collapsed, as UIKit loads it, so that an event can show it (the screen holds it at its
    /// stored frame at the document's own device, where Xcode's canvas put it).
    public func convertedScene(forHierarchy rootID: String, on target: IBLayoutTarget? = nil) throws(IBSceneError) -> Scene {
        var scene = try screen(forHierarchy: rootID, on: target, live: true).hierarchy
        var outlets: [String: String] = [:]
        for connection in index.connections {
            if let property = connection.property, outlets[connection.destination] == nil { outlets[connection.destination] = property }
        }
        var taken = Set(scene.scene.constraints.compactMap(\.id))
        for (entry, documentID) in scene.constraintIDs.enumerated() where entry < scene.scene.constraints.count {
            guard let documentID, scene.scene.constraints[entry].id == nil else { continue }
            let sanitized = "c_" + String(documentID.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            let candidates = [outlets[documentID], sanitized].compactMap { $0 }
            guard let id = candidates.first(where: { IBSceneBuilder.isIdentifier($0) && !taken.contains($0) }) else { continue }
            scene.scene.constraints[entry].id = id
            taken.insert(id)
        }
        return scene.scene
    }
}
