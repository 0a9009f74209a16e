import Cassowary

// The scene files' constraint strings:
//   item.attribute RELATION [item.attribute [* multiplier]] [+|- constant] [@priority]
// RELATION is ==, >= or <=; numbers may be metric names; a priority may also be one of
// Apple's names (required, defaultHigh, defaultLow, fittingSizeLevel). Spaces are skipped
// between tokens. Descriptions' `equation` form reads back through this parser (for views; a
// guide prints as `LayoutGuide:owner'identifier'`, as UIKit prints it, which names no item here).
// An item is a view, a named guide, or a view's safe-area or margins guide:
//   view.attribute | guide.attribute | view.safeArea.attribute | view.margins.attribute
// `view.margins.top` is `view.topMargin` (`layoutMarginsGuide`'s anchors), `view.safeArea.top`
// the top of `view.safeAreaLayoutGuide` (made on first use).

extension LayoutConstraint {
    /// Parses a constraint string into an inactive constraint between the named views and guides.
    ///
    /// ```swift
    /// let root = View(name: "view"), title = View(name: "title")
    /// root.addSubview(title)
    /// let c = try LayoutConstraint.parse("title.top == view.safeArea.top + 8", views: ["view": root, "title": title])
    /// print(c.secondItem === root.safeAreaLayoutGuide)  // true
    /// ```
    public static func parse(
        _ text: String, views: [String: View], guides: [String: LayoutGuide] = [:], metrics: [String: Double] = [:]
    ) throws(ConstraintParseError) -> LayoutConstraint {
        var parser = ConstraintStringParser(text: text, views: Set(views.keys), guides: Set(guides.keys), metrics: metrics)
        let (formula, rightStart) = try parser.parse()
        // Every name was checked against these dictionaries' keys, so the formula resolves.
        guard let constraint = formula.constraint(views: views, guides: guides) else {
            throw ConstraintParseError(problem: .unknownView(formula.first.name), text: text, position: 0)
        }
        do {
            try constraint.validate()
        } catch {
            throw ConstraintParseError(problem: .invalidConstraint(error.description), text: text, position: rightStart)
        }
        return constraint
    }
}

struct ConstraintStringParser {
    let text: String
    let chars: [Character]
    let views: Set<String>
    let guides: Set<String>
    let metrics: [String: Double]
    var i = 0

    init(text: String, views: Set<String>, guides: Set<String> = [], metrics: [String: Double]) {
        self.text = text
        self.chars = Array(text)
        self.views = views
        self.guides = guides
        self.metrics = metrics
    }

    /// The attributes a guide has (UIKit's guides have no margins or baselines).
    static let guideAttributes: Set<LayoutAttribute> = [
        .left, .right, .top, .bottom, .leading, .trailing,
        .width, .height, .centerX, .centerY,
    ]

