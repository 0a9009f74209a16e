// The Visual Format Language parser: Apple's grammar, read in one left-to-right pass over the
// format's ASCII bytes, making constraint descriptions as it goes, in Apple's order, and
// stopping at the first problem with Apple's message and caret.
//
// Grammar, as Apple's parser actually reads it (not as its documentation's table suggests):
//   line       = ("H:" | "V:")? ( "|" connection view | view ) (connection (view | "|"))*
//                -- nothing may follow a closing "|"
//   view       = "[" name ( "(" predicate ("," predicate)* ")" )? "]"
//   connection = ""                                  flush: == 0
//              | "-"  followed by "[" or "|"         standard spacing
//              | "-" ( predicate | "(" predicate ("," predicate)* ")" ) "-"
//   predicate  = ("==" | ">=" | "<=")? value ("@" value)?
//   value      = number (C strtod from a digit or "-") | name (metric, else view)
//   name       = [A-Za-z_][A-Za-z0-9_]*
//
// Sources: Apple's "Visual Format Language" guide (grammar table, documented error examples)
// and the observable behaviour of `NSLayoutConstraintParser` (messages, caret positions, the
// order constraints come out in, and the attribute choices per option), learned from public
// write-ups of it. No code was copied.
//
// Departures and choices (where Apple's behaviour is unknown or unfit for a headless engine):
// 1. Carets count UTF-16 code units, as NSString does. Apple rejects any non-ASCII format before
//    parsing, so every caret is also a byte offset; `VisualFormatError.characterIndex` converts
//    to Characters (they differ only at "\r\n"). Apple's parser holds the message "It contains
//    non-ASCII characters." for this, which we give, with the first non-ASCII character's offset
//    as the (caret-less) index; on Apple's platforms the ASCII byte length of such a string reads
//    as 0, so iOS may well say "It's an empty string." instead.
// 2. Literal numbers are read with strtod's grammar reimplemented in Swift (decimal, hex with
//    "p" exponents, inf/infinity, nan/nan(chars)), always in the C locale, and converted with
//    Swift's own `Double.init?(_:)`: the same extent and value as strtod_l(..., NULL).
// 3. Non-finite constants (from "-inf", "1e999", "-nan" or a metric) are rejected with
//    "Invalid constant specified: ..." (caret after the value); Apple would hand them to the
//    engine. A NaN priority is rejected as "must be greater than 0" (Apple's range checks let
//    NaN through), and so is a positive priority that rounds to 0 as a Float.
// 4. The alignment error for a vertical attribute in a V: line reads "Options mask required
//    views to be aligned on a vertical edge, which is not allowed for layout that is also
//    vertical." (Apple picks the message from a per-attribute table we could not read; the
//    horizontal wording is Apple's.) Alignment constraints are `earlier.attr == later.attr`,
//    one per set alignment bit in attribute order, once per connection between two views;
//    with directionRightToLeft the two items swap, as Apple's do.
// 5. Attributes follow Apple's current SDK: spacingBaselineToBaseline makes V: gaps
//    `later.firstBaseline == earlier.lastBaseline + c` and is an error in an H: line, raised
//    when the first connection is finished (a single-view H: line never raises it). Margins
//    follow the iOS 8 reading (`VisualFormatSpacing.usesLayoutMargins`): a bare "-" next to "|"
//    relates to the superview's margin attribute with constant 0 (newer SDKs relate the margins
//    layout guide's plain edge with the standard-space symbol; we assume that resolves to 0
//    against a guide, giving the same geometry).
// 6. Standard spacing is `VisualFormatSpacing` (8 between siblings, 20 to the superview), also
//    for baseline-to-baseline gaps, where Apple asks the fonts.
// 7. "|" stands for the superview of the view next to it (`VisualFormatItem.superview(of:)`);
//    `hasSuperview` lets the caller report Apple's "Unable to interpret '|' character..." at
//    Apple's caret (after the view or "|" that closes the connection). By default every view
//    has a superview.
// 8. Messages are the strings of Apple's parser, not the paraphrases that circulate: a missing
//    "]" is "Expected a ']' here. That is how you give the end of a view.", an unknown metric is
//    "Encountered metric with name "x", but value was not specified in metrics or views
//    dictionaries", text after a closing "|" is "Expected the end of the format string", and the
//    two "Expected a number or (a) key..." wordings are kept apart as Apple keeps them. The
//    message layout is Apple's byte for byte, including the space before each newline.
// 9. Option bits Apple has no name for are read as Apple reads them: alignment bits 7 and 8
//    (width, height) align like the others; bits 0 and 13-15 are ignored.

