import AutoLayout

extension IBSceneBuilder {
    /// The layout margins of a controller's root view that preserves its superview's margins
    /// (`preservesSuperviewLayoutMargins`) and sets none of its own: the system minimum side
    /// margins, or the window's margins where they reach further into the root
    /// (`IBSceneRootFrame.windowMargins`, UIView's 8 points inside the screen's safe area), as
    /// UIKit gives a view that preserves its superview's margins the larger of the two. A root
    /// without bars at its bottom so has 8 points there beyond its safe area; one under a
    /// navigation bar keeps none at its top. Nil where the rule does not apply (the root's own
    /// margins stand, `layout(of:isRoot:)`).
    func preservedRootMargins(_ frame: IBSceneRootFrame) -> DirectionalEdgeInsets? {
        guard category == .viewControllerRoot, root.margins.preservesSuperviewLayoutMargins == true,
            root.margins.layoutMargins == nil, root.margins.directionalLayoutMargins == nil, let window = frame.windowMargins
        else { return nil }
        let safe = (root.margins.insetsLayoutMarginsFromSafeArea ?? simulatesSafeArea) ? frame.safeArea : .zero
        let side = systemSideMargin
        return DirectionalEdgeInsets(
            top: max(0, window.top - safe.top), leading: max(side, window.left - safe.left),
            bottom: max(0, window.bottom - safe.bottom), trailing: max(side, window.right - safe.right))
    }
}
