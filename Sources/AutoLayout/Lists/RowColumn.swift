import Foundation

/// The heights of a column of rows, sized or estimated, with their origins: the model a
/// `TableView` lays out (and a vertical list of items could). Rows are flat, section after
/// section; `sectionCounts` splits them. Each section opens with its `leads` (the padding above
/// its header, then the header) and closes with its `trails` (its footer).
struct RowColumn {
    struct Row {
        var height: Double
        var sized: Bool
    }

    var heights: [Double] = []
    /// Whether each row's height is its own (sized) rather than an estimate.
    var sized: [Bool] = []
    var sectionCounts: [Int] = []
    /// Per section: the header's top padding, the header's height, the footer's height.
    private(set) var paddings: [Double] = []
    private(set) var headers: [Double] = []
    private(set) var footers: [Double] = []
    /// Per section: whether its header and footer heights are their own (not estimates).
    private(set) var sectionSized: [Bool] = []
    /// The width the sized heights were measured at.
    var width = Double.nan
    /// `origins[i]` is the top of row i; one more entry, the total. Rebuilt when stale.
    private var origins: [Double] = [0]
    /// `sectionTops[s]` is the top of section s (its padding); one more entry, the total.
    private var sectionTops: [Double] = [0]
    private var originsValid = true

    init() {}

    init(sectionCounts: [Int], width: Double, estimate: (IndexPath) -> Double) {
        self.sectionCounts = sectionCounts
        self.width = width
        paddings = Array(repeating: 0, count: sectionCounts.count)
        headers = paddings
        footers = paddings
        sectionSized = Array(repeating: true, count: sectionCounts.count)
        for (section, count) in sectionCounts.enumerated() {
            for row in 0..<count {
                heights.append(estimate(IndexPath(row: row, section: section)))
                sized.append(false)
            }
        }
        originsValid = false
    }

    func sectionStart(_ section: Int) -> Int { sectionCounts.prefix(max(section, 0)).reduce(0, +) }

    /// The flat index of `path`, or nil when there is no such row.
    func flatIndex(of path: IndexPath) -> Int? {
        guard path.count == 2, sectionCounts.indices.contains(path.section), path.row >= 0,
            path.row < sectionCounts[path.section]
        else { return nil }
        return sectionStart(path.section) + path.row
    }

    func indexPath(of flat: Int) -> IndexPath {
        var rest = flat
        for (section, count) in sectionCounts.enumerated() {
            if rest < count { return IndexPath(row: rest, section: section) }
            rest -= count
        }
        return IndexPath(row: rest, section: max(sectionCounts.count - 1, 0))
    }

    /// Sets section `s`'s header padding, header and footer heights; `sized` false when either
    /// height is an estimate.
    mutating func setSection(_ s: Int, padding: Double, header: Double, footer: Double, sized: Bool = true) {
        guard sectionCounts.indices.contains(s) else { return }
        paddings[s] = padding
        headers[s] = header
        footers[s] = footer
        sectionSized[s] = sized
        originsValid = false
    }

    /// Keeps section `s`'s heights as estimates, to be measured again.
    mutating func markSectionEstimated(_ s: Int) {
        guard sectionSized.indices.contains(s) else { return }
        sectionSized[s] = false
    }

    /// The top of section `s` (its padding) and its end, below its footer.
    mutating func span(ofSection s: Int) -> (top: Double, bottom: Double) {
        validateOrigins()
        let s = min(max(s, 0), sectionTops.count - 2)
        return s < 0 ? (0, 0) : (sectionTops[s], sectionTops[s + 1])
    }

    /// The sections that overlap `top..<bottom`.
    mutating func sections(from top: Double, to bottom: Double) -> Range<Int> {
        validateOrigins()
        let count = sectionCounts.count
        guard count > 0, bottom > top else { return 0..<0 }
        let first = partition(count) { sectionTops[$0 + 1] > top }
        let end = partition(count) { sectionTops[$0] >= bottom }
        return first..<max(first, end)
    }

    mutating func setHeight(_ height: Double, of i: Int) {
        heights[i] = height
        sized[i] = true
        originsValid = false
    }

    mutating func unsize(_ i: Int, estimate: Double) {
        heights[i] = estimate
        sized[i] = false
        originsValid = false
    }

    mutating func insert(_ row: Row, at i: Int, section: Int) {
        heights.insert(row.height, at: i)
        sized.insert(row.sized, at: i)
        sectionCounts[section] += 1
        originsValid = false
    }

    mutating func remove(at i: Int) {
        heights.remove(at: i)
        sized.remove(at: i)
        let section = indexPath(of: i).section
        if sectionCounts.indices.contains(section) { sectionCounts[section] -= 1 }
        originsValid = false
    }

    private mutating func validateOrigins() {
        guard !originsValid else { return }
        origins = []
        origins.reserveCapacity(heights.count + 1)
        sectionTops = [0]
        var y = 0.0
        var i = 0
        for (s, count) in sectionCounts.enumerated() {
            y += paddings[s] + headers[s]
            for _ in 0..<count where i < heights.count {
                origins.append(y)
                y += heights[i]
                i += 1
            }
            y += footers[s]
            sectionTops.append(y)
        }
        // Rows beyond the sections' counts (none in a consistent column) follow the last.
        while i < heights.count {
            origins.append(y)
            y += heights[i]
            i += 1
        }
        origins.append(y)
        sectionTops[sectionTops.count - 1] = max(sectionTops[sectionTops.count - 1], y)
        originsValid = true
    }

    mutating func origin(of i: Int) -> Double {
        validateOrigins()
        return origins[min(max(i, 0), origins.count - 1)]
    }

    /// The column's height: every section with its header and footer.
    var totalHeight: Double {
        mutating get {
            validateOrigins()
            return max(origins[origins.count - 1], sectionTops[sectionTops.count - 1])
        }
    }

    /// The rows that overlap `top..<bottom` (binary search over the origins).
    mutating func range(from top: Double, to bottom: Double) -> Range<Int> {
        validateOrigins()
        guard !heights.isEmpty, bottom > top else { return 0..<0 }
        // First row whose bottom is below `top`; first row whose top is at or below `bottom`.
        let first = partition(heights.count) { origins[$0] + heights[$0] > top }
        let end = partition(heights.count) { origins[$0] >= bottom }
        return first..<max(first, end)
    }

    /// The smallest index below `count` for which `isAfter` holds (`count` when none).
    private func partition(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
