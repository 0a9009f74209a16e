// A screen as iOS apps write one: a view controller building its view in `viewDidLoad`, pinned
// to the safe area, with a header whose height follows the vertical size class.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class GreetingScreen: UIViewController {
    let header = UIView()
    let body = UILabel()
    private var headerHeight: NSLayoutConstraint?
    private(set) var layoutPasses = 0
    private(set) var traitChanges: [UIUserInterfaceSizeClass] = []
    private(set) var transitionSizes: [CGSize] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        header.translatesAutoresizingMaskIntoConstraints = false
        body.translatesAutoresizingMaskIntoConstraints = false
        body.text = "Hello"
        view.addSubview(header)
        view.addSubview(body)
        let guide = view.safeAreaLayoutGuide
        let height = header.heightAnchor.constraint(equalToConstant: 88)
        headerHeight = height
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: guide.topAnchor),
            header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            height,
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        headerHeight?.constant = traitCollection.verticalSizeClass == .compact ? 44 : 88
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append(traitCollection.verticalSizeClass)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitionSizes.append(size)
    }
}

/// A root view of its own class, supplied by `loadView()`.
final class CustomRootScreen: UIViewController {
    final class RootView: UIView {}
    private(set) var layoutPasses = 0

    override func loadView() { view = RootView() }

    override func viewDidLayoutSubviews() { layoutPasses += 1 }
}