extension VisualFormatConstraint {
    /// The constraints a visual format makes, in Apple's order, or Apple's error for it.
    ///
    /// - Parameters:
    ///   - format: the format, e.g. `"H:|-[cancelButton]-12-[acceptButton]-|"`.
    ///   - options: alignment, direction and spacing options.
    ///   - metrics: names usable for constants and priorities.
    ///   - views: the view names the format may use.
    ///   - spacing: what a bare `-` stands for.
    ///   - hasSuperview: whether the named view has a superview (asked only when `|` is next to it).
    /// - Returns: in text order, each connection's constraints followed by the size constraints of
    ///   the view it leads into (the first view's sizes first when the line does not start with
    ///   `|`); alignment constraints last.
    public static func constraints(
        withVisualFormat format: String,
        options: VisualFormatOptions = [],
        metrics: [String: Double] = [:],
        views: Set<String>,
        spacing: VisualFormatSpacing = .standard,
        hasSuperview: (String) -> Bool = { _ in true }
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try withoutActuallyEscaping(
            hasSuperview,
            do: { (hasSuperview) throws(VisualFormatError) in
                var parser = VisualFormatParser(
                    format: format, options: options, metrics: metrics, views: views,
                    spacing: spacing, hasSuperview: hasSuperview)
                return try parser.parseLine()
            })
    }
}

/// One pass over one format; see the top of this file.
struct VisualFormatParser {
    let format: String
    /// The format's bytes; ASCII once `parseLine` has checked.
    let text: [UInt8]
    let options: VisualFormatOptions
    let metrics: [String: Double]
    let views: Set<String>
    let spacing: VisualFormatSpacing
    let hasSuperview: (String) -> Bool

    /// The byte under consideration; the caret of any error.
    var position = 0
    var isHorizontal = true
    var constraints: [VisualFormatConstraint] = []
    var alignments: [VisualFormatConstraint] = []

    init(
        format: String, options: VisualFormatOptions, metrics: [String: Double], views: Set<String>,
        spacing: VisualFormatSpacing, hasSuperview: @escaping (String) -> Bool
    ) {
        self.format = format
        self.text = Array(format.utf8)
        self.options = options
        self.metrics = metrics
        self.views = views
        self.spacing = spacing
        self.hasSuperview = hasSuperview
    }

    /// A parsed predicate's right-hand side.
    enum Value: Equatable {
        case constant(Double)
        /// A view's width (H) or height (V); only inside `[view(...)]`.
        case view(String)
        /// A bare `-`: the standard spacing.
        case standard
    }

    struct Predicate {
        var relation: LayoutRelation = .equal
        var value: Value
        var priority: LayoutPriority = .required
    }

    // MARK: Characters

    var current: UInt8? { position < text.count ? text[position] : nil }

    func byte(at index: Int) -> UInt8? { index < text.count ? text[index] : nil }

    /// The byte at `index` with ASCII letters lowercased (other bytes change harmlessly).
    func lowered(at index: Int) -> UInt8? { byte(at: index).map { $0 | 0x20 } }

    func fail(_ problem: VisualFormatError.Problem) -> VisualFormatError {
        VisualFormatError(problem: problem, format: format, index: position)
    }

