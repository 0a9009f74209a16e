// A split view app as iOS code writes it: a mailbox list in the primary column and a message
// in the secondary, the message's header pinned to its safe area.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class MailSplit {
    final class MessageScreen: UIViewController {
        let header = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            header.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(header)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                header.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
                header.heightAnchor.constraint(equalToConstant: 80),
            ])
        }
    }

    let split = UISplitViewController(style: .doubleColumn)
    let mailboxes = UIViewController()
    let message = MessageScreen()

    init() {
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredPrimaryColumnWidthFraction = 0.3
        split.setViewController(mailboxes, for: .primary)
        split.setViewController(message, for: .secondary)
    }
}
