import AutoLayout

// The backing classes of the tables, collections and their cells: the six forwarded hooks of
// `LayoutBacking.swift`, and each cell's content view made as a `UIView`, so that a user's
// subclass adds its subviews to `contentView` as UIKit code does.

final class BackingTableView: TableView, LayoutBacking {
    weak var owner: UIView?
    override func makeTitleView(reuseIdentifier identifier: String) -> TableViewHeaderFooterView {
        onOwner { ($0 as? UITableView)?.makeTitleView(reuseIdentifier: identifier) }??.headerFooter
            ?? super.makeTitleView(reuseIdentifier: identifier)
    }
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    override func adjustedContentInsetDidChange() { onOwner { ($0 as? UIScrollView)?.adjustedContentInsetDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

final class BackingCollectionView: CollectionView, LayoutBacking {
    weak var owner: UIView?
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    override func adjustedContentInsetDidChange() { onOwner { ($0 as? UIScrollView)?.adjustedContentInsetDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
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
        super.init(name: nil, reuseIdentifier: nil, contentView: contentOwner.backing)
    }

    required convenience init(reuseIdentifier: String?) { self.init(contentOwner: MainActor.assumeIsolated { UIView() }) }

    override var reuseIdentifier: String? { onOwner { ($0 as? UITableViewCell)?.reuseIdentifier } ?? nil }
    override func prepareForReuse() { onOwner { ($0 as? UITableViewCell)?.prepareForReuse() } }
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
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
        super.init(name: nil, reuseIdentifier: nil, contentView: contentOwner.backing)
    }

    required convenience init(reuseIdentifier: String?) { self.init(contentOwner: MainActor.assumeIsolated { UIView() }) }

    private var headerOwner: UITableViewHeaderFooterView? { owner as? UITableViewHeaderFooterView }
    override var reuseIdentifier: String? { headerOwner?.reuseIdentifier }
    override func prepareForReuse() { onOwner { ($0 as? UITableViewHeaderFooterView)?.prepareForReuse() } }
    override func showTitle(_ title: String) {
        guard let label = onOwner({ ($0 as? UITableViewHeaderFooterView)?.textLabel }) ?? nil else { return super.showTitle(title) }
        MainActor.assumeIsolated { label.text = title }
    }
    override func makeTextLabel() -> Label {
        let header = headerOwner
        let label = MainActor.assumeIsolated {
            let label = UILabel()
            header?.madeTextLabel = label
            return label
        }
        return label.backing as? Label ?? super.makeTextLabel()
    }
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

/// A `UICollectionViewCell`'s backing, made as `BackingTableViewCell` is.
final class BackingCollectionViewCell: CollectionViewCell, LayoutBacking {
    weak var owner: UIView?
    /// The content view as UIKit code sees it, kept alive with the cell.
    let contentOwner: UIView

    init(contentOwner: UIView) {
        self.contentOwner = contentOwner
        super.init(name: nil, reuseIdentifier: nil, contentView: contentOwner.backing)
    }

    required convenience init(reuseIdentifier: String?) { self.init(contentOwner: MainActor.assumeIsolated { UIView() }) }

    override var reuseIdentifier: String? { onOwner { ($0 as? UICollectionReusableView)?.reuseIdentifier } ?? nil }
    override func prepareForReuse() { onOwner { ($0 as? UICollectionReusableView)?.prepareForReuse() } }
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}

/// A `UICollectionReusableView`'s backing: its reuse identifier is the owner's.
final class BackingCollectionReusableView: CollectionReusableView, LayoutBacking {
    weak var owner: UIView?
    override var reuseIdentifier: String? { onOwner { ($0 as? UICollectionReusableView)?.reuseIdentifier } ?? nil }
    override func prepareForReuse() { onOwner { ($0 as? UICollectionReusableView)?.prepareForReuse() } }
    override var intrinsicContentSize: Size { onOwner { $0.intrinsicContentSize.layoutSize } ?? super.intrinsicContentSize }
    override func layoutSubviews() { if onOwner({ $0.forwardLayoutSubviews() }) == nil { super.layoutSubviews() } }
    override func updateConstraints() { if onOwner({ $0.updateConstraints() }) == nil { super.updateConstraints() } }
    override func safeAreaInsetsDidChange() { onOwner { $0.safeAreaInsetsDidChange() } }
    override func layoutMarginsDidChange() { onOwner { $0.layoutMarginsDidChange() } }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseUpdateConstraints() { super.updateConstraints() }
    override func sizeThatFits(_ size: Size) -> Size { onOwner { $0.sizeThatFits(CGSize(size)).layoutSize } ?? super.sizeThatFits(size) }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
}
