import Foundation
import Testing

@testable import AutoLayout

/// `CollectionViewCompositionalLayout`'s placement against UIKit's documented rules: groups
/// repeat their subitems while they fit, `count` shares the length out, spacing fixed and
/// flexible, content insets after placing, estimated sides measured, orthogonal sections in one
/// line, horizontal scrolling as the transpose.
@Suite struct CollectionViewCompositionalLayoutTests {
    private func item(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutItem {
        CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: width, heightDimension: height))
    }

    private func group(
        _ axis: CollectionLayoutGroup.Axis, _ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension,
        _ subitems: [CollectionLayoutItem], count: Int? = nil, spacing: CollectionLayoutSpacing? = nil
    ) -> CollectionLayoutItem {
        CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: width, heightDimension: height),
            group: CollectionLayoutGroup(axis: axis, subitems: subitems, count: count, interItemSpacing: spacing))
    }

    private func place(_ section: CollectionLayoutSection, counts: [Int], width: Double = 300, height: Double = 600) -> CollectionLayoutPlacement {
        CollectionViewCompositionalLayout(section: section).placement(
            in: CollectionLayoutContext(size: Size(width: width, height: height), itemCounts: counts))
    }

    /// A subitem a quarter wide repeats four times a row; rows follow each other 10 apart inside
    /// the section's insets, which the fractions are measured within.
    @Test func subitemsRepeatWhileTheyFit() {
        var cell = item(.fractionalWidth(0.25), .fractionalHeight(1))
        cell.contentInsets = DirectionalEdgeInsets(all: 2)
        var section = CollectionLayoutSection(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [cell]))
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
        let placed = place(section, counts: [6])
        // (300 - 40) / 4 = 65 a column; each frame 2 points in from its 65 by 50 place.
        #expect(placed.itemFrames[0].map(\.minX) == [22, 87, 152, 217, 22, 87])
        #expect(placed.itemFrames[0].map(\.minY) == [7, 7, 7, 7, 67, 67])
        #expect(placed.itemFrames[0][0].size == Size(width: 61, height: 46))
        #expect(placed.contentSize == Size(width: 300, height: 120))  // 5 + 50 + 10 + 50 + 5
    }

    /// `count` makes that many equal items whatever the subitem's own width, the fixed spacing
    /// taken out first (Apple: "the group keeps the same number of items and resizes them").
    @Test func countSharesTheLengthAfterSpacing() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(40), [item(.absolute(10), .fractionalHeight(1))], count: 3, spacing: .fixed(15))
        let placed = place(CollectionLayoutSection(group: row), counts: [4])
        #expect(placed.itemFrames[0].map(\.minX) == [0, 105, 210, 0])
        #expect(placed.itemFrames[0].map(\.width) == [90, 90, 90, 90])
        #expect(placed.itemFrames[0][3].minY == 40)
    }

    /// Flexible spacing shares the leftover width between the gaps; flexible edge spacing on
    /// both sides across the axis centres an item.
    @Test func flexibleSpacingSharesTheLeftover() {
        var cell = item(.absolute(60), .absolute(20))
        cell.edgeSpacing = CollectionLayoutEdgeSpacing(top: .flexible(0), bottom: .flexible(0))
        let row = group(.horizontal, .fractionalWidth(1), .absolute(40), [cell], spacing: .flexible(10))
        let placed = place(CollectionLayoutSection(group: row), counts: [4])
        // Four 60-point items fit (270 <= 300); the 60 left over is shared by three gaps.
        #expect(placed.itemFrames[0].map(\.minX) == [0, 80, 160, 240])
        #expect(placed.itemFrames[0].map(\.minY) == [10, 10, 10, 10])
    }

    /// Estimated heights are measured at the width the layout gives, and content insets do not
    /// count on an estimated axis; the group is as tall as its tallest item.
    @Test func estimatedHeightsAreMeasured() {
        var cell = item(.fractionalWidth(0.5), .estimated(44))
        cell.contentInsets = DirectionalEdgeInsets(all: 4)
        let row = group(.horizontal, .fractionalWidth(1), .estimated(44), [cell])
        var asked: [Size] = []
        let context = CollectionLayoutContext(
            size: Size(width: 300, height: 600), itemCounts: [3],
            sizeItem: { path, target, fixedWidth, fixedHeight in
                asked.append(target)
                #expect(fixedWidth && !fixedHeight)
                return Size(width: target.width, height: 30 + 10 * Double(path.item))
            })
        let placed = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)).placement(in: context)
        #expect(asked == [Size(width: 150, height: 44), Size(width: 150, height: 44), Size(width: 150, height: 44)])
        #expect(
            placed.itemFrames[0] == [
                Rect(x: 4, y: 0, width: 142, height: 30), Rect(x: 154, y: 0, width: 142, height: 40), Rect(x: 4, y: 40, width: 142, height: 50),
            ])
        #expect(placed.contentSize.height == 90)
    }

    /// An orthogonally scrolling section lays its groups out in one line across the axis, as
    /// tall as its tallest group; nested groups place their own subitems.
    @Test func orthogonalSectionsAndNestedGroups() {
        let pair = group(.vertical, .absolute(100), .absolute(90), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        var section = CollectionLayoutSection(group: pair)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let placed = place(section, counts: [5])
        #expect(placed.itemFrames[0].map(\.minX) == [0, 0, 110, 110, 220])
        #expect(placed.itemFrames[0].map(\.minY) == [0, 45, 0, 45, 0])
        #expect(placed.contentSize == Size(width: 300, height: 90))
    }

    /// Horizontal scrolling transposes: groups follow each other left to right, a vertical
    /// group's items fill a column.
    @Test func horizontalScrollingTransposes() {
        let column = group(.vertical, .absolute(120), .fractionalHeight(1), [item(.fractionalWidth(1), .absolute(100))], spacing: .fixed(20))
        var section = CollectionLayoutSection(group: column)
        section.interGroupSpacing = 8
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.scrollDirection = .horizontal
        let placed = layout.placement(in: CollectionLayoutContext(size: Size(width: 300, height: 250), itemCounts: [5]))
        #expect(placed.itemFrames[0].map(\.minX) == [0, 0, 128, 128, 256])
        #expect(placed.itemFrames[0].map(\.minY) == [0, 120, 0, 120, 0])
        #expect(placed.contentSize == Size(width: 376, height: 250))
    }

    /// A top boundary item takes room before the section inset, a bottom one after; pinned, it
    /// keeps to the visible top within its section.
    @Test func boundaryItemsAndPinning() {
        var section = CollectionLayoutSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        var header = CollectionLayoutBoundaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = CollectionLayoutBoundaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.interSectionSpacing = 5
        let placed = layout.placement(in: CollectionLayoutContext(size: Size(width: 300, height: 600), itemCounts: [2, 1]))
        #expect(placed.itemFrames[0].map(\.minY) == [40, 90])
        #expect(placed.itemFrames[1].map(\.minY) == [215])  // 170 + 5 + 30 + 10
        let frames = placed.supplementaries.map(\.frame)
        #expect(frames[0] == Rect(x: 15, y: 0, width: 270, height: 30))
        #expect(frames[1] == Rect(x: 15, y: 150, width: 270, height: 20))
        #expect(frames[2].minY == 175)
        #expect(placed.supplementaries[0].shownFrame(visibleStart: 100, visibleEnd: 700, horizontal: false).minY == 100)
        #expect(placed.supplementaries[0].shownFrame(visibleStart: 160, visibleEnd: 760, horizontal: false).minY == 140)
        #expect(placed.contentSize.height == 295)
    }

    /// Side insets are measured from the edge the section's reference names: the safe area
    /// (also for `.automatic`), the layout margins, or the collection's edges; the provider's
    /// environment sees the layout's reference.
    @Test(arguments: [
        (CollectionLayoutSection.ContentInsetsReference.automatic, 54.0), (.safeArea, 54), (.layoutMargins, 30), (.none, 10),
    ])
    func contentInsetsReference(reference: CollectionLayoutSection.ContentInsetsReference, x: Double) {
        var section = CollectionLayoutSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(40), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = DirectionalEdgeInsets(leading: 10, trailing: 10)
        section.contentInsetsReference = reference
        var seen: [CollectionLayoutEnvironment] = []
        let layout = CollectionViewCompositionalLayout { _, environment in
            seen.append(environment)
            return section
        }
        let context = CollectionLayoutContext(
            size: Size(width: 800, height: 400), safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            layoutMargins: EdgeInsets(top: 8, left: 20, bottom: 8, right: 20), itemCounts: [1])
        let placed = layout.placement(in: context)
        #expect(placed.itemFrames[0] == [Rect(x: x, y: 0, width: 800 - 2 * x, height: 40)])
        #expect(seen.map(\.effectiveContentSize) == [Size(width: 712, height: 400)])
    }
}
