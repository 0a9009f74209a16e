import RiggingUIKit
import Testing

/// `MailboxFlow` (Layouts/): the navigation and tab bars as views whose frames follow the top
/// controller's navigation item (a large title on the inbox; a prompt and no large title on a
/// message) and `hidesBottomBarWhenPushed`, with the children's safe areas following the bars.
@MainActor
@Suite struct MailboxFlowTests {
    @Test func theBarsFollowTheTopController() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let flow = MailboxFlow()
        window.rootViewController = flow.tabs
        window.makeKeyAndVisible()
        #expect(flow.navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(flow.tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(flow.inbox.view.safeAreaInsets == UIEdgeInsets(top: 155, left: 0, bottom: 83, right: 0))
        #expect(flow.inbox.navigationItem.title == "Inbox")
        let message = flow.open()
        window.layoutIfNeeded()
        #expect(flow.navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 74))
        #expect(flow.navigation.navigationBar.topItem === message.navigationItem)
        #expect(flow.tabs.tabBar.isHidden)
        #expect(message.view.safeAreaInsets == UIEdgeInsets(top: 133, left: 0, bottom: 34, right: 0))
        #expect(message.footer.frame == CGRect(x: 0, y: 768, width: 393, height: 50))
        flow.navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!flow.tabs.tabBar.isHidden)
        #expect(flow.navigation.navigationBar.frame.height == 96)
    }

    @Test func anOpaqueBarPutsTheContentBelowIt() throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let flow = MailboxFlow()
        flow.navigation.navigationBar.isTranslucent = false
        window.rootViewController = flow.tabs
        window.makeKeyAndVisible()
        #expect(
            flow.inbox.view.convert(flow.inbox.view.bounds, to: window) == CGRect(x: 0, y: 155, width: 393, height: 852 - 155),
            "under the translucent tab bar")
        #expect(flow.inbox.view.safeAreaInsets.top == 0)
    }
}
