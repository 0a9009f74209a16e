/// How hard the solver tries to satisfy a constraint: required, or a set of strict levels
/// each with a weight.
///
/// Levels are lexicographic: an error at a higher level is never traded against any amount of
/// error at lower levels (priority 751 beats a thousand constraints at 750). Inside one level,
/// errors are weighed by `weight` and added (a constraint whose largest coefficient is beyond
/// 1/16...16 has its error measured relative to it, within a factor of two, so that `1e6*x == 1e6`
/// weighs as `x == 1`). Apple priorities map one to one: 1000 is
/// `required`, `p` in 1...999 is level `p` with weight 1. Kiwi's named strengths map onto the
/// levels of Apple's named priorities: `strong` is level 750 (`defaultHigh`), `medium` level
/// 500, `weak` level 250 (`defaultLow`); `create(a, b, c, weight:)` gives weight `a*w` at the
/// strong level, `b*w` at the medium level and `c*w` at the weak level, each of a, b, c
/// clamped to 0...1000 as Kiwi does.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// One level of a strength and the weight of the constraint's error at that level.
    public struct Component: Sendable, Hashable {
        /// The level; a higher level always wins.
        public var level: Double
        /// The weight inside the level (positive).
        public var weight: Double
    }

    /// True for a required constraint, which must hold exactly.
    public let isRequired: Bool
    /// The levels, highest first, each with a positive weight (empty when required).
    public let components: [Component]

    init(required: Bool, components: [Component]) {
        self.isRequired = required
        self.components = components
    }

    /// Creates an optional strength from (level, weight) pairs; zero weights are dropped and
    /// repeated levels merged.
    public init(levels: [(level: Double, weight: Double)]) {
        // A handful of levels at most: sort and merge neighbours (no dictionary).
        var components: [Component] = []
        components.reserveCapacity(levels.count)
        for (level, weight) in levels.sorted(by: { $0.level > $1.level }) where weight != 0 {
            if let last = components.last, last.level == level {
                components[components.count - 1].weight += weight
            } else {
                components.append(Component(level: level, weight: weight))
            }
        }
        components.removeAll { $0.weight == 0 }
        self.init(required: false, components: components)
    }

    /// A constraint that must hold.
    public static let required = Strength(required: true, components: [])
    /// Kiwi's `strong`: level 750, weight 1.
    public static let strong = Strength.level(750)
    /// Kiwi's `medium`: level 500, weight 1.
    public static let medium = Strength.level(500)
    /// Kiwi's `weak`: level 250, weight 1.
    public static let weak = Strength.level(250)

    /// A single level with a weight.
    public static func level(_ level: Double, weight: Double = 1) -> Strength {
        Strength(levels: [(level, weight)])
    }

    /// The strength of an Apple priority: 1000 (or more) is required, anything else is its own level.
    public static func priority(_ priority: Double) -> Strength {
        priority >= 1000 ? .required : .level(priority)
    }

    /// Kiwi's `strength::create(a, b, c, w)`: weights at the strong, medium and weak levels.
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Strength {
        func clamp(_ x: Double) -> Double { min(max(x, 0), 1000) }
        let (a, b, c) = (clamp(strong), clamp(medium), clamp(weak))
        if a * weight >= 1000 && b * weight >= 1000 && c * weight >= 1000 { return .required }
        return Strength(levels: [(750, a * weight), (500, b * weight), (250, c * weight)])
    }

    /// True when every weight is finite and every level a finite number.
    public var isFinite: Bool { components.allSatisfy { $0.level.isFinite && $0.weight.isFinite } }

    /// True when every weight is within `Solver.magnitudeLimit`.
    var isWithinRange: Bool { components.allSatisfy { abs($0.weight) <= Solver.magnitudeLimit } }

    /// Orders strengths by the solver's precedence: required is above every optional strength;
    /// optional ones compare component by component from the highest level, a higher level and
    /// then a larger weight at the same level making the greater strength.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        if lhs.isRequired || rhs.isRequired { return !lhs.isRequired && rhs.isRequired }
        for (l, r) in zip(lhs.components, rhs.components) {
            if l.level != r.level { return l.level < r.level }
            if l.weight != r.weight { return l.weight < r.weight }
        }
        return lhs.components.count < rhs.components.count
    }

    /// The strength as it reads back: `required`, `none` when it has no weight, or its levels joined
    /// by `+`, each followed by `xWEIGHT` when its weight is not 1 (`750`, `750x2+250`).
    public var description: String {
        if isRequired { return "required" }
        if components.isEmpty { return "none" }
        return components.map { c in
            c.weight == 1 ? c.level.compactDescription : "\(c.level.compactDescription)x\(c.weight.compactDescription)"
        }.joined(separator: "+")
    }
}
