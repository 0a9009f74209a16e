import Foundation
import InterfaceBuilder
import Rigging

/// A scene file that starts from an Interface Builder document: its `"document"` key names the
/// document (`"path"`, relative to the scene file), the hierarchy (`"scene"`: a root view's id,
/// a controller's id or storyboard identifier; optional when the document holds one), and
/// optionally `"device"` and `"orientation"`; the file's other keys are the scene's own:
/// `"events"`, `"duration"`, `"hz"` and `"metrics"` as in any scene, `"constraints"` and
/// `"views"` added after the document's. Events refer to the document's constraints by the ids
/// `IBDocument.convertedScene(forHierarchy:on:)` gives them: identifier, outlet or `c_` and the
/// document id.
///
/// ```json
/// {"document": {"path": "SignIn.storyboard", "scene": "SignIn", "device": "retina4_0"},
///  "duration": 1,
///  "events": [{"at": 0, "animate": [{"constraint": "logoHeight", "to": 0}]}]}
/// ```
enum DocumentSceneFile {
    /// The scene the file's bytes describe when they are a JSON object with a `"document"` key;
    /// nil for any other file (read as a plain scene).
    static func scene(bytes: [UInt8], file: String) throws(SceneError) -> [UInt8]? {
        // A cheap test first: most scene files do not start from a document.
        guard bytes.count < 1 << 26, String(decoding: bytes, as: UTF8.self).contains("\"document\""),
            let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any],
            let reference = object["document"]
        else { return nil }
        guard let reference = reference as? [String: Any] else {
            throw SceneError(file: file, path: "document", problem: .expected("an object", found: "another value"))
        }
        for key in reference.keys where !["path", "scene", "device", "orientation"].contains(key) {
            throw SceneError(file: file, path: "document", problem: .unknownKey(key, allowed: ["path", "scene", "device", "orientation"]))
        }
        guard let relative = reference["path"] as? String else { throw SceneError(file: file, path: "document", problem: .missingKey("path")) }
        let path =
            relative.hasPrefix("/")
            ? relative
            : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(relative).path
        var targets = DocumentTargets()
        if let id = reference["device"] as? String {
            do {
                targets.devices = [try Device.lookup(id)]
            } catch {
                throw SceneError(file: file, path: "document.device", problem: .invalid(error.description))
            }
        }
        if let text = reference["orientation"] as? String {
            guard let orientation = Device.Orientation(rawValue: text) else {
                throw SceneError(
                    file: file, path: "document.orientation", problem: .expected("portrait or landscape", found: InputQuote.quoted(text)))
            }
            targets.orientations = [orientation]
        }
        let base: Scene
        do {
            base = try ConvertCommand.scene(document: path, sceneID: reference["scene"] as? String, targets: targets)
        } catch {
            throw SceneError(file: file, path: "document", problem: .invalid(Self.message(error)))
        }
        guard var merged = (try? JSONSerialization.jsonObject(with: Data(try base.jsonText().utf8))) as? [String: Any] else {
            throw SceneError(file: file, path: "document", problem: .invalid("the document's scene did not convert"))
        }
        for (key, value) in object where key != "document" {
            if ["constraints", "views"].contains(key), let added = value as? [Any] {
                merged[key] = ((merged[key] as? [Any]) ?? []) + added
            } else {
                merged[key] = value
            }
        }
        guard let data = try? JSONSerialization.data(withJSONObject: merged) else {
            throw SceneError(file: file, path: "", problem: .invalid("the merged scene is not JSON"))
        }
        return [UInt8](data)
    }

    private static func message(_ failure: RigFailure) -> String {
        switch failure {
        case .usage(let error): return error.message
        case .scene(let error): return "\(error)"
        case .output(let error): return "\(error)"
        case .document(let error): return "\(error)"
        case .message(let text): return text
        }
    }
}
