import RiggingUIKit
import Testing

/// `SettingsListController` (Layouts/SettingsList.swift): a list configuration's sections are
/// columns of self-sizing rows under a header of the same width; `.insetGrouped` insets them
/// as the inset grouped table does (16 points below 414 points of width, 20 from there) and
/// keeps the grouped gap below each section; `.plain` runs edge to edge with no gaps. Label
/// heights come from probes, so the figures do not depend on the text model's widths.
@MainActor
@Suite struct SettingsListTests {
    let groups: [(title: String, rows: [String])] = [("General", ["About", "Software Update"]), ("Privacy", ["Location"])]

    func screen(_ appearance: UICollectionLayoutListConfiguration.Appearance, width: CGFloat) -> SettingsListController {
        let controller = SettingsListController(groups: groups, appearance: appearance)
        controller.view.frame = CGRect(x: 0, y: 0, width: width, height: 700)
        controller.view.layoutIfNeeded()
        return controller
    }

    func line(_ font: UIFont) -> CGFloat {
        let probe = UILabel()
        probe.font = font
        probe.text = "General"
        return probe.intrinsicContentSize.height
    }

    @Test(arguments: [(CGFloat(375), CGFloat(16)), (CGFloat(430), CGFloat(20))])
    func insetGroupedSections(width: CGFloat, side: CGFloat) {
        let collection = screen(.insetGrouped, width: width).collectionView
        let header = line(.boldSystemFont(ofSize: 17)) + 16
        let row = line(.systemFont(ofSize: 17)) + 22
        let columnWidth = width - 2 * side
        let headerFrame = { (section: Int) in
            collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(headerFrame(0) == CGRect(x: side, y: 0, width: columnWidth, height: header))
        let rows = [(0, 0), (1, 0), (0, 1)].compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0.0, section: $0.1))?.frame }
        #expect(rows[0] == CGRect(x: side, y: header, width: columnWidth, height: row))
        #expect(rows[1].minY == header + row)
        // The first section ends 18 points below its last row; the second's header follows.
        let second = header + 2 * row + 18
        #expect(headerFrame(1)?.minY == second)
        #expect(rows[2] == CGRect(x: side, y: second + header, width: columnWidth, height: row))
        #expect(collection.contentSize == CGSize(width: width, height: second + header + row + 18))
    }

    @Test func plainListsRunEdgeToEdge() {
        let collection = screen(.plain, width: 375).collectionView
        let header = line(.boldSystemFont(ofSize: 17)) + 16
        let row = line(.systemFont(ofSize: 17)) + 22
        let frames = [(0, 0), (1, 0), (0, 1)].compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0.0, section: $0.1))?.frame }
        #expect(frames.map(\.minX) == [0, 0, 0] && frames.allSatisfy { $0.width == 375 })
        #expect(frames.map(\.minY) == [header, header + row, 2 * header + 2 * row])
    }
}
