// A navigation stack whose compose screen fills its bars as iOS code does in `viewDidLoad`: a
// back button to the inbox, two custom views at the trailing end, a title view, and a toolbar
// with a counter, a flexible space and a send button, shown by the navigation controller; a
// banner slides down along the push through the transition coordinator.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class ComposeBars {
    final class ComposeScreen: UIViewController {
        let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
        let badge = UIView()
        let heading = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 30))
        let counter = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        let send = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        let editor = UIView()
        let banner = UIView()
        private(set) var bannerTop: NSLayoutConstraint?
        /// The pushes' durations the coordinator reported, and how many completions ran.
        private(set) var transitionDurations: [TimeInterval] = []
        private(set) var completions = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: avatar), UIBarButtonItem(customView: badge)]
            badge.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                badge.widthAnchor.constraint(equalToConstant: 44),
                badge.heightAnchor.constraint(equalToConstant: 28),
            ])
            navigationItem.titleView = heading
            toolbarItems = [UIBarButtonItem(customView: counter), .flexibleSpace(), UIBarButtonItem(customView: send)]
            editor.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(editor)
            NSLayoutConstraint.activate([
                editor.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                editor.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                editor.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                editor.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            let top = banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: -60)
            bannerTop = top
            NSLayoutConstraint.activate([
                top, banner.heightAnchor.constraint(equalToConstant: 60),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let coordinator = transitionCoordinator else { return }
            transitionDurations.append(coordinator.transitionDuration)
            coordinator.animate(
                alongsideTransition: { _ in
                    self.bannerTop?.constant = 0
                    self.view.layoutIfNeeded()
                },
                completion: { _ in self.completions += 1 })
        }
    }

    let inbox = UIViewController()
    let compose = ComposeScreen()
    let navigation: UINavigationController

    init() {
        inbox.title = "Inbox"
        navigation = UINavigationController(rootViewController: inbox)
        navigation.isToolbarHidden = false
    }

    /// Opens the compose screen.
    func open(animated: Bool = false) { navigation.pushViewController(compose, animated: animated) }
}
