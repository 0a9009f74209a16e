// Two split view apps as iOS code sets them up. A column-style reader: a folder list in the
// primary column, an article in the secondary, opened with `showDetailViewController` and
// collapsed by UIKit into one navigation stack. A classic split whose primary is a navigation
// controller, with the classic delegate keeping the list alone while no message is chosen.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class StackedSplit {
    final class ArticleScreen: UIViewController {
        let body = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            body.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(body)
            NSLayoutConstraint.activate([
                body.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                body.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                body.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
    }

    let split = UISplitViewController(style: .doubleColumn)
    let folders = UIViewController()
    let article = ArticleScreen()

    init() {
        folders.title = "Folders"
        article.title = "Article"
        split.setViewController(folders, for: .primary)
        split.setViewController(article, for: .secondary)
    }

    /// Opens another article from the list, as a list's selection handler does.
    func open(_ next: UIViewController) { folders.showDetailViewController(next, sender: nil) }
}

@MainActor
final class ClassicMailSplit: UISplitViewControllerDelegate {
    let split = UISplitViewController()
    let mailboxes = UIViewController()
    let message = UIViewController()
    let navigation: UINavigationController
    /// Whether a message is chosen: the classic delegate keeps the list alone until one is.
    var hasMessage = false
    private(set) var separations = 0

    init() {
        navigation = UINavigationController(rootViewController: mailboxes)
        split.viewControllers = [navigation, message]
        split.delegate = self
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { !hasMessage }

    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        separations += 1
        return nil
    }
}