    /// The margin attribute `view.margins.<attribute>` stands for.
    static func marginAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .width: return .widthWithinMargins
        case .height: return .heightWithinMargins
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return nil
        }
    }

    /// An error at `position`, with the nearest known name for an unknown view, attribute or metric.
    func fail(_ problem: ConstraintParseError.Problem, at position: Int) -> ConstraintParseError {
        let suggestion: String?
        switch problem {
        case .unknownView(let name): suggestion = Suggestion.nearest(to: name, among: views.sorted() + guides.sorted())
        case .unknownAttribute(let name):
            suggestion = Suggestion.nearest(to: name, among: LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue))
        case .unknownMetric(let name): suggestion = Suggestion.nearest(to: name, among: metrics.keys.sorted())
        default: suggestion = nil
        }
        return ConstraintParseError(problem: problem, text: text, position: position, suggestion: suggestion)
    }

    mutating func skipSpaces() { while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 } }

    func isNameStart(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
    func isNameBody(_ c: Character) -> Bool { isNameStart(c) || (c.isASCII && c.isNumber) }

    mutating func name() -> String? {
        guard i < chars.count, isNameStart(chars[i]) else { return nil }
        let start = i
        while i < chars.count, isNameBody(chars[i]) { i += 1 }
        return String(chars[start..<i])
    }

    /// `view.attribute` starting at the current position.
    mutating func item() throws(ConstraintParseError) -> ConstraintFormula.Item {
        let start = i
        guard let viewName = name() else { throw fail(.expected("a view name"), at: i) }
        let isGuide = !views.contains(viewName) && guides.contains(viewName)
        guard isGuide || views.contains(viewName) else { throw fail(.unknownView(viewName), at: start) }
        guard i < chars.count, chars[i] == "." else { throw fail(.expected("'.' and an attribute after '\(viewName)'"), at: i) }
        i += 1
        var attributeStart = i
        guard var attributeName = name() else { throw fail(.expected("an attribute"), at: i) }
        var part: String?
        if !isGuide, attributeName == "safeArea" || attributeName == "margins", i < chars.count, chars[i] == "." {
            part = attributeName
            i += 1
            attributeStart = i
            guard let inner = name() else { throw fail(.expected("an attribute"), at: i) }
            attributeName = inner
        }
        let attribute = attributeName == "baseline" ? LayoutAttribute.lastBaseline : LayoutAttribute(rawValue: attributeName)
        guard let attribute, attribute != .notAnAttribute else { throw fail(.unknownAttribute(attributeName), at: attributeStart) }
        if isGuide || part != nil {
            guard Self.guideAttributes.contains(attribute) else { throw fail(.unknownAttribute(attributeName), at: attributeStart) }
        }
        switch part {
        case "safeArea": return ConstraintFormula.Item(viewName, attribute, isSafeArea: true)
        case "margins": return ConstraintFormula.Item(viewName, Self.marginAttribute(attribute) ?? attribute)
        default: return ConstraintFormula.Item(viewName, attribute)
        }
    }

    /// A number (`12`, `-0.5`, `1e3`) or a metric name.
    mutating func number(allowNames: [String: Double] = [:]) throws(ConstraintParseError) -> Double {
        let start = i
        if let metricName = name() {
            if let value = metrics[metricName] ?? allowNames[metricName] { return value }
            throw fail(.unknownMetric(metricName), at: start)
        }
        if i < chars.count, chars[i] == "-" || chars[i] == "+" { i += 1 }
        while i < chars.count, chars[i].isASCII, chars[i].isNumber || chars[i] == "." { i += 1 }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            var j = i + 1
            if j < chars.count, chars[j] == "-" || chars[j] == "+" { j += 1 }
            if j < chars.count, chars[j].isASCII, chars[j].isNumber {
                i = j
                while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
            }
        }
        let literal = String(chars[start..<i])
        guard !literal.isEmpty else { throw fail(.expected("a number or a metric name"), at: start) }
        guard let value = Double(literal), value.isFinite else { throw fail(.badNumber(literal), at: start) }
        return value
    }

    mutating func relation() throws(ConstraintParseError) -> LayoutRelation {
        guard i + 1 < chars.count, chars[i + 1] == "=" else { throw fail(.expected("a relation (==, >=, <=)"), at: i) }
        switch chars[i] {
        case "=":
            i += 2
            return .equal
        case ">":
            i += 2
            return .greaterThanOrEqual
        case "<":
            i += 2
            return .lessThanOrEqual
        default: throw fail(.expected("a relation (==, >=, <=)"), at: i)
        }
    }

    /// The formula and the position where its right side starts (where an invalid pairing of
    /// attributes is reported).
    mutating func parse() throws(ConstraintParseError) -> (formula: ConstraintFormula, rightStart: Int) {
        skipSpaces()
        let first = try item()
        skipSpaces()
        let rel = try relation()
        skipSpaces()
        let rightStart = i
        var second: ConstraintFormula.Item?
        var multiplier = 1.0
        var constant = 0.0
        // A name followed by '.' is an item; otherwise the right side starts with a constant.
        var j = i
        while j < chars.count, isNameBody(chars[j]) { j += 1 }
        if i < chars.count, isNameStart(chars[i]), j < chars.count, chars[j] == "." {
            second = try item()
            skipSpaces()
            if i < chars.count, chars[i] == "*" {
                i += 1
                skipSpaces()
                multiplier = try number()
                skipSpaces()
            }
            if i < chars.count, chars[i] == "+" || chars[i] == "-" {
                let negative = chars[i] == "-"
                i += 1
                skipSpaces()
                let value = try number()
                constant = negative ? -value : value
                skipSpaces()
            }
        } else if i < chars.count, chars[i] != "@" {
            constant = try number()
            skipSpaces()
        } else {
            throw fail(.expected("an item, a number or a metric name"), at: i)
        }
        var priority = LayoutPriority.required
        if i < chars.count, chars[i] == "@" {
            i += 1
            skipSpaces()
            let at = i
            let value = try number(allowNames: [
                "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
            ])
            priority = LayoutPriority(Float(value))
            guard priority.isValid else {
                throw fail(.invalidConstraint("Priority \(value.compactDescription) is not in 1...1000"), at: at)
            }
            skipSpaces()
        }
        guard i == chars.count else { throw fail(.trailingText, at: i) }
        return (ConstraintFormula(first, rel, second, multiplier: multiplier, constant: constant, priority: priority), rightStart)
    }
}
