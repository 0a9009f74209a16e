// An iPad editor as iOS apps write one: an inspector column, a child view controller that
// defines the presentation context, shows its filters over itself alone, not over the editor.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class InspectorColumn: UIViewController {
    private(set) var appearances: [String] = []

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearances.append("willDisappear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances.append("didAppear")
    }
}

final class EditorScreen: UIViewController {
    let inspector = InspectorColumn()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(inspector)
        inspector.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inspector.view)
        NSLayoutConstraint.activate([
            inspector.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            inspector.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inspector.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            inspector.view.widthAnchor.constraint(equalToConstant: 320),
        ])
        inspector.didMove(toParent: self)
        inspector.definesPresentationContext = true
    }

    /// Shows a filters screen over the inspector: over it (`.overCurrentContext`) or in its
    /// place (`.currentContext`).
    func showFilters(over: Bool) -> UIViewController {
        let filters = UIViewController()
        filters.modalPresentationStyle = over ? .overCurrentContext : .currentContext
        inspector.present(filters, animated: false)
        return filters
    }
}
