import AutoLayout

/// UIKit's `UICollectionViewCompositionalLayout`, placed by AutoLayout's
/// `CollectionViewCompositionalLayout`: each section's group repeats along the scrolling axis
/// (across it for an orthogonally scrolling section) until the section's items run out,
/// sections `configuration.interSectionSpacing` apart; estimated dimensions take the cells'
/// and supplementary views' fitting sizes. A section provider is asked for every section each
/// time the layout places its items, with the collection's container and traits.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout { _, environment in
///     let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
///     let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
///     let group = NSCollectionLayoutGroup.horizontal(
///         layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///         repeatingSubitem: item, count: columns)
///     return NSCollectionLayoutSection(group: group)
/// }
/// let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// // two 160-point columns at 320 points of width, four at 600
/// ```
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let compositional: CollectionViewCompositionalLayout
    override var placing: any CollectionViewLayout { compositional }

    /// The scrolling axis, the space between sections and the insets reference; setting it
    /// places the items again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { apply(configuration) }
    }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, configured.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, configured.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        compositional = CollectionViewCompositionalLayout { _, _ in nil }
        self.configuration = configuration
        super.init()
        compositional.sectionProvider = { [weak self] index, environment in
            MainActor.assumeIsolated {
                guard let self else { return nil }
                let traits = self.collectionView?.window?.traitCollection ?? UIScreen.main.traitCollection
                let layoutEnvironment = LayoutEnvironment(environment, traitCollection: traits)
                let section = sectionProvider(index, layoutEnvironment)
                self.invalidationHandlers[index] = section?.visibleItemsInvalidationHandler.map { ($0, layoutEnvironment) }
                return section?.layoutSection
            }
        }
        compositional.didPlace = { [weak self] placement in
            MainActor.assumeIsolated { self?.placed(placement) }
        }
        apply(configuration)
    }

    /// The sections' `visibleItemsInvalidationHandler`s and environments at the last placement.
    private var invalidationHandlers: [Int: (NSCollectionLayoutSectionVisibleItemsInvalidationHandler, any NSCollectionLayoutEnvironment)] = [:]
    /// The orthogonal sections' lines at the last placement.
    private(set) var orthogonalSections: [Int: CollectionLayoutPlacement.OrthogonalSection] = [:]

    /// Notes the orthogonal sections and calls their handlers with the items their visible
    /// length meets and their offset.
    private func placed(_ placement: CollectionLayoutPlacement) {
        orthogonalSections = placement.orthogonalSections
        let horizontal = configuration.scrollDirection == .horizontal
        for (section, line) in placement.orthogonalSections.sorted(by: { $0.key < $1.key }) {
            guard let (handler, environment) = invalidationHandlers[section], section < placement.itemFrames.count else { continue }
            let items = placement.itemFrames[section].enumerated().compactMap { item, frame -> (any NSCollectionLayoutVisibleItem)? in
                let start = horizontal ? frame.minY : frame.minX
                let end = horizontal ? frame.maxY : frame.maxX
                guard end > 0, start < line.visibleLength else { return nil }
                return VisibleItem(frame: CGRect(frame), indexPath: IndexPath(item: item, section: section))
            }
            let offset = horizontal ? CGPoint(x: 0, y: line.offset) : CGPoint(x: line.offset, y: 0)
            handler(items, offset, environment)
        }
    }

    /// Sets an orthogonal section's offset along its own axis (snapped as its behaviour pages
    /// at the next placement) and places the items again.
    func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        compositional.orthogonalOffsets[section] = Double(offset)
        invalidateLayout()
    }

    private func apply(_ configuration: UICollectionViewCompositionalLayoutConfiguration) {
        compositional.scrollDirection = configuration.scrollDirection
        compositional.interSectionSpacing = Double(configuration.interSectionSpacing)
        compositional.contentInsetsReference = configuration.contentInsetsReference
        compositional.boundarySupplementaryItems = configuration.boundarySupplementaryItems.map(\.layoutItem)
        invalidateLayout()
    }
}

/// What a compositional layout asks for each section: the section at an index, given the
/// environment; nil lays the section's items out with no size.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`: a compositional layout's
/// scrolling axis, space between sections, insets reference and layout-wide boundary items. A copy is taken when it is
/// assigned to a layout; assign it again after changing it.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the content scrolls along (`.vertical` by default).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between sections (0 by default).
    open var interSectionSpacing: CGFloat = 0
    /// The edge the environment's container insets are measured from (`.automatic`, the safe
    /// area, by default).
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// Boundary items of the whole layout: the top ones (a global header) before the first
    /// section, the bottom ones (a global footer) after the last, across the content area inside
    /// the layout's content-insets reference, `interSectionSpacing` only between sections; their
    /// index path is `[0, 0]`.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with UIKit's defaults.
    public init() {}
}

/// UIKit's `NSCollectionLayoutContainer`: a layout container's size and insets.
@MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size (the collection's, inside its adjusted content inset).
    var contentSize: CGSize { get }
    /// The size less `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets of the container.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect (those of the layout's content-insets reference).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// UIKit's `NSCollectionLayoutEnvironment`: what a section provider sees.
@MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The layout's container.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the collection view's window (the main screen's when it has none).
    var traitCollection: UITraitCollection { get }
}

/// UIKit's `NSCollectionLayoutVisibleItem`, as far as layout goes: an item an orthogonal
/// section shows, handed to its `visibleItemsInvalidationHandler`.
@MainActor
public protocol NSCollectionLayoutVisibleItem {
    /// The item's frame in the collection view's content.
    var frame: CGRect { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// Whether it is a cell or a supplementary view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
}

/// An item a visible-items handler sees.
private struct VisibleItem: NSCollectionLayoutVisibleItem {
    let frame: CGRect
    let indexPath: IndexPath
    var representedElementCategory: UICollectionView.ElementCategory { .cell }
}

/// The environment a compositional layout hands its section provider.
private struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(_ environment: CollectionLayoutEnvironment, traitCollection: UITraitCollection) {
        container = LayoutContainer(environment: environment)
        self.traitCollection = traitCollection
    }
}

private struct LayoutContainer: NSCollectionLayoutContainer {
    let environment: CollectionLayoutEnvironment
    var contentSize: CGSize { CGSize(environment.contentSize) }
    var effectiveContentSize: CGSize { CGSize(environment.effectiveContentSize) }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(environment.contentInsets) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(environment.effectiveContentInsets) }
}
