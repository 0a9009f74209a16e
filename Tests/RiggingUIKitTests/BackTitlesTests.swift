import Rigging
import RiggingUIKit
import Testing

/// `BackTitles` (Layouts/): the back button tries its titles in the order Apple documents for
/// `backButtonDisplayMode` (`.default`: the item below's `backButtonTitle`, its `title`, a
/// generic "Back", then no title; `.generic`: "Back", then none; `.minimal`: none; a
/// `backBarButtonItem`'s title first in every mode) and takes the first that leaves the top
/// item's title room to stay centred on the bar, 8 points clear of the items; a title that does
/// not fit even beside the chevron alone is shifted and narrowed between the items, where UIKit
/// truncates it. On an iPhone 15 (393 points): the back button from 8 points, a 13-point chevron
/// and a 6-point gap before its title (Rigging's measured figures), 16-point margins.
@MainActor
@Suite struct BackTitlesTests {
    /// The width of `text` in the 17-point system font, `weight` as given.
    func width(_ text: String, _ weight: UIFont.Weight = .regular) -> CGFloat {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 17, weight: weight)
        return label.intrinsicContentSize.width
    }

    /// The stack shown in a window on an iPhone 15, the general screen open (and the storage
    /// screen above it when `deep`), `configure` run first.
    func shown(deep: Bool = false, _ configure: (BackTitles) -> Void = { _ in }) throws -> (UIWindow, BackTitles) {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let stack = BackTitles()
        configure(stack)
        window.rootViewController = stack.navigation
        window.makeKeyAndVisible()
        stack.open(deep: deep)
        window.layoutIfNeeded()
        return (window, stack)
    }

    /// The title's frame centred on the 393-point bar, 44 tall.
    func centredTitle(_ text: String) -> CGRect {
        let size = CGSize(width: width(text, .semibold), height: 0)
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        let height = label.intrinsicContentSize.height
        return CGRect(x: 196.5 - size.width / 2, y: (44 - height) / 2, width: size.width, height: height)
    }

    @Test func theTitleBelowNamesTheBackButtonWhenItFits() throws {
        let (window, stack) = try shown()
        let bar = stack.navigation.navigationBar
        #expect(bar.shownBackButtonTitle == "Settings")
        #expect(bar.backButtonLayoutFrame == CGRect(x: 8, y: 0, width: 19 + width("Settings"), height: 44))
        #expect(bar.titleLayoutFrame == centredTitle("General"))
        withExtendedLifetime(window) {}
    }

    @Test func aLongTitleLeavesTheBackButtonBackThenTheChevronThenTruncates() throws {
        let (window, stack) = try shown()
        let bar = stack.navigation.navigationBar
        // 211.5 points centred start at 90.75: "Settings" would end at 90.5 + 8, "Back" at 64.5 + 8.
        stack.retitleGeneral("Keyboards and Languages")
        window.layoutIfNeeded()
        #expect(196.5 - width("Keyboards and Languages", .semibold) / 2 < 8 + 19 + width("Settings") + 8)
        #expect(bar.shownBackButtonTitle == "Back")
        #expect(bar.backButtonLayoutFrame == CGRect(x: 8, y: 0, width: 19 + width("Back"), height: 44))
        #expect(bar.titleLayoutFrame == centredTitle("Keyboards and Languages"))
        // 261 points centred start at 66: even "Back" collides, so the chevron shows alone.
        let longer = "General General General General"
        stack.retitleGeneral(longer)
        window.layoutIfNeeded()
        #expect(bar.shownBackButtonTitle == nil)
        #expect(bar.backButtonLayoutFrame == CGRect(x: 8, y: 0, width: 13, height: 44))
        #expect(bar.titleLayoutFrame == centredTitle(longer))
        // Wider than the space beside the chevron: narrowed to it, from 8 after the chevron to
        // the trailing margin.
        let longest = Array(repeating: "General", count: 6).joined(separator: " ")
        stack.retitleGeneral(longest)
        window.layoutIfNeeded()
        let title = try #require(bar.titleLayoutFrame)
        #expect(title.minX == 8 + 13 + 8 && title.maxX == 393 - 16)
        // A short title again brings the specific back title back.
        stack.retitleGeneral("General")
        window.layoutIfNeeded()
        #expect(bar.shownBackButtonTitle == "Settings")
        withExtendedLifetime(window) {}
    }

    @Test func theDisplayModesOfTheItemBelow() throws {
        let (window, stack) = try shown()
        let bar = stack.navigation.navigationBar
        let below = stack.settings.navigationItem
        below.backButtonDisplayMode = .generic
        window.layoutIfNeeded()
        #expect(bar.shownBackButtonTitle == "Back", "the generic title though \"Settings\" fits")
        below.backButtonTitle = "All Settings"
        window.layoutIfNeeded()
        #expect(bar.shownBackButtonTitle == "Back", ".generic ignores backButtonTitle")
        below.backButtonDisplayMode = .default
        window.layoutIfNeeded()
        #expect(bar.shownBackButtonTitle == "All Settings")
        below.backButtonDisplayMode = .minimal
        window.layoutIfNeeded()
        #expect(bar.shownBackButtonTitle == nil)
        #expect(bar.backButtonLayoutFrame?.width == 13)
        #expect(bar.titleLayoutFrame == centredTitle("General"))
        withExtendedLifetime(window) {}
    }

    @Test func aBackItemsTitleComesFirstAndTrailingItemsNarrowTheRoom() throws {
        let (window, stack) = try shown(deep: true) { stack in
            stack.general.navigationItem.backButtonDisplayMode = .minimal
            stack.useBackItem(titled: "Gen")
        }
        let bar = stack.navigation.navigationBar
        #expect(bar.backItem === stack.general.navigationItem)
        #expect(bar.shownBackButtonTitle == "Gen", "backBarButtonItem's title whatever the mode")
        #expect(bar.titleLayoutFrame == centredTitle("Storage"))
        // A title reaching the Edit item (at 393 - 16 - its width) leaves the back button the
        // chevron, and is shifted to end 8 points before the item.
        let edit = width("Edit")
        stack.storage.title = "Storage and Storage and Storage and"
        window.layoutIfNeeded()
        let title = try #require(bar.titleLayoutFrame)
        #expect(bar.shownBackButtonTitle == nil)
        #expect(abs(title.maxX - (393 - 16 - edit - 8)) < 1e-9)
        #expect(stack.storage.navigationItem.rightBarButtonItem?.layoutFrame.minX == 393 - 16 - edit)
        withExtendedLifetime(window) {}
    }

    @Test func barItemsCrossFadeAlongAPopAndAPush() throws {
        let (window, stack) = try shown(deep: true)
        let loop = window.layoutWindow.runLoop
        let edit = try #require(stack.storage.navigationItem.rightBarButtonItem)
        let bar = stack.navigation.navigationBar
        let editView = try #require(bar.subviews.first { $0.frame == edit.layoutFrame && $0.frame != .zero })
        stack.back()
        #expect(editView.superview === bar, "kept while it fades out")
        #expect(editView.alpha == 0, "the model value is the end of the fade")
        try loop.run(until: loop.time + 0.175)
        let leaving = editView.layoutView.presentationAlpha
        #expect(leaving > 0.05 && leaving < 0.95, "fading out along the slide: \(leaving)")
        try loop.run(until: loop.time + 0.2)
        #expect(editView.superview == nil, "out of the bar when the pop ends")
        #expect(editView.alpha == 1, "ready to show again")
        #expect(edit.layoutFrame == .zero)
        stack.openStorage()
        #expect(editView.superview === bar && editView.alpha == 1)
        try loop.run(until: loop.time + 0.175)
        let joining = editView.layoutView.presentationAlpha
        #expect(joining > 0.05 && joining < 0.95, "fading in along the slide: \(joining)")
        try loop.run(until: loop.time + 0.2)
        #expect(edit.layoutFrame.width > 0 && editView.layoutView.presentationAlpha == 1)
    }
}
