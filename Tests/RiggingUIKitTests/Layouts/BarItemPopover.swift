// A navigation screen whose Filter bar button shows a menu in a popover anchored to the item, as
// iOS apps write it, the search field left usable beside it.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class BarItemPopover {
    let list = UIViewController()
    let navigation: UINavigationController
    let filter = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
    let searchField = UIView()

    init() {
        list.navigationItem.rightBarButtonItem = filter
        navigation = UINavigationController(rootViewController: list)
    }

    func showFilters() -> UIViewController {
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 300, height: 200)
        menu.popoverPresentationController?.barButtonItem = filter
        menu.popoverPresentationController?.passthroughViews = [searchField]
        list.present(menu, animated: false)
        return menu
    }
}
