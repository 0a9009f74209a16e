// What a label draws in its bounds: the lines that fit, the last one cut as `lineBreakMode` says.

extension Label {
    /// The lines drawn in the label's laid-out bounds (see `displayedLines(in:)`).
    public var displayedLines: [String] { layoutText(in: bounds.size).lines }

    /// Whether the text does not fit in the label's laid-out bounds: a single line wider than the
    /// label, or more lines than `numberOfLines` or the height allow.
    public var isTruncated: Bool { layoutText(in: bounds.size).truncated }

    /// The lines drawn in a box of `size`, as UIKit draws them: wrapped at the width (one line when
    /// `numberOfLines` is 1), as many as `numberOfLines` and the height allow (at least one); when
    /// text is left over, the last line takes the rest of the text cut by `lineBreakMode`
    /// (an ellipsis at the end, the start or the middle; clipping and the wrapping modes show the
    /// characters or words that fit).
    ///
    /// ```swift
    /// let label = Label(name: "title", text: "A title that is far too long", measurer: FixedAdvanceTextMeasurer())
    /// let shown = label.displayedLines(in: Size(width: 80, height: 20))
    /// // shown == ["A title t…"]
    /// ```
    public func displayedLines(in size: Size) -> [String] { layoutText(in: size).lines }

    func layoutText(in size: Size) -> (lines: [String], truncated: Bool) {
        guard !text.isEmpty else { return ([], false) }
        let lineHeight = measurer.metrics(for: font).lineHeight
        let byHeight = lineHeight > 0 ? max(Int(((size.height + 1e-6) / lineHeight).rounded(.down)), 1) : 1
        let limit = numberOfLines == 0 ? byHeight : min(numberOfLines, byHeight)
        let all = measurer.measuredLines(
            of: text, in: font, maxWidth: numberOfLines == 1 ? nil : size.width,
            lineBreakMode: lineBreakMode)
        let fits = size.width + 1e-6
        if all.count <= limit && all.allSatisfy({ $0.width <= fits }) { return (all.map(\.text), false) }
        var shown = all.prefix(limit).map(\.text)
        let rest = all[(limit - 1)...].map(\.text).joined(separator: " ")
        shown[limit - 1] = cut(rest, toWidth: size.width)
        return (shown, true)
    }

    private func cut(_ line: String, toWidth width: Double) -> String {
        let chars = Array(line)
        func w(_ s: some StringProtocol) -> Double { measurer.width(of: s, in: font) }
        func longestPrefix(_ room: Double) -> Int {
            var n = 0
            while n < chars.count && w(String(chars[0...n])) <= room + 1e-6 { n += 1 }
            return n
        }
        func longestSuffix(_ room: Double) -> Int {
            var n = 0
            while n < chars.count && w(String(chars[(chars.count - n - 1)...])) <= room + 1e-6 { n += 1 }
            return n
        }
        let ellipsis = "\u{2026}"
        let room = width - w(ellipsis)
        switch lineBreakMode {
        case .byTruncatingTail:
            return String(chars.prefix(longestPrefix(room))) + ellipsis
        case .byTruncatingHead:
            return ellipsis + String(chars.suffix(longestSuffix(room)))
        case .byTruncatingMiddle:
            var head = 0
            var tail = 0
            while head + tail < chars.count {
                let grow = head <= tail
                let candidate = String(chars.prefix(head + (grow ? 1 : 0))) + String(chars.suffix(tail + (grow ? 0 : 1)))
                guard w(candidate) <= room + 1e-6 else { break }
                if grow { head += 1 } else { tail += 1 }
            }
            return String(chars.prefix(head)) + ellipsis + String(chars.suffix(tail))
        case .byClipping, .byCharWrapping:
            return String(chars.prefix(longestPrefix(width)))
        case .byWordWrapping:
            let n = longestPrefix(width)
            guard n < chars.count, let space = chars[..<n].lastIndex(of: " ") else { return String(chars.prefix(n)) }
            return String(chars[..<space])
        }
    }
}
