import AutoLayout

// The backing classes of the tables, collections and their cells: the six forwarded hooks of
// `LayoutBacking.swift`, and each cell's content view made as a `UIView`, so that a user's
// subclass adds its subviews to `contentView` as UIKit code does.

final class BackingTableView: TableView, LayoutBacking {
    weak var owner: UIView?
    override func makeTitleView(reuseIdentifier identifier: String) -> TableViewHeaderFooterView {
        (owner as? UITableView)?.makeTitleView(reuseIdentifier: identifier) ?? super.makeTitleView(reuseIdentifier: identifier)
    }
    override var intrinsicContentSize: Size { owner?.intrinsicContentSize.layoutSize ?? super.intrinsicContentSize }
    override func layoutSubviews() { if let owner { owner.forwardLayoutSubviews() } else { super.layoutSubviews() } }
    override func updateConstraints() { if let owner { owner.updateConstraints() } else { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { owner?.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { owner?.layoutMarginsDidChange() }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { owner?.sizeThatFits(CGSize(size)).layoutSize ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

final class BackingCollectionView: CollectionView, LayoutBacking {
    weak var owner: UIView?
    override var intrinsicContentSize: Size { owner?.intrinsicContentSize.layoutSize ?? super.intrinsicContentSize }
    override func layoutSubviews() { if let owner { owner.forwardLayoutSubviews() } else { super.layoutSubviews() } }
    override func updateConstraints() { if let owner { owner.updateConstraints() } else { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { owner?.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { owner?.layoutMarginsDidChange() }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { owner?.sizeThatFits(CGSize(size)).layoutSize ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

/// A `UITableViewCell`'s backing: its content view is `contentOwner`'s, and its reuse
/// identifier the owner's (set after the backing is made).
final class BackingTableViewCell: TableViewCell, LayoutBacking {
    weak var owner: UIView?
    /// The content view as UIKit code sees it, kept alive with the cell.
    let contentOwner: UIView

    init(contentOwner: UIView) {
        self.contentOwner = contentOwner
        super.init(name: nil, reuseIdentifier: nil, contentView: contentOwner.layoutView)
    }

    required convenience init(reuseIdentifier: String?) { self.init(contentOwner: UIView()) }

    override var reuseIdentifier: String? { (owner as? UITableViewCell)?.reuseIdentifier }
    override func prepareForReuse() { (owner as? UITableViewCell)?.prepareForReuse() }
    override var intrinsicContentSize: Size { owner?.intrinsicContentSize.layoutSize ?? super.intrinsicContentSize }
    override func layoutSubviews() { if let owner { owner.forwardLayoutSubviews() } else { super.layoutSubviews() } }
    override func updateConstraints() { if let owner { owner.updateConstraints() } else { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { owner?.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { owner?.layoutMarginsDidChange() }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { owner?.sizeThatFits(CGSize(size)).layoutSize ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

/// A `UITableViewHeaderFooterView`'s backing: its content view is `contentOwner`'s, its title
/// label a `UILabel`'s, and its reuse identifier the owner's.
final class BackingTableViewHeaderFooterView: TableViewHeaderFooterView, LayoutBacking {
    weak var owner: UIView?
    /// The content view as UIKit code sees it, kept alive with the view.
    let contentOwner: UIView

    init(contentOwner: UIView) {
        self.contentOwner = contentOwner
        super.init(name: nil, reuseIdentifier: nil, contentView: contentOwner.layoutView)
    }

    required convenience init(reuseIdentifier: String?) { self.init(contentOwner: UIView()) }

    private var headerOwner: UITableViewHeaderFooterView? { owner as? UITableViewHeaderFooterView }
    override var reuseIdentifier: String? { headerOwner?.reuseIdentifier }
    override func prepareForReuse() { headerOwner?.prepareForReuse() }
    override func showTitle(_ title: String) {
        guard let label = headerOwner?.textLabel else { return super.showTitle(title) }
        label.text = title
    }
    override func makeTextLabel() -> Label {
        let label = UILabel()
        headerOwner?.madeTextLabel = label
        return label.layoutView as? Label ?? super.makeTextLabel()
    }
    override var intrinsicContentSize: Size { owner?.intrinsicContentSize.layoutSize ?? super.intrinsicContentSize }
    override func layoutSubviews() { if let owner { owner.forwardLayoutSubviews() } else { super.layoutSubviews() } }
    override func updateConstraints() { if let owner { owner.updateConstraints() } else { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { owner?.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { owner?.layoutMarginsDidChange() }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { owner?.sizeThatFits(CGSize(size)).layoutSize ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

/// A `UICollectionViewCell`'s backing, made as `BackingTableViewCell` is.
final class BackingCollectionViewCell: CollectionViewCell, LayoutBacking {
    weak var owner: UIView?
    /// The content view as UIKit code sees it, kept alive with the cell.
    let contentOwner: UIView

    init(contentOwner: UIView) {
        self.contentOwner = contentOwner
        super.init(name: nil, reuseIdentifier: nil, contentView: contentOwner.layoutView)
    }

    required convenience init(reuseIdentifier: String?) { self.init(contentOwner: UIView()) }

    override var reuseIdentifier: String? { (owner as? UICollectionViewCell)?.reuseIdentifier }
    override func prepareForReuse() { (owner as? UICollectionViewCell)?.prepareForReuse() }
    override var intrinsicContentSize: Size { owner?.intrinsicContentSize.layoutSize ?? super.intrinsicContentSize }
    override func layoutSubviews() { if let owner { owner.forwardLayoutSubviews() } else { super.layoutSubviews() } }
    override func updateConstraints() { if let owner { owner.updateConstraints() } else { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { owner?.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { owner?.layoutMarginsDidChange() }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { owner?.sizeThatFits(CGSize(size)).layoutSize ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}
