import AutoLayout
import Foundation
import InterfaceBuilder
import RiggingUIKit
import Testing

/// `Legacy.storyboard` and `Notice.xib` (Nibs/): the legacy top and bottom layout guides, margin
/// attributes, size-class variations, a scroll view's content and frame guides, and a controller
/// made with `init(nibName:bundle:)`, against UIKit's rules and the Interface Builder instance.
@MainActor
@Suite struct NibFeaturesTests {
    @Test func legacyGuidesAreTheSafeAreasEdgesAndMarginsAreTheRootViews() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
        let controller = try #require(UIStoryboard(name: "Legacy", bundle: .module).instantiateInitialViewController())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let frames = framesByIdentifier(in: controller.view)
        // 8 below the 48-point status bar; 14 above the 34-point home indicator area, 20 in from
        // the sides (the root view's minimum margins on a 414-point-wide phone).
        #expect(frames["header"] == CGRect(x: 0, y: 56, width: 414, height: 100))
        #expect(frames["footer"] == CGRect(x: 20, y: 798, width: 374, height: 50))
        let instance = try ShopNibsTests.document("Legacy", "storyboard").instantiate("legacy")
        #expect(ShopNibsTests.expectSameFrames(controller.view, as: instance) == 2)
    }

    @Test func sizeClassVariationsFollowTheMainScreensTraitsAtLoading() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1", orientation: .landscape))
        #expect(UIScreen.main.traitCollection.verticalSizeClass == .compact)
        let controller = try #require(UIStoryboard(name: "Legacy", bundle: .module).instantiateInitialViewController())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // `heightClass=compact` sets the header's height constant to 40.
        #expect(framesByIdentifier(in: controller.view)["header"]?.height == 40)
    }

    @Test func aControllerMadeWithANibNameLoadsItsViewFromTheXIB() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
        let controller = NoticeViewController(nibName: "Notice", bundle: .module)
        #expect(controller.nibName == "Notice" && !controller.isViewLoaded)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.accessibilityIdentifier == "notice-root")
        #expect(controller.view.frame == window.bounds)
        let message = try #require(controller.message)
        #expect(message.text == "Notice")
        let scroll = try #require(controller.view.subviews.first as? UIScrollView)
        // The content guide's constraints give the content size: 20 + 20.5 + 20 + 1200 + 20 tall,
        // the frame guide's width.
        #expect(scroll.contentSize == CGSize(width: 414, height: 1280.5))
        #expect(message.frame == CGRect(x: 20, y: 20, width: 374, height: 20.5))
    }

    @Test func tablesScrollViewsAndFieldsTakeTheirSettings() throws {
        let nib = xibNib(
            objects: """
                    <tableView style="insetGrouped" rowHeight="52" estimatedRowHeight="-1"
                        contentInsetAdjustmentBehavior="never" alwaysBounceVertical="NO" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    </tableView>
                    <textField opaque="NO" borderStyle="roundedRect" placeholder="Name" userInteractionEnabled="NO" id="field">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                    </textField>
                """)
        let objects = nib.instantiate(withOwner: nil)
        let table = try #require(objects.first as? UITableView)
        #expect(table.style == .insetGrouped && table.rowHeight == 52)
        #expect(table.contentInsetAdjustmentBehavior == .never && !table.alwaysBounceVertical)
        let field = try #require(objects.last as? UITextField)
        #expect(field.borderStyle == .roundedRect && field.placeholder == "Name")
        #expect(!field.isOpaque && !field.isUserInteractionEnabled)
        #expect(nib.warnings.isEmpty)
    }

    @Test func aScrollViewsGuidesLayOutAsInterfaceBuildersInstance() throws {
        let objects = UINib(nibName: "Notice", bundle: .module).instantiate(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        // Interface Builder's canvas shows a XIB's view on the document's device, under its
        // status bar; a view in a window on that device has the same safe area.
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
        window.addSubview(root)
        window.layoutIfNeeded()
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        let instance = try ShopNibsTests.document("Notice", "xib").instantiate("notice-root")
        #expect(ShopNibsTests.expectSameFrames(root, as: instance) == 4)
    }
}

/// `Dashboard.storyboard` (Nibs/): embed segues and relationships that lead back to themselves.
@MainActor
@Suite struct NibEmbedTests {
    @Test func aContainerViewEmbedsItsControllerWhenTheParentsViewLoads() throws {
        let storyboard = UIStoryboard(name: "Dashboard", bundle: .module)
        let dashboard = storyboard.instantiateViewController(withIdentifier: "Dashboard")
        #expect(dashboard.children.isEmpty)
        let window = UIWindow(screen: try UIScreen(deviceNamed: "retina6_1"))
        window.rootViewController = dashboard
        window.makeKeyAndVisible()
        let chart = try #require(dashboard.children.first)
        #expect(dashboard.children.count == 1 && chart.parent === dashboard)
        let box = try #require(dashboard.view.subviews.first)
        #expect(chart.view.superview === box)
        // The box is 16 below the 48-point status bar and 16 in; the child's view fills it.
        let frames = framesByIdentifier(in: dashboard.view)
        #expect(frames["chart-box"] == CGRect(x: 16, y: 64, width: 382, height: 200))
        #expect(chart.view.frame == CGRect(x: 0, y: 0, width: 382, height: 200))
        #expect(frames["bar"] == CGRect(x: 24, y: 72, width: 366, height: 20))
        let instance = try ShopNibsTests.document("Dashboard", "storyboard").instantiate("Dashboard")
        #expect(ShopNibsTests.expectSameFrames(dashboard.view, as: instance) == 1)
        #expect(storyboard.warnings.isEmpty)
    }

    @Test func relationshipsAndEmbedsLeadingBackToThemselvesStop() throws {
        let storyboard = UIStoryboard(name: "Dashboard", bundle: .module)
        let loop = try #require(storyboard.instantiateViewController(withIdentifier: "Loop") as? UITabBarController)
        #expect(loop.viewControllers?.count == 1)
        #expect(storyboard.warnings.contains { $0.objectID == "loop" })
        let mirror = storyboard.instantiateViewController(withIdentifier: "Mirror")
        mirror.loadViewIfNeeded()
        // The first embed makes one copy; the copy's own embed of itself stops.
        #expect(mirror.children.count == 1 && mirror.children[0].children.isEmpty)
        #expect(storyboard.warnings.contains { $0.objectID == "mirror-box" && $0.message.contains("loading around it") })
    }
}
