import AutoLayout

/// UIKit's `UICollectionLayoutListConfiguration`: a compositional section that lays its items
/// out as a table's rows, made with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// or, for every section, `UICollectionViewCompositionalLayout.list(using:)`.
///
/// Each row is as wide as the section and as tall as its cell's fitting height (estimated at
/// 44 points); `.supplementary` header and footer modes add a self-sizing header and footer of
/// the section's width. The appearances place rows as the table styles of the same names do,
/// with the table model's figures (Apple publishes none): `.plain` and `.sidebarPlain` edge to
/// edge; `.grouped` with 18 points above and below a section without a header or footer;
/// `.insetGrouped` and `.sidebar` likewise, inset from the safe area by 16 points at the sides
/// below 414 points of width and by 20 otherwise. Separators, colours and swipe actions are
/// kept without effect.
///
/// ```swift
/// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// list.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: list)
/// // rows 343 points wide at x = 16 in a 375-point collection, under a header as wide
/// ```
public struct UICollectionLayoutListConfiguration {
    /// The look of a list, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections set apart.
        case grouped
        /// Sections set apart and inset from the sides.
        case insetGrouped
        /// A sidebar: placed as `.insetGrouped`.
        case sidebar
        /// A plain sidebar: placed as `.plain`.
        case sidebarPlain
    }

    /// Whether a section has a header, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item is the header: placed as a row here.
        case firstItemInSection
    }

    /// Whether a section has a footer, as `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The list's look.
    public var appearance: Appearance
    /// The section's header (`.none` by default).
    public var headerMode = HeaderMode.none
    /// The section's footer (`.none` by default).
    public var footerMode = FooterMode.none
    /// Whether rows show separators (kept; nothing is drawn).
    public var showsSeparators = true
    /// The list's background (kept; nothing is drawn).
    public var backgroundColor: UIColor?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) { self.appearance = appearance }
}

extension NSCollectionLayoutSection {
    /// A section of rows as `configuration` describes, for the container of `layoutEnvironment`.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        let grouped = [.grouped, .insetGrouped, .sidebar].contains(configuration.appearance)
        let inset = [.insetGrouped, .sidebar].contains(configuration.appearance)
        let side = inset ? CGFloat(TableView.insetGroupedMinimumMargin(width: Double(layoutEnvironment.container.contentSize.width))) : 0
        let gap = grouped ? CGFloat(TableView.untitledSectionHeight(.grouped)) : 0
        section.contentInsets = NSDirectionalEdgeInsets(
            top: configuration.headerMode == .supplementary ? 0 : gap, leading: side,
            bottom: configuration.footerMode == .supplementary ? 0 : gap, trailing: side)
        section.contentInsetsReference = .safeArea
        func boundary(_ kind: String, _ alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: row, elementKind: kind, alignment: alignment)
        }
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(boundary(UICollectionView.elementKindSectionHeader, .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(boundary(UICollectionView.elementKindSectionFooter, .bottom))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list as `configuration` describes.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
