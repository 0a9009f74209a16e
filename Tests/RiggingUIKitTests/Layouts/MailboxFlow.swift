// A tab bar app whose first tab is a navigation stack, as iOS code writes it: the inbox has a
// large title, a message screen hides the tab bar and shows a prompt, and a composer pins a
// toolbar-like footer to the bottom of its safe area.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class MailboxFlow {
    final class MessageScreen: UIViewController {
        let footer = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Message"
            navigationItem.prompt = "Unread"
            navigationItem.largeTitleDisplayMode = .never
            footer.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(footer)
            NSLayoutConstraint.activate([
                footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                footer.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }

    let inbox = UIViewController()
    let settings = UIViewController()
    let navigation: UINavigationController
    let tabs = UITabBarController()

    init() {
        inbox.title = "Inbox"
        navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        tabs.viewControllers = [navigation, settings]
    }

    func open() -> MessageScreen {
        let message = MessageScreen()
        message.hidesBottomBarWhenPushed = true
        navigation.pushViewController(message, animated: false)
        return message
    }
}
