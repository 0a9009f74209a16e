// The standard cells' image view, as UIKit lays it out: at the leading margin, the image's size,
// centred; the standard labels start after it (see UITableViewCell+StandardLabels.swift).

/// The standard cells' image view: tells its cell when its image changes, so the text moves.
final class StandardImageView: UIImageView {
    /// Called after each change of `image`.
    var imageChanged: (@MainActor () -> Void)?

    override var image: UIImage? {
        didSet { imageChanged?() }
    }
}

extension UITableViewCell {
    /// The space between the standard image and the text (Rigging's figure: the 16-point margin
    /// again; Apple publishes none).
    static let imageSpacing: CGFloat = 16

    /// The standard text's leading inset in the content view: the margin, plus the image and its
    /// spacing when the standard image view shows an image.
    var standardTextLeading: CGFloat {
        StandardMetrics.horizontalMargin + (standardTextStart?.width.constant ?? 0)
    }

    /// The guide the standard labels start after, made once with its constraints.
    func madeTextStart() -> UILayoutGuide {
        if let standardTextStart { return standardTextStart.guide }
        let content = contentView
        let guide = UILayoutGuide()
        content.addLayoutGuide(guide)
        let width = guide.widthAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: StandardMetrics.horizontalMargin),
            guide.topAnchor.constraint(equalTo: content.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 0),
            width,
        ])
        standardTextStart = (guide, width)
        return guide
    }

    /// The standard image view, made on first use in the content view with its constraints.
    func madeStandardImageView() -> UIImageView {
        if let standardImageView { return standardImageView }
        let content = contentView
        let view = StandardImageView()
        view.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(view)
        _ = madeTextStart()
        let fits = content.heightAnchor.constraint(greaterThanOrEqualTo: view.heightAnchor)
        fits.priority = UILayoutPriority(999)
        // Without an image (no intrinsic size) the view takes no room.
        let empty = [view.widthAnchor.constraint(equalToConstant: 0), view.heightAnchor.constraint(equalToConstant: 0)]
        for c in empty { c.priority = UILayoutPriority(1) }
        NSLayoutConstraint.activate(
            empty + [
                view.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: StandardMetrics.horizontalMargin),
                view.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                fits,
            ])
        view.imageChanged = { [weak self] in self?.standardImageChanged() }
        standardImageView = view
        return view
    }

    /// The image changed: the text starts after the new image (at the margin without one).
    private func standardImageChanged() {
        let size = standardImageView?.image?.size ?? .zero
        let shows = size.width > 0 && size.height > 0
        standardTextStart?.width.constant = shows ? size.width + UITableViewCell.imageSpacing : 0
    }
}
