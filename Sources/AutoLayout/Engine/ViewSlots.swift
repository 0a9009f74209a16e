import Cassowary

/// The engine's per-view storage, one slot per view of the tree in `LayoutEngine.views` order
/// (preorder: parents before children, so a subtree is a contiguous range of slots).
///
/// A layout pass reads the solution into these flat arrays, with no per-view dictionary
/// lookup, no allocation and no reference counting: every view's solved variables (its alignment
/// rectangle relative to its superview's; View+Attributes.swift), its alignment rectangle and
/// frame in root coordinates (the sums of the relative origins down from the root: a parent's
/// slot comes before its children's), and the pass at which each last changed. `View.frame` reads from them.
/// The arrays do not own the views or their variables (the tree owns the views, the views own
/// their variables); the engine rebuilds them after every change to the tree and empties them
/// before a view leaves it (`LayoutEngine.invalidateSlots()`).
struct ViewSlots {
    /// The four solver variables of a view's alignment rectangle, not owned (the view owns them).
    /// `Unmanaged` so that reading a value costs no retain and release (an `unowned(unsafe)`
    /// reference is retained around each call).
    struct Variables {
        let minX: Unmanaged<Variable>
        let minY: Unmanaged<Variable>
        let width: Unmanaged<Variable>
        let height: Unmanaged<Variable>

        init(_ view: View) {
            minX = .passUnretained(view.minX)
            minY = .passUnretained(view.minY)
            width = .passUnretained(view.widthVariable)
            height = .passUnretained(view.heightVariable)
        }

        /// The same rectangle, asked of `solver` (no `updateVariables()` needed).
        func rect(in solver: Solver) -> Rect {
            Rect(
                x: solver.value(of: minX.takeUnretainedValue()), y: solver.value(of: minY.takeUnretainedValue()),
                width: solver.value(of: width.takeUnretainedValue()), height: solver.value(of: height.takeUnretainedValue()))
        }
    }

    /// The overridable hooks a view's class may implement.
    struct Hooks: OptionSet {
        let rawValue: UInt8
        static let layoutSubviews = Hooks(rawValue: 1)
        static let updateConstraints = Hooks(rawValue: 2)
        static let all: Hooks = [.layoutSubviews, .updateConstraints]
    }

    var views: [UnownedView] = []
    var variables: [Variables] = []
    /// The same variables as one list, four per slot (minX, minY, width, height), which a full
    /// read takes from the solver in one pass without going through the variables' objects.
    var values = VariableList()
    /// The superview's slot, -1 for the root (slot 0).
    var parents: [Int] = []
    /// One past the last slot of each view's subtree.
    var subtreeEnds: [Int] = []
    /// `alignmentRectInsets` of each view.
    var insets: [EdgeInsets] = []
    /// Whether any view has alignment insets (set when one gets them, never cleared): without
    /// any, a view's frame is its alignment rectangle, and a read leaves `insets` unread.
    var hasInsets = false
    /// Each view's bounds origin (a scroll view's content offset), which its subviews' root
    /// rectangles are shifted back by; `hasBoundsOrigins` is false while every one is zero.
    var boundsOrigins: [Point] = []
    var hasBoundsOrigins = false
    var hooks: [Hooks] = []
    /// Pixels per point of the grid each view's frame in its superview lands on (0: exact
    /// values; `LayoutEngine.pixelScale`).
    var pixelScale = 0.0
    /// Per slot, the alignment rectangle relative to the superview's that a frame set by hand
    /// gives a view translating its autoresizing mask (NaN for any other view): while the
    /// solution puts the view there, its frame is kept exact, off the pixel grid, as UIKit
    /// keeps a frame set by hand (`handSetRelative(_:insets:parentInsets:)`).
    var handSet: [Rect] = []
    /// The solved variables: the alignment rectangle relative to the superview's (NaN until read).
    var local: [Rect] = []
    /// The solved alignment rectangle in root coordinates (NaN until read).
    var alignment: [Rect] = []
    /// The frame in root coordinates: the alignment rectangle grown by the insets.
    var frames: [Rect] = []
    /// The pass at which `frames[slot]` last changed (`Int.min`: not since the slots were built).
    var stamps: [Int] = []

    var count: Int { views.count }

