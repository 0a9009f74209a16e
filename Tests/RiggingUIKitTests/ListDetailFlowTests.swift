import Rigging
import RiggingUIKit
import Testing

/// `ListDetailFlow` (Layouts/): an animated push and pop on a `UINavigationController`, driven by
/// the window's run loop: UIKit's slide (the detail from the right edge, the list a third of the
/// way left, 0.35 seconds), the hooks with `isMovingToParent` and `isMovingFromParent`, and the
/// detail's constraints laid out at its final place under the bar from the slide's first frame.
@MainActor
@Suite struct ListDetailFlowTests {
    @Test func pushingSlidesTheDetailInAndPoppingSlidesItOut() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let flow = ListDetailFlow()
        window.rootViewController = flow.navigation
        window.makeKeyAndVisible()
        let loop = window.layoutWindow.runLoop
        let detail = flow.showDetail()
        #expect(flow.navigation.topViewController === detail)
        #expect(detail.refreshes == 1)
        #expect(detail.header.frame == CGRect(x: 0, y: 103, width: 393, height: 120))
        #expect(detail.view.layoutView.presentationFrame.minX == 393)
        #expect(detail.header.layoutView.presentationFrame.minX == 0, "it moves with its superview")
        try loop.run(until: 0.35)
        #expect(detail.view.layoutView.presentationFrame.minX == 0)
        #expect(flow.list.appearances == ["willAppear(animated: false)", "didDisappear"])
        #expect(flow.list.viewIfLoaded?.superview == nil)
        flow.goBack()
        #expect(detail.saves == 1)
        #expect(flow.list.view.layoutView.presentationFrame.minX == -118)
        try loop.run(until: 0.5)
        let shown = detail.view.layoutView.presentationFrame.minX
        #expect(shown > 0 && shown < 393, "on its way out: \(shown)")
        try loop.run(until: 0.7)
        #expect(flow.list.view.layoutView.presentationFrame.minX == 0)
        #expect(flow.list.appearances.last == "willAppear(animated: true)")
        #expect(detail.parent == nil)
        #expect(detail.refreshes == 1)
    }
}
