import AutoLayout
import Rigging

/// A layout hook for rows that wrap: after a pass, when `watch`'s right edge passes the root's
/// width minus `margin`, the `row` entries are deactivated and the `wrapped` ones activated (and
/// layout runs again); once the root is at least as wide as the row needed, they swap back.
///
/// Install with `driver.layoutHook = OverflowSwitch(...).hook`. The state (wrapped or not, and the
/// width the row needs) lives in the switch, so use one switch per driver.
final class OverflowSwitch {
    /// The name of the view whose right edge is watched.
    let watch: String
    /// Ids of the constraint entries active while the row fits on one line.
    let row: [String]
    /// Ids of the constraint entries active while the row is wrapped.
    let wrapped: [String]
    /// How close to the root's right edge, in points, the watched view may come before the row wraps.
    let margin: Double
    /// Whether the wrapped entries are active.
    private(set) var isWrapped = false
    /// The root width the row needed when it last overflowed.
    private(set) var rowWidth = 0.0

    /// A switch watching `watch` that swaps `row` for `wrapped` when the view's right edge comes
    /// within `margin` points (8 by default) of the root's width.
    init(watch: String, row: [String], wrapped: [String], margin: Double = 8) {
        self.watch = watch
        self.row = row
        self.wrapped = wrapped
        self.margin = margin
    }

    /// The hook: returns true when it swapped the entries.
    func hook(_ driver: SceneDriver, _ frames: [Rect]) -> Bool {
        guard let index = driver.scene.viewNames.firstIndex(of: watch), frames.count > index else { return false }
        let rootWidth = frames[0].width
        if !isWrapped {
            let needed = frames[index].x + frames[index].width + margin
            guard needed > rootWidth + 1e-9 else { return false }
            rowWidth = needed
            driver.setActive(ids: row, false)
            driver.setActive(ids: wrapped, true)
            isWrapped = true
            return true
        }
        guard rootWidth + 1e-9 >= rowWidth else { return false }
        driver.setActive(ids: wrapped, false)
        driver.setActive(ids: row, true)
        isWrapped = false
        return true
    }
}
