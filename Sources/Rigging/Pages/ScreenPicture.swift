import AutoLayout

/// One laid-out screen drawn for a report, as the pages draw a frame (`FrameSketch`).
package enum ScreenPicture {
    /// The screen as a standalone `<svg>` at most `maxWidth` wide: the views drawn as the pages
    /// draw a frame, then a red outline over each view in `marked` (indices into `views`), for
    /// reports that point at problems.
    package static func svg(views: [Rect], names: [String], maxWidth: Double, marked: Set<Int>) -> String {
        let frame = Frame(tick: 0, time: 0, views: views, constants: [])
        let bounds = FrameBounds([FrameDump(scene: "screen", hz: 1, views: names, constants: [], frames: [frame])])
        let sketch = FrameSketch(bounds: bounds, scale: min(1, maxWidth / bounds.width))
        let (width, height) = sketch.size
        var s = FrameDump.svgHeader(width: width + 4, height: height + 4)
        s += sketch.svg(frame, names: names, ox: 2, oy: 2)
        for index in marked.sorted() where index < views.count {
            let b = sketch.box(views[index], 2, 2)
            s +=
                "<rect x=\"\(fmt(b.x))\" y=\"\(fmt(b.y))\" width=\"\(fmt(max(b.w, 2)))\" height=\"\(fmt(max(b.h, 2)))\" fill=\"none\" stroke=\"#d00000\" stroke-width=\"2.5\"/>\n"
        }
        return s + "</svg>\n"
    }
}
