// A list that pushes a detail screen, as iOS code writes it: the detail refreshes itself when
// it is pushed (`isMovingToParent`) and saves when it is popped (`isMovingFromParent`).
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class ListDetailFlow {
    final class ListScreen: UIViewController {
        var appearances: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appearances.append("willAppear(animated: \(animated))")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            appearances.append("didDisappear")
        }
    }

    final class DetailScreen: UIViewController {
        let header = UIView()
        private(set) var refreshes = 0
        private(set) var saves = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            header.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(header)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 120),
            ])
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if isMovingToParent { refreshes += 1 }
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if isMovingFromParent { saves += 1 }
        }
    }

    let list = ListScreen()
    let navigation: UINavigationController

    init() {
        navigation = UINavigationController(rootViewController: list)
    }

    func showDetail() -> DetailScreen {
        let detail = DetailScreen()
        navigation.pushViewController(detail, animated: true)
        return detail
    }

    func goBack() {
        navigation.popViewController(animated: true)
    }
}
