/// The width a view's text wraps at when layout decides it (UIKit's automatic
/// `preferredMaxLayoutWidth`), and the rule that moves it.
///
/// `width` is nil while the text is measured on one line (the first pass). After a solve:
/// - unwrapped, and laid out narrower than its one-line width: wrap at the laid-out width;
/// - wrapped at `w`, and laid out wider than `w` or narrower than the wrapped text: wrap there;
/// - laid out between the wrapped text's width and `w` (hugged): keep `w`, the lines would not
///   change (greedy breaking at any width from the widest line up to `w` gives the same lines);
/// - the root resized while the view was hugged: back to one line, so that it can grow into
///   the room it now has (UIKit re-measures from one line on every layout; this does it only
///   when a narrower earlier width could hold the text back).
struct AutomaticWrapWidth: Hashable {
    /// The width the text wraps at; nil: not wrapped.
    var width: Double?
    /// The width the last solve laid the view out at (NaN before the first).
    var laidOut = Double.nan

    /// Applies the rule; `natural` is the one-line width and `measured` the width of the text
    /// as last measured (both as the intrinsic size reports them). True when `width` changed.
    mutating func adopt(laidOut w: Double, natural: Double, measured: Double, rootResized: Bool) -> Bool {
        let tolerance = 1e-6
        let previous = laidOut
        laidOut = w
        guard let current = width else {
            guard w < natural - tolerance else { return false }
            width = w
            return true
        }
        if rootResized && previous < current - tolerance {
            width = nil
            return true
        }
        guard w > current + tolerance || w < measured - tolerance else { return false }
        width = w
        return true
    }
}
