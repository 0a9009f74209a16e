import AutoLayout
import RiggingUIKit
import Testing

/// `SettingsStack` (Layouts/) against UIKit's stack view rules: a vertical `.fill` column gives
/// each row its width; a horizontal `.center` row is as tall as its tallest view and centres the
/// others; `.fillEqually` splits the width after the spacing; custom spacing replaces `spacing`
/// after one view.
@Suite @MainActor struct SettingsStackTests {
    @Test func rowsAndButtonsFollowTheStackRules() {
        let form = SettingsStack(titles: ["Wi-Fi", "Bluetooth", "Airplane Mode"])
        form.root.layoutIfNeeded()
        #expect(form.column.frame.minX == 16)
        #expect(form.column.frame.minY == 20)
        #expect(form.column.frame.width == 343)
        for (index, row) in form.rows.enumerated() {
            #expect(row.frame == CGRect(x: 0, y: CGFloat(index) * 39, width: 343, height: 31))
            let name = row.arrangedSubviews[0]
            let value = row.arrangedSubviews[1]
            #expect(value.frame == CGRect(x: 292, y: 0, width: 51, height: 31))
            #expect(name.frame.minX == 0)
            #expect(name.frame.width == 280)
            #expect(name.frame.midY == 15.5)
        }
        let buttonHeight = CGFloat(Button(name: "reference", title: "Cancel").intrinsicContentSize.height)
        // Three rows, two gaps of 8, then the custom 24.
        #expect(form.buttons.frame == CGRect(x: 0, y: 133, width: 343, height: buttonHeight))
        #expect(form.cancel.frame == CGRect(x: 0, y: 0, width: 161.5, height: buttonHeight))
        #expect(form.save.frame == CGRect(x: 181.5, y: 0, width: 161.5, height: buttonHeight))
        #expect(form.column.frame.height == 133 + buttonHeight)
        #expect(form.column.customSpacing(after: form.rows[2]) == 24)
    }

    @Test func hidingAnArrangedViewCollapsesItAndItsSpacing() {
        let form = SettingsStack(titles: ["Wi-Fi", "Bluetooth", "Airplane Mode"])
        form.root.layoutIfNeeded()
        form.buttons.isHidden = true
        form.root.layoutIfNeeded()
        // Three rows and two gaps; the custom spacing after the last row goes with the buttons.
        #expect(form.column.frame.height == 109)
        #expect(form.buttons.frame.height == 0)
        #expect(form.column.arrangedSubviews.count == 4)
        form.column.removeArrangedSubview(form.rows[2])
        #expect(form.column.arrangedSubviews.count == 3)
        #expect(form.rows[2].superview === form.column)
    }
}
