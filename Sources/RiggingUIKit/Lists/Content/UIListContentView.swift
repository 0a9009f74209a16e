/// UIKit's `UIListContentView`: the view a `UIListContentConfiguration` makes, placing its image,
/// text and secondary text with constraints (see the configuration for the figures): the image
/// centred in its column at the leading margin, the texts after it, stacked (the block centred
/// vertically, at least the vertical margins from the edges) or side by side, the secondary
/// text right-aligned at the trailing margin; the view at least 44 points tall and as tall as
/// its content, so a self-sizing list row takes its height.
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown; setting it places the content again.
    open var configuration: any UIContentConfiguration {
        didSet { apply() }
    }
    /// The list configuration shown.
    private var listConfiguration: UIListContentConfiguration? { configuration as? UIListContentConfiguration }
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let imageView = UIImageView(image: nil)
    private var placement: [NSLayoutConstraint] = []
    /// The least height (priority 999): a list row's 44 points, or a table cell's 43.5 points of
    /// content (the row's 44 less its separator).
    var minimumHeight = UIListContentConfiguration.minimumRowHeight {
        didSet { apply() }
    }

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        apply()
    }

    /// UIKit's archive initializer: a plain cell configuration.
    public required init?(coder: NSCoder) {
        configuration = UIListContentConfiguration.cell()
        super.init(coder: coder)
    }

    /// The frame of the primary text (Rigging's addition: UIKit keeps its labels private).
    public var textLayoutFrame: CGRect { textLabel.frame }
    /// The frame of the secondary text (Rigging's addition).
    public var secondaryTextLayoutFrame: CGRect { secondaryTextLabel.frame }
    /// The frame of the image (Rigging's addition).
    public var imageLayoutFrame: CGRect { imageView.frame }

    private func apply() {
        guard let content = listConfiguration else { return }
        NSLayoutConstraint.deactivate(placement)
        textLabel.text = content.text
        textLabel.font = content.textProperties.font
        textLabel.numberOfLines = content.textProperties.numberOfLines
        textLabel.textAlignment = content.textProperties.alignment
        let hasSecondary = !(content.secondaryText ?? "").isEmpty
        secondaryTextLabel.text = content.secondaryText
        secondaryTextLabel.isHidden = !hasSecondary
        secondaryTextLabel.font = content.secondaryTextProperties.font
        secondaryTextLabel.numberOfLines = content.secondaryTextProperties.numberOfLines
        secondaryTextLabel.textAlignment = content.secondaryTextProperties.alignment
        imageView.image = content.image
        imageView.isHidden = content.image == nil
        placement = constraints(for: content, hasSecondary: hasSecondary)
        NSLayoutConstraint.activate(placement)
        setNeedsLayout()
    }

    private func constraints(for content: UIListContentConfiguration, hasSecondary: Bool) -> [NSLayoutConstraint] {
        let m = content.directionalLayoutMargins
        let minimum = heightAnchor.constraint(greaterThanOrEqualToConstant: minimumHeight)
        minimum.priority = UILayoutPriority(999)
        var constraints = [minimum]
        // The image column, centred vertically; the row keeps room for it and its margins.
        var textStart = m.leading
        if content.image != nil {
            let size = content.imageSize
            let reserved = content.imageProperties.reservedLayoutSize
            let column = max(size.width, reserved.width)
            let room = heightAnchor.constraint(greaterThanOrEqualToConstant: max(size.height, reserved.height) + m.top + m.bottom)
            room.priority = UILayoutPriority(999)
            constraints += [
                imageView.widthAnchor.constraint(equalToConstant: size.width),
                imageView.heightAnchor.constraint(equalToConstant: size.height),
                imageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.leading + (column - size.width) / 2),
                imageView.centerYAnchor.constraint(equalTo: centerYAnchor), room,
            ]
            textStart += column + content.imageToTextPadding
        }
        // The texts' block: centred, at least the vertical margins from the edges; the margins
        // give way before the texts' own heights in a row held too short.
        let block = UILayoutGuide()
        addLayoutGuide(block)
        let top = block.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top)
        top.priority = UILayoutPriority(700)
        constraints += [
            top, block.centerYAnchor.constraint(equalTo: centerYAnchor),
            textLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: textStart),
            block.topAnchor.constraint(lessThanOrEqualTo: textLabel.topAnchor),
            block.bottomAnchor.constraint(greaterThanOrEqualTo: textLabel.bottomAnchor),
        ]
        let trailing = trailingAnchor
        guard hasSecondary else {
            return constraints + [
                textLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailing, constant: -m.trailing),
                block.topAnchor.constraint(equalTo: textLabel.topAnchor),
                block.bottomAnchor.constraint(equalTo: textLabel.bottomAnchor),
            ]
        }
        guard content.prefersSideBySideTextAndSecondaryText else {
            return constraints + [
                textLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailing, constant: -m.trailing),
                secondaryTextLabel.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
                secondaryTextLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailing, constant: -m.trailing),
                block.topAnchor.constraint(equalTo: textLabel.topAnchor),
                secondaryTextLabel.topAnchor.constraint(
                    equalTo: textLabel.bottomAnchor, constant: content.textToSecondaryTextVerticalPadding),
                block.bottomAnchor.constraint(equalTo: secondaryTextLabel.bottomAnchor),
            ]
        }
        // Side by side: the block as tall as the taller text, both centred; a secondary text too
        // long for the line gives way first.
        secondaryTextLabel.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let tallest = [textLabel, secondaryTextLabel].map { block.heightAnchor.constraint(equalTo: $0.heightAnchor) }
        for candidate in tallest { candidate.priority = UILayoutPriority(998) }
        return constraints + tallest + [
            secondaryTextLabel.trailingAnchor.constraint(equalTo: trailing, constant: -m.trailing),
            secondaryTextLabel.leadingAnchor.constraint(
                greaterThanOrEqualTo: textLabel.trailingAnchor, constant: content.textToSecondaryTextHorizontalPadding),
            textLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            secondaryTextLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            block.topAnchor.constraint(lessThanOrEqualTo: secondaryTextLabel.topAnchor),
            block.bottomAnchor.constraint(greaterThanOrEqualTo: secondaryTextLabel.bottomAnchor),
        ]
    }
}