    static let unread = Rect(x: .nan, y: .nan, width: .nan, height: .nan)

    /// The hooks a view's class may override. `View`, `Label` and the text controls override neither, so their
    /// instances need no call (the default `layoutSubviews()` only applies frames, which the
    /// pass has done); any other class might, and is always called.
    static func hooks(of view: View) -> Hooks {
        let type = ObjectIdentifier(Swift.type(of: view))
        let plain =
            type == ObjectIdentifier(View.self) || type == ObjectIdentifier(Label.self)
            || type == ObjectIdentifier(Button.self) || type == ObjectIdentifier(TextField.self)
            || type == ObjectIdentifier(TextView.self) || type == ObjectIdentifier(SegmentedControl.self)
        return plain ? [] : .all
    }

    /// Slots for `root`'s tree; each view's `orderIndex` becomes its slot.
    init(root: View) {
        var stack: [UnownedView] = [UnownedView(root)]
        var parentOf: [Int] = [-1]
        while let entry = stack.popLast() {
            let view = entry.view
            let slot = views.count
            view.orderIndex = slot
            views.append(entry)
            parents.append(parentOf.removeLast())
            subtreeEnds.append(slot + 1)
            variables.append(Variables(view))
            insets.append(view.alignmentRectInsets)
            if view.alignmentRectInsets != .zero { hasInsets = true }
            hooks.append(Self.hooks(of: view))
            let parent = parents[slot]
            let solved = view.solvedAlignmentRect ?? Self.unread
            alignment.append(solved)
            local.append(parent < 0 ? solved : solved.offsetBy(dx: -alignment[parent].minX, dy: -alignment[parent].minY))
            boundsOrigins.append(view.boundsOrigin)
            if view.boundsOrigin != .zero { hasBoundsOrigins = true }
            frames.append(
                parent < 0
                    ? Rect(origin: .zero, size: view.storedFrame.size)
                    : view.storedFrame.offsetBy(
                        dx: frames[parent].minX - boundsOrigins[parent].x,
                        dy: frames[parent].minY - boundsOrigins[parent].y))
            stamps.append(Int.min)
            handSet.append(
                parent >= 0 && view.translatesAutoresizingMaskIntoConstraints && !view.isPlacedByLayout
                    ? Self.handSetRelative(view.storedFrame, insets: view.alignmentRectInsets, parentInsets: insets[parent])
                    : Self.unread)
            for child in view.subviews.reversed() {
                stack.append(UnownedView(child))
                parentOf.append(slot)
            }
        }
        for slot in stride(from: views.count - 1, to: 0, by: -1) {
            let parent = parents[slot]
            subtreeEnds[parent] = max(subtreeEnds[parent], subtreeEnds[slot])
        }
        values = VariableList(variables.flatMap { [$0.minX, $0.minY, $0.width, $0.height] })
    }

    init() {}

    /// The alignment rectangle relative to the superview's alignment rectangle of a view whose
    /// frame in the superview is `frame` (the inverse of `frameInSuperview(_:)`).
    static func handSetRelative(_ frame: Rect, insets i: EdgeInsets, parentInsets p: EdgeInsets) -> Rect {
        Rect(
            x: frame.minX + i.left - p.left, y: frame.minY + i.top - p.top,
            width: frame.width - i.left - i.right, height: frame.height - i.top - i.bottom)
    }

    /// The arrays a read writes, as buffers for the length of one read: no uniqueness or bounds
    /// check per slot (a read touches every slot of every pass).
    struct Writer {
        let local, alignment, frames: UnsafeMutableBufferPointer<Rect>
        let stamps: UnsafeMutableBufferPointer<Int>
        let insets: UnsafeBufferPointer<EdgeInsets>
        let hasInsets: Bool
        let boundsOrigins: UnsafeBufferPointer<Point>
        let hasBoundsOrigins: Bool
        let parents: UnsafeBufferPointer<Int>
        let hooks: UnsafeBufferPointer<Hooks>
        let handSet: UnsafeBufferPointer<Rect>
        let pixelScale: Double
        let stamp: Int

