/// The player page's script (`PlayerPage`), inlined in the page: `PlayerScript.js` beside this
/// file, embedded as `source` at build time by the `EmbedText` plugin.
///
/// It unpacks each run's frames (`FramePacking`), draws the current frame into a pixel buffer
/// (opaque fills and 1 px strokes in view order, a view that shows a rotation or shear as its
/// transformed quadrilateral, the ghost run's dashed outlines, the marked view's outline) and then rulers in points and names (`LabelPlacer`'s rules) over it, so a
/// frame change costs one pass over the views whatever their number. Behaviour:
/// - space plays or pauses; left and right arrows step one frame (ten with shift); Home and End
///   go to the first and last frame; the Loop box plays on from the start;
/// - the address's fragment follows the frame (`#frame=N`, with `&mode=overlay` and `&loop`
///   when set) through `history.replaceState` (at most four times a second while playing), and
///   a changed fragment (`hashchange`, a link, a table row, a marker) shows its frame;
/// - `#selftest` (with `frame=N`) checks the page itself: required elements, the frame shown,
///   the keyboard, that the picture drawn from the fragment is the one the arrow keys reach,
///   pointing at a view, a drawn pixel against the view's legend swatch, and the redraw time of 60 frame changes (Performance API marks around the
///   redraw and a one-pixel read that makes the canvas finish drawing); it writes the result
///   into `<pre id="selftest">`. `&hashtest=M` then sets the fragment to frame M and reports
///   whether the `hashchange` showed it.
enum PlayerScript {}
