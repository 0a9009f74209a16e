// UIKit's automatic `preferredMaxLayoutWidth`: text that wraps at the width layout gives it.
//
// A multi-line label's height depends on its width, which the solve decides. As UIKit does,
// the engine solves with each such view measured at the width it last wrapped at (one line at
// first), reads the frames, and shows each view its laid-out width; a view whose width differs
// from the one its height assumed measures again, and the engine re-solves before
// `layoutSubviews()` runs, so hooks see the final frames. This converges in one extra solve when
// the width does not depend on the height (the usual case); it is capped at three.

extension LayoutEngine {
    /// The second pass: shows width-dependent views their laid-out widths and re-solves while
    /// any of them re-measured (at most three rounds).
    func fitTextToLaidOutWidths() {
        var resized = rootResizedSinceTextFit
        rootResizedSinceTextFit = false
        guard !widthDependentSlots.isEmpty else { return }
        for _ in 0..<3 {
            var changed = false
            for slot in widthDependentSlots where slot < slots.count {
                let width = slots.frames[slot].width
                guard width.isFinite else { continue }
                if slots.views[slot].view.adoptLaidOutWidth(width, rootResized: resized) { changed = true }
            }
            resized = false
            guard changed else { return }
            syncSystemConstraints()
            flushPendingConstants()
            readFrames()
        }
    }
}
