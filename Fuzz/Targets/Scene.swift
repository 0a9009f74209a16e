import AutoLayout
import Rigging

/// The scene fuzz target: the input's bytes are a whole scene file. Checks:
/// - a rejected scene throws `SceneError` with a non-empty message; when it names a
///   constraint, the index is among the scene's constraints (or the JSON's, if the error is
///   about one) and the position lies inside that constraint's text;
/// - an accepted scene builds a `ViewTreeBackend`, lays out with finite frames, and replays its
///   first second (at most 60 ticks, to keep each run short) with finite frames and constants,
///   twice, to the same bytes (a replay depends only on its scene).
enum SceneFuzz {
    static func run(_ bytes: [UInt8]) -> String? {
        let prepared: PreparedScene
        do {
            prepared = try PreparedScene.load(bytes: bytes, file: "fuzz.json")
        } catch {
            return checkError(error)
        }
        let scene = prepared.scene
        let layout: ViewTreeBackend
        do {
            layout = try ViewTreeBackend(prepared)
        } catch {
            if let problem = checkError(error) { return problem }
            if let constraint = error.constraint, !scene.constraints.indices.contains(constraint) {
                return "error names constraint \(constraint) of \(scene.constraints.count): \(error)"
            }
            if let constraint = error.constraint, let position = error.position,
                !(0...scene.constraints[constraint].text.count).contains(position)
            {
                return "error position \(position) outside \(scene.constraints[constraint].text.debugDescription)"
            }
            return nil
        }
        for frame in layout.layout() where !frame.components.allSatisfy(\.isFinite) { return "layout gave \(frame)" }
        let until = min(scene.duration, 60 / Double(scene.hz))
        var dumps: [String] = []
        var finite = true
        for _ in 0..<2 {
            do {
                let dump = try SceneReplay.run(prepared, options: SceneReplay.Options(until: until))
                dumps.append(dump.jsonLines())
                for frame in dump.frames {
                    finite =
                        finite && frame.constants.allSatisfy(\.isFinite)
                        && frame.views.allSatisfy { $0.components.allSatisfy(\.isFinite) }
                }
            } catch {
                return "a scene that loaded and laid out failed to replay: \(error)"
            }
        }
        if dumps[0] != dumps[1] { return "two replays of one scene differ" }
        if !finite { return "replay recorded a non-finite frame or constant" }
        return nil
    }

    static func checkError(_ error: SceneError) -> String? {
        error.description.isEmpty || error.message.isEmpty ? "empty error message" : nil
    }
}
