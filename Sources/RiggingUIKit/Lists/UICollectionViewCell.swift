import AutoLayout

/// UIKit's `UICollectionViewCell`: an item of a `UICollectionView`, whose subviews go in
/// `contentView`; with a flow layout's `estimatedItemSize` the content view's constraints give
/// the item its size. A subclass adds its views in `init(frame:)` and resets them in
/// `prepareForReuse()`, as in UIKit.
///
/// A registered class is made with `init(dequeuedWithReuseIdentifier:)`, which calls
/// `init(frame: .zero)`, so a subclass's override of it runs (UIKit makes the cell through the
/// Objective-C runtime, which Swift on Linux lacks). A subclass inherits it when it overrides
/// `init(frame:)` and `init?(coder:)`, or declares no initializer.
///
/// ```swift
/// final class TagCell: UICollectionViewCell {
///     let name = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         name.translatesAutoresizingMaskIntoConstraints = false
///         contentView.addSubview(name)
///         NSLayoutConstraint.activate([
///             name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
///             name.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
///             name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
///             name.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
///         ])
///     }
///     required init?(coder: NSCoder) { nil }
/// }
/// let cell = TagCell(dequeuedWithReuseIdentifier: "tag")
/// // cell.name.superview === cell.contentView; cell.reuseIdentifier == "tag"
/// ```
open class UICollectionViewCell: UICollectionReusableView {
    override class func makeBacking() -> any LayoutBacking { backing(BackingCollectionViewCell(contentOwner: UIView())) }

    /// The backing cell (a `UICollectionViewCell` is always made with a `BackingCollectionViewCell`).
    nonisolated var cell: BackingCollectionViewCell { unsafeDowncast(backing, to: BackingCollectionViewCell.self) }

    /// The view to add the cell's content to: it fills the cell and follows its size.
    public var contentView: UIView { cell.contentOwner }

    /// Creates a cell at `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// UIKit's archive initializer: a cell with a zero frame.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
