import AutoLayout

/// The transforms one frame's views show, by view index (the frame's view order): a sparse
/// table holding only the views whose transform is not the identity, so a frame without
/// transforms (most are) carries none.
///
/// A view's transform maps its untransformed rectangle (`Rect`) to the screen about the
/// rectangle's centre: the view's own transform followed by every ancestor's (each about its own
/// centre). Reading a view without an entry gives the identity; setting the identity removes the
/// entry, so two tables are equal when they give every view the same transform.
public struct FrameTransforms: Sendable, Hashable {
    /// One view's transform.
    public struct Entry: Sendable, Hashable {
        /// The view's index in the frame's view order.
        public var view: Int
        /// The view's transform about its rectangle's centre (never the identity in a table).
        public var transform: Transform2D

        /// An entry for the view at index `view`.
        public init(view: Int, transform: Transform2D) {
            self.view = view
            self.transform = transform
        }

        /// Whether a dump writes the transform: it prints differently from the identity
        /// (numbers rounded as dumps round them), so a transform that is the identity up to
        /// solver noise is left out, and a dump reads back to the frames it printed.
        public var prints: Bool { FrameTransforms.prints(transform) }
    }

    /// The entries in increasing view order; none holds the identity.
    public private(set) var entries: [Entry] = []

    /// A table without transforms: every view shows the identity.
    public init() {}

    /// A table of `transforms` by view index (identities left out).
    public init(_ transforms: [Int: Transform2D]) {
        entries = transforms.filter { !$0.value.isIdentity }.sorted { $0.key < $1.key }
            .map { Entry(view: $0.key, transform: $0.value) }
    }

    /// Whether every view shows the identity.
    public var isEmpty: Bool { entries.isEmpty }

    /// The entries a dump writes (`Entry.prints`), in view order.
    public var printed: [Entry] { entries.filter(\.prints) }

    /// The transform of the view at index `view` (the identity when it has no entry).
    public subscript(view: Int) -> Transform2D {
        get {
            if entries.isEmpty { return .identity }
            let i = position(of: view)
            return i < entries.count && entries[i].view == view ? entries[i].transform : .identity
        }
        set {
            let i = position(of: view)
            let present = i < entries.count && entries[i].view == view
            if newValue.isIdentity {
                if present { entries.remove(at: i) }
            } else if present {
                entries[i].transform = newValue
            } else {
                entries.insert(Entry(view: view, transform: newValue), at: i)
            }
        }
    }

    /// The table with each view index replaced by `map(view)`; entries mapped to nil are dropped.
    public func remapped(_ map: (Int) -> Int?) -> FrameTransforms {
        var result = FrameTransforms()
        for entry in entries { if let v = map(entry.view) { result[v] = entry.transform } }
        return result
    }

    /// The first index whose entry's view is at least `view`.
    private func position(of view: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].view < view { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether a dump writes `transform` (see `Entry.prints`).
    public static func prints(_ transform: Transform2D) -> Bool {
        !transform.isIdentity && transform.components.map(NumberFormat.string) != ["1", "0", "0", "1", "0", "0"]
    }
}
