import AutoLayout

extension FrameTransforms {
    /// The transforms `views` show, given `frames` (their untransformed frames in root
    /// coordinates, parallel to them): each view's own transform followed by every ancestor's,
    /// each about its own centre, written about the frame's centre. Empty while no view has a
    /// transform (no pass at all while no live view in the process has one).
    static func shown(by views: [View], frames: [Rect]) -> FrameTransforms {
        guard !View.noViewIsTransformed, views.contains(where: { !$0.transform.isIdentity }) else { return FrameTransforms() }
        var slot: [ObjectIdentifier: Int] = [:]
        for (i, view) in views.enumerated() { slot[ObjectIdentifier(view)] = i }
        // The absolute map of each view (root coordinates to screen), made parents first.
        var absolute = [Transform2D?](repeating: nil, count: views.count)
        func map(_ i: Int) -> Transform2D {
            if let known = absolute[i] { return known }
            var chain: [Int] = [i]
            while let up = views[chain[chain.count - 1]].superview, let j = slot[ObjectIdentifier(up)], absolute[j] == nil {
                chain.append(j)
            }
            for index in chain.reversed() {
                let view = views[index]
                let f = frames[index]
                let parent = view.superview.flatMap { slot[ObjectIdentifier($0)] }.flatMap { absolute[$0] } ?? .identity
                let own = view.transform.isIdentity ? Transform2D.identity : view.transform.about(Point(x: f.x + f.width / 2, y: f.y + f.height / 2))
                absolute[index] = own.concatenating(parent)
            }
            return absolute[i] ?? .identity
        }
        var result = FrameTransforms()
        for i in frames.indices where i < views.count {
            let m = map(i)
            if m.isIdentity { continue }
            let c = Point(x: frames[i].x + frames[i].width / 2, y: frames[i].y + frames[i].height / 2)
            result[i] = Transform2D(translationX: c.x, y: c.y).concatenating(m).concatenating(Transform2D(translationX: -c.x, y: -c.y))
        }
        return result
    }
}
