/// The smallest box, in root coordinates, holding every view's frame in every frame of some
/// dumps: the pictures draw this box, not the root, so views outside the root stay visible.
struct FrameBounds: Hashable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// The union of every view's frame over every frame of `dumps`; a 1 × 1 box at the origin
    /// when there is none. Non-finite components are left out.
    init(_ dumps: [FrameDump]) {
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for dump in dumps {
            for frame in dump.frames {
                for (v, view) in frame.views.enumerated() {
                    // A transformed view counts by its on-screen bounding box.
                    let r = frame.transforms.isEmpty ? view : view.shownBounds(frame.transforms[v])
                    guard r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite else { continue }
                    box.minX = min(box.minX, r.x, r.x + r.width)
                    box.maxX = max(box.maxX, r.x, r.x + r.width)
                    box.minY = min(box.minY, r.y, r.y + r.height)
                    box.maxY = max(box.maxY, r.y, r.y + r.height)
                }
            }
        }
        if box.minX > box.maxX { box = (0, 0, 1, 1) }
        (minX, minY, maxX, maxY) = box
    }

    var width: Double { max(maxX - minX, 1) }
    var height: Double { max(maxY - minY, 1) }
}
