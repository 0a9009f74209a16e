import AutoLayout

extension PreparedScene {
    /// The prepared scene with its root given `size` and `safeArea`: its items and events do not
    /// depend on them, so nothing is parsed again (a scene laid out on several screen sizes).
    public func withRoot(size: Size, safeArea: EdgeInsets) -> PreparedScene {
        var copy = self
        copy.scene.root.size = size
        copy.scene.root.safeArea = safeArea
        return copy
    }
}
