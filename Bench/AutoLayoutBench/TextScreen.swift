import AutoLayout

/// The text workload: `count` multi-line labels (system font, 17 pt, `numberOfLines = 0`) in a
/// column, each pinned 16 points from the root's sides and 8 below the one before, so every
/// label wraps at the width layout gives it. A tick rotates the root between portrait 375 x 667
/// and landscape 667 x 375 and lays out once (the engine's re-wrap pass included), reading
/// every frame.
struct TextScreen {
    let count: Int
    var root = View(name: "view")
    var labels: [Label] = []
    let measurer = SystemFontTextMeasurer()

    init(count: Int) { self.count = count }

    /// Sentences of 4 to 40 words from a fixed vocabulary, the same on every run.
    static func texts(_ count: Int) -> [String] {
        let words = [
            "layout", "the", "constraint", "wraps", "at", "a", "width", "label", "engine", "solves", "text",
            "of", "Interface", "Builder", "rotation", "and", "height", "every", "line", "measures", "font",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        return (0..<count).map { _ in (0..<(4 + next(37))).map { _ in words[next(words.count)] }.joined(separator: " ") }
    }

    mutating func build() throws {
        root = View(name: "view", frame: Rect(x: 0, y: 0, width: 375, height: 667))
        labels = []
        var constraints: [LayoutConstraint] = []
        var above: View = root
        for (k, text) in Self.texts(count).enumerated() {
            let label = Label(name: "label\(k)", text: text, measurer: measurer)
            label.numberOfLines = 0
            root.addSubview(label)
            constraints += [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                k == 0
                    ? label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
                    : label.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 8),
            ]
            labels.append(label)
            above = label
        }
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }

    /// Odd ticks turn the root to landscape, even ticks back to portrait; one layout each.
    func rotate(tick k: Int) {
        root.frame = k % 2 == 1 ? Rect(x: 0, y: 0, width: 667, height: 375) : Rect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        for label in labels { sink += label.frame.maxY }
    }

    /// Every label as wide as the root less 32, and as tall as its text wrapped at that width.
    func check() throws {
        let width = root.frame.width - 32
        for label in labels {
            let lines = measurer.lines(of: label.text, in: label.font, maxWidth: width).count
            let height = (Double(lines) * measurer.metrics(for: label.font).lineHeight * 2).rounded(.up) / 2
            guard abs(label.frame.width - width) < 1e-6, abs(label.frame.height - height) < 1e-6 else {
                throw WrongAnswer(description: "\(label.name): \(label.frame), expected width \(width) and \(lines) lines (\(height))")
            }
        }
    }
}

/// The text measurers' throughput: the labels' texts measured and wrapped at 343 points.
enum TextThroughput {
    /// Times one pass over `texts` (wrap at 343 points, sizes summed into the sink).
    static func pass(_ measurer: some TextMeasurer, _ texts: [String], font: Font) {
        for text in texts { sink += measurer.size(of: text, in: font, maxWidth: 343).height }
    }
}
