import RiggingUIKit
import Testing

/// `makeItemFormGrid` (Layouts/): the item form, multipliers between views, `.lessThanOrEqual`
/// with a lower-priority preference, and constraints read back as UIKit objects.
@Suite @MainActor struct ItemFormGridTests {
    @Test func columnsShareTheWidthTwoToOneAndTheFooterSitsAtTheBottom() {
        let grid = makeItemFormGrid(width: 375, height: 667)
        grid.root.layoutIfNeeded()
        // 10 + 2w + 10 + w + 10 = 375.
        #expect(grid.left.frame == CGRect(x: 10, y: 60, width: 230, height: 553))
        #expect(grid.right.frame == CGRect(x: 250, y: 60, width: 115, height: 553))
        #expect(grid.footer.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        // The 600-point preference (750) yields to the container's width (required).
        #expect(grid.header.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
    }

    @Test func thePreferenceHoldsWhenThereIsRoom() {
        let grid = makeItemFormGrid(width: 800, height: 400)
        grid.root.layoutIfNeeded()
        #expect(grid.header.frame == CGRect(x: 100, y: 0, width: 600, height: 50))
    }

    @Test func constraintsReadBackWithTheirItemsAttributesAndPriority() throws {
        let grid = makeItemFormGrid(width: 375, height: 667)
        // Installed on the root, the receiver of `addConstraints`, as UIKit installs it.
        let preferred = try #require(grid.root.constraints.first { $0.identifier == "header-preferred-width" })
        #expect(grid.header.constraints.isEmpty)
        #expect(preferred.firstItem === grid.header)
        #expect(preferred.secondItem == nil)
        #expect(preferred.firstAttribute == .width)
        #expect(preferred.secondAttribute == .notAnAttribute)
        #expect(preferred.priority == .defaultHigh)
        #expect(preferred.constant == 600)
        #expect(preferred.isActive)
        #expect(grid.root.constraints.contains(preferred))
        grid.root.removeConstraint(preferred)
        #expect(!preferred.isActive)
        #expect(!grid.root.constraints.contains(preferred))
    }

    @Test func changingAConstantMovesTheViewsAtTheNextPass() throws {
        let grid = makeItemFormGrid(width: 375, height: 667)
        grid.root.layoutIfNeeded()
        let height = try #require(grid.root.constraints.first { $0.firstItem === grid.footer && $0.firstAttribute == .height })
        height.constant = 100
        grid.root.layoutIfNeeded()
        #expect(grid.footer.frame == CGRect(x: 0, y: 567, width: 375, height: 100))
        #expect(grid.left.frame.height == 497)
    }
}

/// `makeVisualFormatRow` (Layouts/): the visual format language with metrics and alignment options.
@Suite @MainActor struct VisualFormatRowTests {
    @Test func theFormatsLayOutTheRowAndTheBar() {
        let row = makeVisualFormatRow(width: 320)
        row.root.layoutIfNeeded()
        // 10 + w + 10 + w + 10 = 320; b aligned to a's top and bottom.
        #expect(row.a.frame == CGRect(x: 10, y: 20, width: 145, height: 44))
        #expect(row.b.frame == CGRect(x: 165, y: 20, width: 145, height: 44))
        #expect(row.bar.frame == CGRect(x: 0, y: 72, width: 320, height: 2))
    }

    @Test func aFormatThatDoesNotParseGivesNoConstraints() {
        let view = UIView()
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", options: [], metrics: nil, views: ["a": view]).isEmpty)
    }
}
