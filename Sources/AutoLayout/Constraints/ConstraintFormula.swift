/// A constraint as names and numbers, before any view exists: what a constraint string says
/// (`title.top == view.safeArea.top + 8 @750`) once parsed, and what a visual format line makes
/// once its `|` is named. `LayoutConstraint.parse` is `ConstraintFormula.parse` followed by
/// `constraint(views:guides:)`.
///
/// ```swift
/// let formula = try ConstraintFormula.parse("title.top==view.safeArea.top+8", views: ["view", "title"])
/// print(formula.first.name, formula.first.attribute, formula.second?.isSafeArea ?? false)   // title top true
/// ```
public struct ConstraintFormula: Hashable, Sendable {
    /// One side's item and attribute: a view, a named guide, or a view's safe-area guide.
    /// `view.margins.top` is read as the view's `topMargin` (the margins guide's anchors are the
    /// margin attributes), so a margins item needs no flag of its own.
    public struct Item: Hashable, Sendable {
        /// The view's or the guide's name.
        public var name: String
        /// The attribute related.
        public var attribute: LayoutAttribute
        /// Whether the item is the named view's `safeAreaLayoutGuide` (`view.safeArea.top`).
        public var isSafeArea: Bool

        /// The attribute `attribute` of the view or guide `name` (of its safe-area guide when `isSafeArea`).
        public init(_ name: String, _ attribute: LayoutAttribute, isSafeArea: Bool = false) {
            self.name = name
            self.attribute = attribute
            self.isSafeArea = isSafeArea
        }

        /// `name.attribute` or `name.safeArea.attribute`, as a constraint string writes it.
        public var text: String { name + (isSafeArea ? ".safeArea." : ".") + attribute.rawValue }
    }

    /// The left side.
    public var first: Item
    /// The relation.
    public var relation: LayoutRelation
    /// The right side's item, or nil for a constant.
    public var second: Item?
    /// The multiplier of the right side's item (1 when there is none).
    public var multiplier: Double
    /// The constant, in points.
    public var constant: Double
    /// The priority (`.required` unless written `@priority`).
    public var priority: LayoutPriority

    /// `first RELATION second * multiplier + constant @priority`.
    public init(
        _ first: Item, _ relation: LayoutRelation, _ second: Item? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Whether the formula relates `attribute` of the item `name` on either side (a safe-area
    /// item is the guide, not the view, and does not match).
    public func relates(_ name: String, _ attribute: LayoutAttribute) -> Bool {
        [first, second].contains { $0.map { $0.name == name && $0.attribute == attribute && !$0.isSafeArea } ?? false }
    }

    /// Parses a constraint string (the grammar of `LayoutConstraint.parse`) against the names of
    /// the views and guides it may relate; metric names stand for their values. An error gives
    /// the character position where the text stops making sense.
    public static func parse(
        _ text: String, views: Set<String>, guides: Set<String> = [],
        metrics: [String: Double] = [:]
    ) throws(ConstraintParseError) -> ConstraintFormula {
        try located(text, views: views, guides: guides, metrics: metrics).formula
    }

    /// `parse`, with the character position where the right side starts (where `LayoutConstraint.parse`
    /// reports an invalid pairing of attributes, found once the items are views).
    package static func located(
        _ text: String, views: Set<String>, guides: Set<String> = [],
        metrics: [String: Double] = [:]
    ) throws(ConstraintParseError) -> (formula: ConstraintFormula, rightStart: Int) {
        var parser = ConstraintStringParser(text: text, views: views, guides: guides, metrics: metrics)
        return try parser.parse()
    }

    /// The inactive constraint the formula describes between these views and guides, or nil when
    /// it names one that is not there.
    public func constraint(views: [String: View], guides: [String: LayoutGuide] = [:]) -> LayoutConstraint? {
        func resolve(_ item: Item) -> View? {
            if let view = views[item.name] { return item.isSafeArea ? view.safeAreaLayoutGuide.item : view }
            return item.isSafeArea ? nil : guides[item.name]?.item
        }
        guard let firstView = resolve(first) else { return nil }
        var secondView: View?
        if let second {
            guard let view = resolve(second) else { return nil }
            secondView = view
        }
        return LayoutConstraint(
            item: firstView, attribute: first.attribute, relatedBy: relation, toItem: secondView,
            attribute: second?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
            priority: priority)
    }
}
