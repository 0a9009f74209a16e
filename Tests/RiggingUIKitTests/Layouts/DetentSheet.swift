// A map screen as iOS apps write one: a place picker presented as a sheet resting at a small
// custom detent, the medium one or the large one, attached to the bottom edge in landscape at the
// width it prefers, and expanded with an animation.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

extension UISheetPresentationController.Detent.Identifier {
    /// The picker's smallest resting height: its search field alone.
    static let peek = Self("peek")
}

final class PlacePicker: UIViewController {
    let searchField = UIView()
    let results = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        searchField.translatesAutoresizingMaskIntoConstraints = false
        results.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchField)
        view.addSubview(results)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            searchField.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            searchField.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            searchField.heightAnchor.constraint(equalToConstant: 36),
            results.topAnchor.constraint(equalTo: searchField.bottomAnchor, constant: 8),
            results.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            results.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            results.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }
}

final class MapScreen: UIViewController {
    let picker = PlacePicker()

    func showPicker(animated: Bool) {
        if let sheet = picker.sheetPresentationController {
            sheet.detents = [
                .custom(identifier: .peek) { _ in 60 },
                .medium(),
                .large(),
            ]
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            sheet.prefersGrabberVisible = true
        }
        picker.preferredContentSize = CGSize(width: 400, height: 0)
        present(picker, animated: animated)
    }

    func expandPicker() {
        guard let sheet = picker.sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }
}
