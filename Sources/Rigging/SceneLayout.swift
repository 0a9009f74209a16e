/// The AutoLayout engine behind a scene (views, constraints, one `LayoutEngine`), as a
/// `SceneLayoutBackend`. Until the engine lands on this branch, `make` reports that it is missing.
public enum SceneLayout {
    /// Builds the backend for `scene` (the `RigTool.BackendFactory` the `rig` tool uses).
    public static func make(scene: Scene, table: SceneConstraintTable, file: String?) throws(SceneError) -> any SceneLayoutBackend {
        throw SceneError(file: file, path: "", problem: .invalid("the AutoLayout engine is not available in this build yet"))
    }
}
