extension IBView {
    /// The constraints UIKit installs on this view for `traits`, with each constant as that size
    /// class sets it.
    ///
    /// A constraint is installed unless the most specific variation matching `traits` that names
    /// it in its constraints mask excludes it (`default` is the least specific; see
    /// `IBVariationKey.specificity`). Placeholder constraints are kept; the build removes them,
    /// and a caller that lays the view out drops those whose `isPlaceholder` is set.
    public func constraints(for traits: IBTraits) -> [IBConstraint] {
        let matching = matchingVariations(traits)
        return constraints.compactMap { constraint in
            guard installs(constraint.id, matching, \.constraints) else { return nil }
            var resolved = constraint
            resolved.constant = constraint.constant(for: traits)
            return resolved
        }
    }

    /// The subviews UIKit installs in this view for `traits`, by the same rule as
    /// `constraints(for:)` with the subviews mask; a stack view's arranged subviews among them,
    /// in order.
    public func subviews(for traits: IBTraits) -> [IBView] {
        let matching = matchingVariations(traits)
        return subviews.filter { installs($0.id, matching, \.subviews) }
    }

    /// The view's attributes that the variations matching `traits` override (`hidden`, `axis`,
    /// `spacing`, ...), the most specific variation's value for each.
    public func attributeOverrides(for traits: IBTraits) -> [String: String] {
        var overrides: [String: String] = [:]
        for variation in matchingVariations(traits).reversed() {
            overrides.merge(variation.attributes) { _, specific in specific }
        }
        return overrides
    }

    /// Whether the view is hidden for `traits`: its `hidden` as the most specific variation
    /// matching them sets it, else the document's.
    public func isHidden(for traits: IBTraits) -> Bool {
        attributeOverrides(for: traits)["hidden"].map { $0 == "YES" } ?? isHidden
    }

    /// The stack view's settings for `traits`: `axis`, `distribution`, `alignment` and `spacing`
    /// as the most specific variation matching them sets each, else the document's; nil for a
    /// view that is not a stack view.
    public func stack(for traits: IBTraits) -> IBStackView? {
        guard var resolved = stack else { return nil }
        let overrides = attributeOverrides(for: traits)
        if let axis = overrides["axis"] { resolved.axis = axis }
        if let distribution = overrides["distribution"] { resolved.distribution = distribution }
        if let alignment = overrides["alignment"] { resolved.alignment = alignment }
        if let spacing = overrides["spacing"].flatMap(Double.init) { resolved.spacing = spacing }
        return resolved
    }

    /// The font of the view's text for `traits`: the `fontDescription` of the most specific
    /// variation matching them that sets one, else the document's (nil: no font).
    public func font(for traits: IBTraits) -> IBFont? {
        matchingVariations(traits).lazy.compactMap(\.font).first ?? text?.font
    }

    /// The variations that apply to `traits`, most specific first.
    func matchingVariations(_ traits: IBTraits) -> [IBVariation] {
        variations.filter { $0.key.matches(traits) }.sorted { $0.key.specificity > $1.key.specificity }
    }

    private func installs(_ id: String, _ matching: [IBVariation], _ mask: KeyPath<IBVariation, IBMask>) -> Bool {
        for variation in matching {
            if let installed = variation[keyPath: mask].installs(id) { return installed }
        }
        return true
    }

    /// Whether the view forces right-to-left (true) or left-to-right (false: `forceLeftToRight`,
    /// and `playback` and `spatial`, which UIKit never flips) by its `semanticContentAttribute`;
    /// nil when it forces neither.
    var forcedRightToLeft: Bool? {
        switch properties["semanticContentAttribute"] {
        case "forceRightToLeft": return true
        case "forceLeftToRight", "playback", "spatial": return false
        default: return nil
        }
    }
}
