extension LayoutConstraint {
    /// The constraints a visual format makes between these views, in Apple's order (inactive),
    /// as `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`. A `|` stands
    /// for the superview of the view next to it.
    public static func constraints(
        withVisualFormat format: String,
        options: VisualFormatOptions = [],
        metrics: [String: Double] = [:],
        views: [String: View],
        spacing: VisualFormatSpacing = .standard
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let descriptions = try VisualFormatConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: Set(views.keys),
            spacing: spacing, hasSuperview: { views[$0]?.superview != nil })
        func resolve(_ item: VisualFormatItem) -> View? {
            switch item {
            case .view(let name): return views[name]
            case .superview(of: let name): return views[name]?.superview
            }
        }
        return descriptions.compactMap { d in
            guard let first = resolve(d.firstItem) else { return nil }
            var second: View?
            if let item = d.secondItem {
                guard let resolved = resolve(item) else { return nil }
                second = resolved
            }
            return LayoutConstraint(
                item: first, attribute: d.firstAttribute, relatedBy: d.relation,
                toItem: second, attribute: d.secondAttribute, multiplier: d.multiplier,
                constant: d.constant, priority: d.priority)
        }
    }
}
