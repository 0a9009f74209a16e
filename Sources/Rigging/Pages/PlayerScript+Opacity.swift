// Opacity in the player (`PlayerScript`): the script's drawing blends each view's fill and line
// over what lies under it at the opacity the frame shows (`FrameAlphas`), and skips a view at 0.
// A page whose runs are all opaque carries the script without these edits, so pages of runs that
// never change an opacity are byte for byte what they were without opacity.

extension PlayerScript {
    /// The script, with opacity drawing when `opacity` is true (some frame shows a view at an
    /// opacity other than 1).
    static func source(opacity: Bool) -> String {
        guard opacity else { return source }
        var text = source
        for edit in opacityEdits {
            if let range = text.range(of: edit.original) { text.replaceSubrange(range, with: edit.replacement) }
        }
        return text
    }

    /// Each edit: a passage of `source` (found exactly once; a test checks it) and what replaces it.
    static let opacityEdits: [(original: String, replacement: String)] = [
        (
            #"""
            const tfOf = (run, f, v) => run.tf.size ? run.tf.get(f * run.views.length + v) : undefined;
            """#,
            #"""
            const tfOf = (run, f, v) => run.tf.size ? run.tf.get(f * run.views.length + v) : undefined;
            // Opacities: each view that shows one other than 1, by frame; drawing blends at it.
            runs.forEach((run, i) => {
              run.al = new Map();
              for (const a of (D.runs[i].alphas || [])) run.al.set(a[0] * run.views.length + a[1], a[2]);
            });
            const alphaOf = (run, f, v) => run.al.size ? (run.al.get(f * run.views.length + v) ?? 1) : 1;
            // The opacity the next boxes draw at, and a pixel blended over another at it (channel by channel).
            let A = 1;
            const mix = (under, over) => {
              let out = 0;
              for (let sh = 0; sh < 24; sh += 8) {
                const u = (under >>> sh) & 255, o = (over >>> sh) & 255;
                out |= Math.round(u + (o - u) * A) << sh;
              }
              return (out | 0xff000000) >>> 0;
            };
            const put = (buf, i, c) => { buf[i] = A < 1 ? mix(buf[i], c) : c; };
            """#
        ),
        (
            #"""
                const row = y * W, c = y === y0 || y === y1 - 1 ? sc : fc;
                if (b - a > 32)
            """#,
            #"""
                const row = y * W, c = y === y0 || y === y1 - 1 ? sc : fc;
                if (A < 1) {
                  for (let i = row + a; i < row + b; i++) buf[i] = mix(buf[i], (left && i === row + x0) || (right && i === row + x1 - 1) ? sc : c);
                  continue;
                }
                if (b - a > 32)
            """#
        ),
        (
            #"""
                buf.fill(edge ? sc : fc, row + x0, row + x1);
            """#,
            #"""
                if (A < 1) for (let i = row + x0; i < row + x1; i++) buf[i] = mix(buf[i], edge ? sc : fc); else buf.fill(edge ? sc : fc, row + x0, row + x1);
            """#
        ),
        (
            #"x <= Math.min(Math.max(l, pl), x1 - 1); x++) buf[row + x] = sc;"#,
            #"x <= Math.min(Math.max(l, pl), x1 - 1); x++) put(buf, row + x, sc);"#
        ),
        (
            #"x <= Math.min(Math.max(r, pr) - 1, x1 - 1); x++) buf[row + x] = sc;"#,
            #"x <= Math.min(Math.max(r, pr) - 1, x1 - 1); x++) put(buf, row + x, sc);"#
        ),
        (
            #"""
                for (let v = 0, o = f * run.per; v < V; v++, o += 4) {
                  const m = tfOf(run, f, v);
            """#,
            #"""
                for (let v = 0, o = f * run.per; v < V; v++, o += 4) {
                  A = alphaOf(run, f, v);
                  if (A <= 0) continue;
                  const m = tfOf(run, f, v);
            """#
        ),
        (
            #"""
                if (ghost && ghost.n > 0) {
                  const g = frameOf(ghost, index);
            """#,
            #"""
                A = 1;
                if (ghost && ghost.n > 0) {
                  const g = frameOf(ghost, index);
            """#
        ),
    ]
}
