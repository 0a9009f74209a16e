// An iOS screen's layout code, written against UIKit's API as it ships. It compiles unchanged
// against UIKit and against RiggingUIKit; the tests compare its frames with UIKit's rules.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

/// A circle badge whose size comes from its own intrinsic size, as custom views declare it.
final class BadgeView: UIView {
    var diameter: CGFloat = 24 {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: diameter, height: diameter)
    }
}

/// A card: an avatar, a name that wraps, a badge after the avatar, and a button under the text.
final class ProfileCard: UIView {
    let avatar = UIImageView(image: UIImage(size: CGSize(width: 64, height: 64)))
    let nameLabel = UILabel()
    let badge = BadgeView()
    let followButton = UIButton(type: .system)
    private(set) var layoutPasses = 0
    private(set) var constraintUpdates = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        nameLabel.numberOfLines = 0
        nameLabel.font = .systemFont(ofSize: 17)
        followButton.setTitle("Follow", for: .normal)
        for view in [avatar, nameLabel, badge, followButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            badge.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
            badge.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor),
            followButton.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            followButton.topAnchor.constraint(equalToSystemSpacingBelow: nameLabel.bottomAnchor, multiplier: 1),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func updateConstraints() {
        constraintUpdates += 1
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
    }
}
