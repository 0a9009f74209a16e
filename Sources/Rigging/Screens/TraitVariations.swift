import AutoLayout

/// Constraints, constants and views that depend on the traits, as Interface Builder's size-class
/// variations do: a constraint installed only for a compact width, a constant for a regular
/// height, a view installed only on iPad. Each view controller has one
/// (``ViewController/traitVariations``) and applies it whenever its traits change, before
/// ``ViewController/traitCollectionDidChange(_:)`` and the layout that follows.
///
/// A condition is a ``TraitCollection`` whose specified traits must all match
/// (``TraitCollection/containsTraits(in:)``): `TraitCollection(horizontalSizeClass: .compact)`
/// is Interface Builder's `widthClass=compact`, any height. A constraint is active while any of
/// its conditions holds; a view is in its superview while any of its conditions holds (removing
/// a view deactivates its constraints to views outside it, as UIKit does, so register those
/// constraints here too); a constraint's constant is the one of the most specific condition that
/// holds (the later registered among equals), or the constant it had when first given one here.
///
/// ```swift
/// import AutoLayout
/// import Rigging
///
/// final class Columns: ViewController {
///     let side = View(name: "side")
///     override func viewDidLoad() {
///         side.translatesAutoresizingMaskIntoConstraints = false
///         let width = side.widthAnchor.constraint(equalToConstant: 0)
///         let regular = TraitCollection(horizontalSizeClass: .regular)
///         traitVariations.install(side, in: view, when: regular)
///         traitVariations.activate([width, side.heightAnchor.constraint(equalToConstant: 100),
///             side.topAnchor.constraint(equalTo: view.topAnchor),
///             side.leadingAnchor.constraint(equalTo: view.leadingAnchor)], when: regular)
///         traitVariations.setConstant(320, for: width, when: regular)
///         traitVariations.setConstant(200, for: width,
///             when: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact))
///     }
/// }
/// let window = Window(screen: Screen(device: try Device.lookup("iPhone 15 Pro Max")))
/// let columns = Columns()
/// window.rootViewController = columns
/// window.layoutIfNeeded()
/// // columns.side.superview is nil: an iPhone is compact wide in portrait
/// try window.rotate(to: .landscape, animated: false)
/// // columns.side.frame.width is 200: regular wide, compact high
/// ```
public final class TraitVariations {
    private struct Rule<Item> {
        let item: Item
        let condition: TraitCollection
    }

    private var constraintRules: [Rule<LayoutConstraint>] = []
    private var constantRules: [(rule: Rule<LayoutConstraint>, constant: Double)] = []
    private var baseConstants: [ObjectIdentifier: Double] = [:]
    private var viewRules: [(rule: Rule<View>, superview: View)] = []
    /// The traits last applied, or nil before the first.
    public private(set) var appliedTraits: TraitCollection?

    /// Variations with nothing registered.
    public init() {}

    /// Makes `constraints` active while `condition` holds (and inactive otherwise, unless
    /// another of their conditions holds).
    public func activate(_ constraints: [LayoutConstraint], when condition: TraitCollection) {
        constraintRules += constraints.map { Rule(item: $0, condition: condition) }
        reapply()
    }

    /// Gives `constraint` the constant `constant` while `condition` holds (and is the most
    /// specific of its conditions that does).
    public func setConstant(_ constant: Double, for constraint: LayoutConstraint, when condition: TraitCollection) {
        let key = ObjectIdentifier(constraint)
        if baseConstants[key] == nil { baseConstants[key] = constraint.constant }
        constantRules.append((Rule(item: constraint, condition: condition), constant))
        reapply()
    }

    /// Keeps `view` in `superview` (as its frontmost subview when added) while `condition`
    /// holds, and out of it otherwise.
    public func install(_ view: View, in superview: View, when condition: TraitCollection) {
        viewRules.append((Rule(item: view, condition: condition), superview))
        reapply()
    }

    /// Applies the rules again for the last traits, after one was added.
    private func reapply() {
        if let traits = appliedTraits { apply(traits) }
    }

    /// Installs and removes views, activates and deactivates constraints and sets constants for
    /// `traits`: deactivations and removals first, so that what comes in never meets what goes.
    func apply(_ traits: TraitCollection) {
        appliedTraits = traits
        let wanted = Set(constraintRules.filter { traits.containsTraits(in: $0.condition) }.map { ObjectIdentifier($0.item) })
        for rule in constraintRules where !wanted.contains(ObjectIdentifier(rule.item)) { rule.item.deactivate() }
        let installed = Set(viewRules.filter { traits.containsTraits(in: $0.rule.condition) }.map { ObjectIdentifier($0.rule.item) })
        for (rule, superview) in viewRules where !installed.contains(ObjectIdentifier(rule.item)) && rule.item.superview === superview {
            rule.item.removeFromSuperview()
        }
        for (rule, superview) in viewRules where installed.contains(ObjectIdentifier(rule.item)) && rule.item.superview !== superview {
            superview.addSubview(rule.item)
        }
        // A constraint whose views are not in one tree (one of them not installed) stays inactive.
        for rule in constraintRules where wanted.contains(ObjectIdentifier(rule.item)) && !rule.item.isActive {
            try? rule.item.activate()
        }
        for (key, base) in baseConstants {
            let best = constantRules.enumerated()
                .filter { ObjectIdentifier($0.element.rule.item) == key && traits.containsTraits(in: $0.element.rule.condition) }
                .max { ($0.element.rule.condition.specifiedTraitCount, $0.offset) < ($1.element.rule.condition.specifiedTraitCount, $1.offset) }
            guard let constraint = constantRules.first(where: { ObjectIdentifier($0.rule.item) == key })?.rule.item else { continue }
            let constant = best?.element.constant ?? base
            if constraint.constant != constant { constraint.constant = constant }
        }
    }
}
