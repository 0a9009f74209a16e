import AutoLayout

extension UITableViewCell {
    /// The standard cells' geometry: UIKit's compact-width margins and row height.
    enum StandardMetrics {
        /// The labels' inset from the content view's leading and trailing edges.
        static let horizontalMargin: CGFloat = 16
        /// The least space above and below the labels.
        static let verticalMargin: CGFloat = 11
        /// The least content height: a 44-point row less the separator's pixel at 2x.
        static let minimumContentHeight: CGFloat = 43.5
        /// The least space between `.value1`'s text and detail labels.
        static let value1Spacing: CGFloat = 8
        /// The width of `.value2`'s column for its right-aligned text label (Rigging's figure,
        /// not measured on iOS; Apple publishes none).
        static let value2TextWidth: CGFloat = 91
        /// The space between `.value2`'s text column and its detail (Rigging's figure).
        static let value2Spacing: CGFloat = 6
    }

    /// Makes the standard labels of the cell's style in its content view, with their constraints.
    func makeStandardLabels() -> (text: UILabel, detail: UILabel?) {
        let text = UILabel()
        text.font = .systemFont(ofSize: 17)
        let detail: UILabel?
        switch style {
        case .default:
            detail = nil
        case .subtitle:
            detail = UILabel()
            detail?.font = .systemFont(ofSize: 12)
        case .value1:
            detail = UILabel()
            detail?.font = .systemFont(ofSize: 17)
            detail?.textAlignment = .right
            // Texts too long for the row together: the detail gives way first.
            detail?.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        case .value2:
            text.textAlignment = .right
            detail = UILabel()
            detail?.font = .systemFont(ofSize: 17)
            detail?.textAlignment = .left
        }
        for label in [text, detail].compactMap({ $0 }) {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate(standardConstraints(text: text, detail: detail))
        return (text, detail)
    }

    private func standardConstraints(text: UILabel, detail: UILabel?) -> [NSLayoutConstraint] {
        let content = contentView
        let m = StandardMetrics.horizontalMargin
        let v = StandardMetrics.verticalMargin
        let minimum = content.heightAnchor.constraint(greaterThanOrEqualToConstant: StandardMetrics.minimumContentHeight)
        // The labels' block: centred, at least the vertical margin from each edge. The margin
        // gives way to the labels' compression resistance in a row too short for it: the labels
        // keep their heights and overflow, as UIKit's framed labels do.
        let block = UILayoutGuide()
        content.addLayoutGuide(block)
        let start = madeTextStart().trailingAnchor
        let top = block.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: v)
        minimum.priority = UILayoutPriority(999)
        top.priority = UILayoutPriority(700)
        var constraints = [
            minimum, top,
            block.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            text.leadingAnchor.constraint(equalTo: start),
            block.topAnchor.constraint(lessThanOrEqualTo: text.topAnchor),
            block.bottomAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor),
        ]
        guard let detail else {
            return constraints + [
                text.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -m),
                block.topAnchor.constraint(equalTo: text.topAnchor),
                block.bottomAnchor.constraint(equalTo: text.bottomAnchor),
            ]
        }
        if style == .subtitle {
            constraints += [
                text.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -m),
                detail.leadingAnchor.constraint(equalTo: start),
                detail.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -m),
                block.topAnchor.constraint(equalTo: text.topAnchor),
                detail.topAnchor.constraint(equalTo: text.bottomAnchor),
                block.bottomAnchor.constraint(equalTo: detail.bottomAnchor),
            ]
        } else {
            // One row: the block as tall as the taller label, both centred; only the horizontal
            // placement differs between the two styles.
            let tallest = [text, detail].map { block.heightAnchor.constraint(equalTo: $0.heightAnchor) }
            for candidate in tallest { candidate.priority = UILayoutPriority(998) }
            let horizontal =
                style == .value2
                ? [
                    text.widthAnchor.constraint(equalToConstant: StandardMetrics.value2TextWidth),
                    detail.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: StandardMetrics.value2Spacing),
                    detail.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -m),
                ]
                : [
                    detail.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -m),
                    detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: StandardMetrics.value1Spacing),
                ]
            constraints +=
                tallest + horizontal + [
                    text.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                    detail.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                    block.topAnchor.constraint(lessThanOrEqualTo: detail.topAnchor),
                    block.bottomAnchor.constraint(greaterThanOrEqualTo: detail.bottomAnchor),
                ]
        }
        return constraints
    }
}