        /// Stores `solved` (the slot's variables; on the pixel grid when `pixelScale` is set:
        /// `pixelAligned(_:at:)`) and, placed at `base` (the superview's
        /// alignment origin in root coordinates), the alignment rectangle and frame in root
        /// coordinates. Only a change of `relative` is a change of the view's frame (stamped, and
        /// marked); when only an ancestor moved, the root-coordinate rectangles follow and the
        /// frame in the superview stays.
        @inline(__always)
        func store(_ solved: Rect, base: Point, at slot: Int, marking marked: inout [Int]) {
            let relative = pixelScale > 0 ? pixelAligned(solved, at: slot) : solved
            let rect = Rect(x: relative.minX + base.x, y: relative.minY + base.y, width: relative.width, height: relative.height)
            let old = local[slot]
            if old == relative {
                if alignment[slot] != rect { place(rect, at: slot) }
                return
            }
            local[slot] = relative
            place(rect, at: slot)
            stamps[slot] = stamp
            mark(slot, resized: old.size != relative.size, &marked)
        }

        /// `relative` (a slot's variables) moved so that the view's frame in its superview's
        /// coordinates lies on the pixel grid (`Rect.pixelAligned(toScale:)`): the frame, not the
        /// alignment rectangle, is what UIKit rounds.
        /// The root's and hand-set frames are not moved: UIKit rounds only the frames layout
        /// computes, and a root's frame is its own (`handSet`).
        func pixelAligned(_ relative: Rect, at slot: Int) -> Rect {
            if slot == 0 { return relative }
            let kept = handSet[slot]
            if !kept.minX.isNaN && Self.matches(relative, kept) { return kept }
            guard hasInsets else { return relative.pixelAligned(toScale: pixelScale) }
            let i = insets[slot]
            let parent = parents[slot]
            let p = parent >= 0 ? insets[parent] : .zero
            let dx = p.left - i.left
            let dy = p.top - i.top
            let dw = i.left + i.right
            let dh = i.top + i.bottom
            let frame = Rect(
                x: relative.minX + dx, y: relative.minY + dy,
                width: relative.width + dw, height: relative.height + dh
            ).pixelAligned(toScale: pixelScale)
            return Rect(x: frame.minX - dx, y: frame.minY - dy, width: frame.width - dw, height: frame.height - dh)
        }

        /// Whether the solved `a` is the hand-set `b`, within the solver's rounding error.
        @inline(__always)
        static func matches(_ a: Rect, _ b: Rect) -> Bool {
            func near(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(y)) }
            return near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
        }

        /// Where the subviews of `parent` are placed from, in root coordinates: its alignment
        /// origin, less its bounds origin.
        @inline(__always)
        func base(_ parent: Int) -> Point {
            let o = alignment[parent].origin
            guard hasBoundsOrigins else { return o }
            let b = boundsOrigins[parent]
            return Point(x: o.x - b.x, y: o.y - b.y)
        }

        /// Stores `rect` (root coordinates) as the slot's alignment rectangle, its frame with it
        /// (the same rectangle while no view has insets).
        @inline(__always)
        func place(_ rect: Rect, at slot: Int) {
            alignment[slot] = rect
            guard hasInsets else {
                frames[slot] = rect
                return
            }
            let i = insets[slot]
            frames[slot] = Rect(
                x: rect.minX - i.left, y: rect.minY - i.top,
                width: rect.width + i.left + i.right, height: rect.height + i.top + i.bottom)
        }