    static func isDigit(_ c: UInt8?) -> Bool { c.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    static func isLetter(_ c: UInt8?) -> Bool {
        c.map { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) } ?? false
    }
    static func isNameStart(_ c: UInt8?) -> Bool { c == UInt8(ascii: "_") || isLetter(c) }
    static func isNameBody(_ c: UInt8?) -> Bool { isNameStart(c) || isDigit(c) }
    static func isHexDigit(_ c: UInt8?) -> Bool {
        guard let c else { return false }
        return isDigit(c) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x66)
    }

    // MARK: Line

    mutating func parseLine() throws(VisualFormatError) -> [VisualFormatConstraint] {
        guard !text.isEmpty else { throw fail(.emptyFormat) }
        if let offset = text.firstIndex(where: { $0 >= 0x80 }) {
            // Every byte before the first non-ASCII one is ASCII: byte offset == UTF-16 offset.
            throw VisualFormatError(problem: .nonASCII, format: format, index: offset)
        }
        switch text[0] {
        case UInt8(ascii: "H"), UInt8(ascii: "V"):
            isHorizontal = text[0] == UInt8(ascii: "H")
            position = 1
            guard current == UInt8(ascii: ":") else {
                throw fail(.expectedColonAfterOrientation(isHorizontal ? .horizontal : .vertical))
            }
            position = 2
        default:
            break
        }

        var previous: String
        if current == UInt8(ascii: "|") {
            position += 1
            guard position < text.count else { throw fail(.expectedConnectionAfterSuperview) }
            let connection = try parseConnection()
            let view = try parseView()
            try finish(connection, from: nil, to: view.name)
            constraints += view.sizes
            previous = view.name
        } else {
            let view = try parseView()
            constraints += view.sizes
            previous = view.name
        }

        while position < text.count {
            let connection = try parseConnection()
            if current == UInt8(ascii: "[") {
                let view = try parseView()
                try finish(connection, from: previous, to: view.name)
                constraints += view.sizes
                previous = view.name
            } else if current == UInt8(ascii: "|") {
                position += 1
                try finish(connection, from: previous, to: nil)
                break
            } else {
                throw fail(.expectedViewOrSuperview)
            }
        }
        guard position == text.count else { throw fail(.expectedEndOfFormat) }
        return constraints + alignments
    }

    // MARK: Views

    /// `[name]` or `[name(predicates)]`, with the size constraints it makes.
    mutating func parseView() throws(VisualFormatError) -> (name: String, sizes: [VisualFormatConstraint]) {
        guard current == UInt8(ascii: "[") else { throw fail(.expectedView) }
        position += 1
        guard position < text.count else { throw fail(.expectedView) }
        let name = scanName()
        guard !name.isEmpty else { throw fail(.invalidViewName) }
        guard views.contains(name) else { throw fail(.unknownView(name)) }
        switch current {
        case UInt8(ascii: "]"):
            position += 1
            return (name, [])
        case UInt8(ascii: "("):
            position += 1
            guard position < text.count else { throw fail(.unexpectedEndInView) }
            let predicates = try parsePredicateList(inView: name)
            guard current == UInt8(ascii: ")") else { throw fail(.expectedPredicateEndInView) }
            position += 1
            guard current == UInt8(ascii: "]") else { throw fail(.expectedViewEndAfterPredicates) }
            position += 1
            let dimension: LayoutAttribute = isHorizontal ? .width : .height
            let sizes = predicates.map { predicate -> VisualFormatConstraint in
                switch predicate.value {
                case .view(let other):
                    return VisualFormatConstraint(
                        .view(name), dimension, predicate.relation,
                        .view(other), dimension, priority: predicate.priority)
                case .constant(let constant):
                    return VisualFormatConstraint(
                        .view(name), dimension, predicate.relation,
                        constant: constant, priority: predicate.priority)
                case .standard:  // never made inside a view
                    return VisualFormatConstraint(
                        .view(name), dimension, predicate.relation,
                        priority: predicate.priority)
                }
            }
            return (name, sizes)
        default:
            throw fail(.expectedViewEnd)
        }
    }

    /// The longest C identifier at the caret (possibly empty), consumed.
    mutating func scanName() -> String {
        let start = position
        if Self.isNameStart(current) {
            position += 1
            while Self.isNameBody(current) { position += 1 }
        }
        return String(decoding: text[start..<position], as: UTF8.self)
    }

    // MARK: Connections

    /// Nothing (flush), a bare `-` before `[` or `|`, or `-predicate-` / `-(list)-`.
    mutating func parseConnection() throws(VisualFormatError) -> [Predicate] {
        guard current == UInt8(ascii: "-") else { return [Predicate(value: .constant(0))] }
        position += 1
        if current == UInt8(ascii: "|") || current == UInt8(ascii: "[") {
            return [Predicate(value: .standard)]
        }
        let predicates: [Predicate]
        switch current {
        case UInt8(ascii: "-"):
            throw fail(.ambiguousMinus)
        case UInt8(ascii: "("):
            position += 1
            predicates = try parsePredicateList(inView: nil)
            guard current == UInt8(ascii: ")") else { throw fail(.expectedClosingParenthesis) }
            position += 1
        default:
            predicates = [try parsePredicate(inView: nil)]
        }
        switch current {
        case UInt8(ascii: "-"):
            position += 1
            return predicates
        case UInt8(ascii: ","):
            throw fail(.expectedDashBeforeList)
        default:
            throw fail(.expectedDash)
        }
    }

    // MARK: Predicates

    /// Predicates separated by commas; `view` is the view whose size they constrain, if any.
    mutating func parsePredicateList(inView view: String?) throws(VisualFormatError) -> [Predicate] {
        var predicates = [try parsePredicate(inView: view)]
        while current == UInt8(ascii: ",") {
            position += 1
            predicates.append(try parsePredicate(inView: view))
        }
        return predicates
    }

    mutating func parsePredicate(inView view: String?) throws(VisualFormatError) -> Predicate {
        let relation = try parseRelation()
        let value = try parseValue(inView: view)
        if case .constant(let constant) = value, !constant.isFinite {
            throw fail(.nonFiniteConstant(constant))
        }
        var predicate = Predicate(relation: relation, value: value)
        if current == UInt8(ascii: "@") {
            position += 1
            // A view name read as a priority counts as 0, as in Apple's parser.
            var raw = 0.0
            if case .constant(let number) = try parseValue(inView: view) { raw = number }
            if raw > 1000 { throw fail(.priorityTooHigh(raw)) }
            guard raw > 0, Float(raw) > 0 else { throw fail(.priorityTooLow(raw)) }
            predicate.priority = LayoutPriority(Float(raw))
        }
        return predicate
    }

    /// `==`, `>=`, `<=`, or nothing (equality).
    mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
        guard let c = current else { throw fail(.expectedMoreInput) }
        let relation: LayoutRelation
        switch c {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        default: return .equal
        }
        position += 1
        guard current == UInt8(ascii: "=") else { throw fail(.unknownRelation) }
        position += 1
        return relation
    }

    /// A number, a metric, or (inside a view's parentheses only) a view name.
    mutating func parseValue(inView view: String?) throws(VisualFormatError) -> Value {
        guard let c = current else { throw fail(.expectedNumberOrMetric) }
        if c == UInt8(ascii: "-") || Self.isDigit(c) {
            let (value, length) = scanNumber(from: position)
            guard length > 0 else { throw fail(.expectedNumber) }
            position += length
            return .constant(value)
        }
        guard Self.isNameStart(c) else { throw fail(.expectedNumberOrMetric) }
        let name = scanName()
        if let metric = metrics[name] { return .constant(metric) }
        guard views.contains(name) else { throw fail(.unknownMetric(name)) }
        guard view != nil else { throw fail(.viewUsedAsSpacing) }
        return .view(name)
    }

    /// The number C's `strtod` reads at `start` (in the C locale) and how many bytes it takes;
    /// length 0 when it reads none. Callers start only at `-` or a digit, so no whitespace.
    func scanNumber(from start: Int) -> (value: Double, length: Int) {
        var i = start
        if byte(at: i) == UInt8(ascii: "-") || byte(at: i) == UInt8(ascii: "+") { i += 1 }
        let sign: Double = byte(at: start) == UInt8(ascii: "-") ? -1 : 1

        if matchesWord("infinity", at: i) { return (sign * .infinity, i + 8 - start) }
        if matchesWord("inf", at: i) { return (sign * .infinity, i + 3 - start) }
        if matchesWord("nan", at: i) {
            var end = i + 3
            if byte(at: end) == UInt8(ascii: "(") {
                var j = end + 1
                while Self.isNameBody(byte(at: j)) { j += 1 }
                if byte(at: j) == UInt8(ascii: ")") { end = j + 1 }
            }
            return (.nan, end - start)
        }

        var j = i
        let isHex =
            byte(at: i) == UInt8(ascii: "0") && lowered(at: i + 1) == UInt8(ascii: "x")
            && (Self.isHexDigit(byte(at: i + 2))
                || (byte(at: i + 2) == UInt8(ascii: ".") && Self.isHexDigit(byte(at: i + 3))))
        func isMantissaDigit(_ c: UInt8?) -> Bool { isHex ? Self.isHexDigit(c) : Self.isDigit(c) }
        if isHex { j += 2 }
        var digits = 0
        while isMantissaDigit(byte(at: j)) {
            j += 1
            digits += 1
        }
        if byte(at: j) == UInt8(ascii: ".") {
            j += 1
            while isMantissaDigit(byte(at: j)) {
                j += 1
                digits += 1
            }
        }
        guard digits > 0 else { return (0, 0) }
        let exponentMark = UInt8(ascii: isHex ? "p" : "e")
        if lowered(at: j) == exponentMark {
            var k = j + 1
            if byte(at: k) == UInt8(ascii: "+") || byte(at: k) == UInt8(ascii: "-") { k += 1 }
            if Self.isDigit(byte(at: k)) {
                while Self.isDigit(byte(at: k)) { k += 1 }
                j = k
            }
        }
        let literal = String(decoding: text[start..<j], as: UTF8.self)
        guard let value = Double(literal) else { return (0, 0) }
        return (value, j - start)
    }

    /// True when `word` (lowercase ASCII) is at `index`, ignoring case.
    func matchesWord(_ word: StaticString, at index: Int) -> Bool {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for (offset, expected) in bytes.enumerated() {
            guard let actual = byte(at: index + offset), actual | 0x20 == expected else { return false }
        }
        return true
    }

    // MARK: Lowering a connection

    /// Turns a connection's predicates into constraints between `earlierView` and `laterView`
    /// in text order (nil is `|`), adding alignment constraints for the line's options.
    ///
    /// The later item's near edge relates to the earlier item's far edge:
    /// `later.near RELATION earlier.far + constant`; with directionRightToLeft the items swap
    /// sides (the text's later view is on the left), so the text-earlier view becomes the
    /// first item and left/right are read from the right.
    mutating func finish(
        _ predicates: [Predicate], from earlierView: String?, to laterView: String?
    )
        throws(VisualFormatError)
    {
        let direction = options.rawValue & VisualFormatOptions.directionMask.rawValue
        let usesLeftRight = direction != 0
        let rightToLeft = isHorizontal && direction == VisualFormatOptions.directionRightToLeft.rawValue
        let baseline = options.contains(.spacingBaselineToBaseline)
        // `far` supplies the second item (its far edge); `near` the first item (its near edge).
        let (far, near) = rightToLeft ? (laterView, earlierView) : (earlierView, laterView)
        // The view whose superview a `|` stands for: the one next to it.
        let neighbour = earlierView ?? laterView ?? ""

        for (offset, predicate) in predicates.enumerated() {
            if isHorizontal && baseline { throw fail(.baselineSpacingInHorizontalLayout) }
            let margin = spacing.usesLayoutMargins && predicate.value == .standard

            let secondItem: VisualFormatItem
            let secondAttribute: LayoutAttribute
            if let far {
                secondItem = .view(far)
                secondAttribute =
                    isHorizontal
                    ? (usesLeftRight ? .right : .trailing)
                    : (baseline ? .lastBaseline : .bottom)
            } else {
                secondItem = try superview(of: neighbour)
                secondAttribute =
                    isHorizontal
                    ? (usesLeftRight ? (margin ? .leftMargin : .left) : (margin ? .leadingMargin : .leading))
                    : (margin ? .topMargin : .top)
            }
            let firstItem: VisualFormatItem
            let firstAttribute: LayoutAttribute
            if let near {
                firstItem = .view(near)
                firstAttribute =
                    isHorizontal
                    ? (usesLeftRight ? .left : .leading)
                    : (baseline ? .firstBaseline : .top)
            } else {
                firstItem = try superview(of: neighbour)
                firstAttribute =
                    isHorizontal
                    ? (usesLeftRight ? (margin ? .rightMargin : .right) : (margin ? .trailingMargin : .trailing))
                    : (margin ? .bottomMargin : .bottom)
            }

            let constant: Double
            switch predicate.value {
            case .constant(let value): constant = value
            case .standard:
                let touchesSuperview = far == nil || near == nil
                constant = touchesSuperview ? (margin ? 0 : spacing.superview) : spacing.sibling
            case .view: constant = 0  // never made outside a view
            }
            constraints.append(
                VisualFormatConstraint(
                    firstItem, firstAttribute, predicate.relation, secondItem, secondAttribute,
                    constant: constant, priority: predicate.priority))

            if offset == 0, let far, let near {
                try align(far, near)
            }
        }
    }

    /// Alignment constraints `a.attr == b.attr` for each alignment bit set, in attribute order.
    mutating func align(_ a: String, _ b: String) throws(VisualFormatError) {
        let mask = options.rawValue & VisualFormatOptions.alignmentMask.rawValue
        guard mask != 0 else { return }
        for bit in 1...12 where mask & (1 << UInt(bit)) != 0 {
            let attribute = Self.attributeForAlignmentBit[bit]
            let alongLine = attribute.axis == (isHorizontal ? .horizontal : .vertical)
            if alongLine { throw fail(.alignmentAlongLayout(isHorizontal ? .horizontal : .vertical)) }
            alignments.append(VisualFormatConstraint(.view(a), attribute, .equal, .view(b), attribute))
        }
    }

    /// `NSLayoutConstraint.Attribute` raw values 1...12 (index 0 unused).
    static let attributeForAlignmentBit: [LayoutAttribute] = [
        .notAnAttribute, .left, .right, .top, .bottom, .leading, .trailing,
        .width, .height, .centerX, .centerY, .lastBaseline, .firstBaseline,
    ]

    func superview(of view: String) throws(VisualFormatError) -> VisualFormatItem {
        guard hasSuperview(view) else { throw fail(.noSuperview(view)) }
        return .superview(of: view)
    }
}
