// A list screen as iOS apps write one: a filter button at the top trailing corner shows a
// menu of filters in a popover pointing at it, below it when there is room.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class FilterMenu: UIViewController {
    let firstRow = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: 280, height: 220)
        firstRow.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(firstRow)
        NSLayoutConstraint.activate([
            firstRow.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            firstRow.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            firstRow.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            firstRow.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

final class FilteredList: UIViewController {
    let filterButton = UIView()
    let footerButton = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for button in [filterButton, footerButton] {
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            filterButton.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            filterButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            filterButton.widthAnchor.constraint(equalToConstant: 44),
            filterButton.heightAnchor.constraint(equalToConstant: 44),
            footerButton.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
            footerButton.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            footerButton.widthAnchor.constraint(equalToConstant: 44),
            footerButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    func showFilters(from button: UIView, arrows: UIPopoverArrowDirection = .any) -> FilterMenu {
        let menu = FilterMenu()
        menu.modalPresentationStyle = .popover
        if let popover = menu.popoverPresentationController {
            popover.sourceView = button
            popover.sourceRect = button.bounds
            popover.permittedArrowDirections = arrows
        }
        present(menu, animated: false)
        return menu
    }
}
