import Locking

extension MeasuredText {
    /// `text` measured in `font` by `measurer`, shared between labels: a table reloading its
    /// cells, or a label set back to an earlier text, measures each text once.
    ///
    /// Only the system font model is cached: it has no settings, so a text and a font always
    /// measure the same, and nothing can invalidate an entry (other measurers may hold a font
    /// file or user code, and are measured each time). The cache holds at most
    /// twice its `capacity` in characters.
    static func shared(_ text: String, in font: Font, by measurer: some TextMeasurer) -> MeasuredText {
        guard measurer is SystemFontTextMeasurer, text.utf8.count <= MeasuredTextCache.longestText else {
            return MeasuredText(text, in: font, by: measurer)
        }
        let key = MeasuredTextCache.Key(text: text, font: font)
        if let hit = MeasuredTextCache.shared.withLock({ $0.find(key) }) { return hit }
        let measured = MeasuredText(text, in: font, by: measurer)
        MeasuredTextCache.shared.withLock { $0.insert(measured, for: key) }
        return measured
    }
}

/// Measured texts by text and font, in two generations: entries go into the young one; when it
/// holds `capacity` characters it becomes the old one (the previous old one is dropped), and a
/// text found only in the old generation moves back to the young. Memory stays under twice
/// `capacity` characters of measurements, and texts in use survive a turnover (an
/// approximation of least-recently-used with no per-entry bookkeeping).
struct MeasuredTextCache {
    struct Key: Hashable {
        let text: String
        let font: Font
    }

    /// Characters measured per generation.
    let capacity: Int
    /// Longer texts are measured each time (a long text view's text rarely repeats).
    static let longestText = 1 << 12

    /// Behind `Locked` (a pthread mutex) rather than `Mutex`, so that ThreadSanitizer sees the
    /// lock that orders the layout threads' accesses (`rig lint`'s workers share this cache).
    static let shared = Locked(MeasuredTextCache(capacity: 1 << 18))

    private(set) var young: [Key: MeasuredText] = [:]
    private(set) var old: [Key: MeasuredText] = [:]
    private var youngCharacters = 0

    init(capacity: Int) { self.capacity = capacity }

    mutating func find(_ key: Key) -> MeasuredText? {
        if let hit = young[key] { return hit }
        guard let hit = old.removeValue(forKey: key) else { return nil }
        insert(hit, for: key)
        return hit
    }

    mutating func insert(_ measured: MeasuredText, for key: Key) {
        if youngCharacters + measured.count > capacity {
            old = young
            young = [:]
            youngCharacters = 0
        }
        if young.updateValue(measured, forKey: key) == nil { youngCharacters += max(measured.count, 1) }
    }
}