        /// Appends to `marked` the slots a change at `slot` asks `layoutSubviews()` of: the view
        /// when its size changed, its superview when either changed, each only if its class may
        /// override it.
        @inline(__always)
        func mark(_ slot: Int, resized: Bool, _ marked: inout [Int]) {
            if resized && hooks[slot].contains(.layoutSubviews) { marked.append(slot) }
            let parent = parents[slot]
            if parent >= 0 && hooks[parent].contains(.layoutSubviews) && marked.last != parent { marked.append(parent) }
        }
    }

    /// Runs `body` with the arrays a read writes (`Writer`).
    private mutating func write<R>(stamp: Int, _ body: (Writer) -> R) -> R {
        let insets = self.insets
        let parents = self.parents
        let hooks = self.hooks
        let hasInsets = self.hasInsets
        let boundsOrigins = self.boundsOrigins
        let hasBoundsOrigins = self.hasBoundsOrigins
        let pixelScale = self.pixelScale
        let handSet = self.handSet
        return handSet.withUnsafeBufferPointer { handSet in
            boundsOrigins.withUnsafeBufferPointer { boundsOrigins in
                local.withUnsafeMutableBufferPointer { local in
                    alignment.withUnsafeMutableBufferPointer { alignment in
                        frames.withUnsafeMutableBufferPointer { frames in
                            stamps.withUnsafeMutableBufferPointer { stamps in
                                insets.withUnsafeBufferPointer { insets in
                                    parents.withUnsafeBufferPointer { parents in
                                        hooks.withUnsafeBufferPointer { hooks in
                                            body(
                                                Writer(
                                                    local: local, alignment: alignment, frames: frames, stamps: stamps,
                                                    insets: insets, hasInsets: hasInsets, boundsOrigins: boundsOrigins,
                                                    hasBoundsOrigins: hasBoundsOrigins, parents: parents, hooks: hooks,
                                                    handSet: handSet, pixelScale: pixelScale, stamp: stamp))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Reads every slot's solution from `solver`, a chunk of slots at a time, in slot order (the
    /// values straight from the tableau: `VariableList`).
    mutating func readAll(from solver: Solver, stamp: Int, marking marked: inout [Int]) {
        guard !variables.isEmpty else { return }
        var list = values
        values = VariableList()  // uniquely referenced while the solver fills it
        write(stamp: stamp) { w in
            solver.readValues(of: &list) { first, v in
                var slot = first >> 2
                var i = 0
                if slot == 0 {
                    // The root's origin is not a solver variable (View+Attributes.swift): it is 0 in root coordinates.
                    w.store(Rect(x: 0, y: 0, width: v[2], height: v[3]), base: .zero, at: 0, marking: &marked)
                    slot = 1
                    i = 4
                }
                while i < v.count {
                    w.store(
                        Rect(x: v[i], y: v[i &+ 1], width: v[i &+ 2], height: v[i &+ 3]),
                        base: w.base(w.parents[slot]), at: slot, marking: &marked)
                    slot &+= 1
                    i &+= 4
                }
            }
        }
        values = list
    }

    /// Reads the slots `range`, the subtree below one view, from `solver` directly (no
    /// `updateVariables()` of the whole tableau). That view's own slot is not read; its origin
    /// in root coordinates is summed from the solver up the chain of superviews.
    mutating func read(_ range: Range<Int>, from solver: Solver, stamp: Int, marking marked: inout [Int]) {
        guard let first = range.first, first > 0 else { return }
        let top = parents[first]
        // Where `top`'s subviews are placed from: its alignment origin (its minX and each
        // ancestor's, less the bounds origins of the views they are placed in) less its own
        // bounds origin.
        let vars = variables
        write(stamp: stamp) { w in
            var origin = Point(x: -w.boundsOrigins[top].x, y: -w.boundsOrigins[top].y)
            var up = top
            while up > 0 {
                let parent = w.parents[up]
                let local =
                    w.pixelScale > 0
                    ? w.pixelAligned(vars[up].rect(in: solver), at: up).origin
                    : Point(
                        x: solver.value(of: vars[up].minX.takeUnretainedValue()), y: solver.value(of: vars[up].minY.takeUnretainedValue()))
                origin.x += local.x - w.boundsOrigins[parent].x
                origin.y += local.y - w.boundsOrigins[parent].y
                up = parent
            }
            for slot in range {
                let parent = w.parents[slot]
                w.store(
                    vars[slot].rect(in: solver), base: parent == top ? origin : w.base(parent),
                    at: slot, marking: &marked)
            }
        }
    }

    /// The frame of `slot` in its superview's coordinates (its bounds: the superview's frame
    /// origin, which lies its alignment insets before its alignment origin).
    func frameInSuperview(_ slot: Int) -> Rect {
        let parent = parents[slot]
        guard parent >= 0 else { return frames[slot] }
        let r = local[slot]
        let i = insets[slot]
        let p = insets[parent]
        return Rect(
            x: r.minX + p.left - i.left, y: r.minY + p.top - i.top,
            width: r.width + i.left + i.right, height: r.height + i.top + i.bottom)
    }
}
