/// A text measured once in one font: each character's advance, its kerning with the character
/// before it in the same paragraph, and where lines may break. Wrapping it at any width is then
/// a loop over numbers (the automatic second pass wraps the same text at many widths).
struct MeasuredText {
    enum Kind: UInt8 { case other, space, hyphen, newline }

    /// The text's bytes when it is ASCII without carriage returns (one character a byte, no
    /// grapheme breaking needed), else nil.
    let ascii: [UInt8]?
    /// The characters when the text is not such ASCII (empty otherwise).
    let characters: [Character]
    let advances: [Double]
    /// Kerning between each character and the one before it (0 after a newline or at the start).
    let kerning: [Double]
    let kinds: [Kind]
    let lineHeight: Double

    init(_ text: String, in font: Font, by measurer: some TextMeasurer) {
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        let bytes = isASCII ? Array(text.utf8) : []
        ascii = isASCII ? bytes : nil
        characters = isASCII ? [] : Array(text)
        let count = isASCII ? bytes.count : characters.count
        var advances: [Double] = []
        var kerning: [Double] = []
        var kinds: [Kind] = []
        advances.reserveCapacity(count)
        kinds.reserveCapacity(count)
        if let system = measurer as? SystemFontTextMeasurer {
            // The system font model, the same numbers with the per-font terms computed once per
            // text and ASCII advances read from the tables directly (the model has no kerning).
            let size = font.pointSize
            let tracking = SystemFontTextMeasurer.tracking(at: size)
            let regular = SystemFontTextMeasurer.regularAdvances
            let bold = SystemFontTextMeasurer.boldAdvances
            func advance(ofPrintable byte: UInt8) -> Double {
                let k = Int(byte - 0x20)
                return size * SystemFontTextMeasurer.em(regular[k], bold[k], font.weight) + tracking
            }
            if isASCII {
                for byte in bytes {
                    kinds.append(Self.kind(ofASCII: byte))
                    advances.append(
                        byte >= 0x20 && byte < 0x7F
                            ? advance(ofPrintable: byte)
                            : byte == 0x0A ? 0 : system.advance(of: Character(Unicode.Scalar(byte)), in: font))
                }
            } else {
                for c in characters {
                    // `asciiValue` is 0x0A for both "\n" and "\r\n"; other characters are never
                    // newlines, spaces or hyphens.
                    guard let byte = c.asciiValue else {
                        kinds.append(.other)
                        advances.append(system.advance(of: c, in: font))
                        continue
                    }
                    kinds.append(Self.kind(ofASCII: byte))
                    advances.append(
                        byte >= 0x20 && byte < 0x7F
                            ? advance(ofPrintable: byte)
                            : byte == 0x0A ? 0 : system.advance(of: c, in: font))
                }
            }
            kerning = [Double](repeating: 0, count: count)
        } else {
            kerning.reserveCapacity(count)
            var previous: Character?
            for i in 0..<count {
                let c = isASCII ? Character(Unicode.Scalar(bytes[i])) : characters[i]
                let kind: Kind = c == "\n" || c == "\r\n" ? .newline : c == " " ? .space : c == "-" ? .hyphen : .other
                kinds.append(kind)
                advances.append(kind == .newline ? 0 : measurer.advance(of: c, in: font))
                kerning.append(kind != .newline ? previous.map { measurer.kerning(between: $0, and: c, in: font) } ?? 0 : 0)
                previous = kind == .newline ? nil : c
            }
        }
        self.advances = advances
        self.kerning = kerning
        self.kinds = kinds
        lineHeight = measurer.metrics(for: font).lineHeight
    }

    private static func kind(ofASCII byte: UInt8) -> Kind {
        byte == 0x0A ? .newline : byte == 0x20 ? .space : byte == 0x2D ? .hyphen : .other
    }

    /// The number of characters.
    var count: Int { kinds.count }

    /// The characters in `range` as a string.
    func string(_ range: Range<Int>) -> String {
        if let ascii { return String(decoding: ascii[range], as: UTF8.self) }
        return String(characters[range])
    }

    /// The lines at `maxWidth` (nil or not positive: one per paragraph) as character ranges with
    /// their widths (trailing spaces excluded), calling `body` for each until it returns false.
    /// Greedy: a line takes characters while its visible width fits, then breaks at the last
    /// opportunity (after spaces or a hyphen), or before the character that did not fit when
    /// there is none or `anywhere`.
    func forEachLine(maxWidth: Double?, anywhere: Bool, _ body: (Range<Int>, Double) -> Bool) {
        let limit = maxWidth.flatMap { $0 > 0 ? $0 + 1e-9 : nil } ?? .infinity
        let n = count
        var start = 0
        while true {
            var width = 0.0
            var visible = 0.0
            var breakAt = -1
            var widthAtBreak = 0.0
            var end = n
            var endWidth = 0.0
            var next = n
            var j = start
            scan: while j < n {
                switch kinds[j] {
                case .newline:
                    end = j
                    next = j + 1
                    break scan
                case .space:
                    widthAtBreak = visible
                    width += advances[j] + (j > start ? kerning[j] : 0)
                    breakAt = j + 1
                case .other, .hyphen:
                    let w = advances[j] + (j > start ? kerning[j] : 0)
                    if width + w > limit && j > start {
                        if !anywhere && breakAt > start {
                            end = breakAt
                            endWidth = widthAtBreak
                        } else {
                            end = j
                            endWidth = visible
                        }
                        next = end
                        break scan
                    }
                    width += w
                    visible = width
                    if kinds[j] == .hyphen && !anywhere {
                        breakAt = j + 1
                        widthAtBreak = visible
                    }
                }
                j += 1
            }
            if j == n || kinds[j] == .newline && end == j { endWidth = visible }
            var last = end
            while last > start && kinds[last - 1] == .space { last -= 1 }
            guard body(start..<last, endWidth) else { return }
            if next >= n && !(next == n && end < n && kinds[end] == .newline) { return }
            start = next
        }
    }

    /// The widest of the first `numberOfLines` lines (0: all) and their total height, unrounded.
    func size(maxWidth: Double?, numberOfLines: Int, anywhere: Bool) -> Size {
        guard count > 0 else { return .zero }
        var count = 0
        var widest = 0.0
        forEachLine(maxWidth: maxWidth, anywhere: anywhere) { _, width in
            count += 1
            widest = max(widest, width)
            return numberOfLines <= 0 || count < numberOfLines
        }
        return Size(width: widest, height: Double(count) * lineHeight)
    }

    /// The lines as strings with their widths.
    func lines(maxWidth: Double?, anywhere: Bool) -> [MeasuredLine] {
        var out: [MeasuredLine] = []
        forEachLine(maxWidth: maxWidth, anywhere: anywhere) { range, width in
            out.append(MeasuredLine(text: string(range), width: width))
            return true
        }
        return out
    }
}
