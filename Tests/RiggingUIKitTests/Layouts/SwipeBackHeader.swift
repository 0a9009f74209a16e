// A navigation stack whose list grows its header along any transition that brings it back, as iOS
// code does through the transition coordinator, and puts the header back in the completion when
// an interactive pop (the edge swipe) is cancelled, as UIKit leaves that to the app.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class SwipeBackHeader {
    final class ListScreen: UIViewController {
        let header = UIView()
        private(set) var headerHeight: NSLayoutConstraint?
        /// Whether each transition's completion saw it cancelled.
        private(set) var cancellations: [Bool] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            header.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(header)
            let height = header.heightAnchor.constraint(equalToConstant: 60)
            headerHeight = height
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                height,
            ])
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let coordinator = transitionCoordinator, let height = headerHeight else { return }
            let before = height.constant
            coordinator.animate(
                alongsideTransition: { _ in
                    height.constant = 120
                    self.view.layoutIfNeeded()
                },
                completion: { context in
                    self.cancellations.append(context.isCancelled)
                    guard context.isCancelled else { return }
                    height.constant = before
                    self.view.layoutIfNeeded()
                })
        }
    }

    let list = ListScreen()
    let detail = UIViewController()
    let navigation: UINavigationController

    init() {
        navigation = UINavigationController(rootViewController: list)
    }
}
