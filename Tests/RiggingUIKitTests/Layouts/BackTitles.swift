// A settings stack whose screens name their back buttons as iOS apps do: the root's title
// names the back button of the screen above it, a screen with a long title leaves its back
// button "Back" or the chevron alone, and items choose the generic or minimal display mode or
// a back item of their own.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class BackTitles {
    let settings = UIViewController()
    let general = UIViewController()
    let storage = UIViewController()
    let navigation: UINavigationController

    init() {
        settings.title = "Settings"
        general.title = "General"
        storage.title = "Storage"
        storage.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        navigation = UINavigationController(rootViewController: settings)
    }

    /// Opens the general screen, then the storage screen when `deep`.
    func open(deep: Bool = false) {
        navigation.pushViewController(general, animated: false)
        if deep { navigation.pushViewController(storage, animated: false) }
    }

    /// Opens the storage screen from the general one, sliding.
    func openStorage() { navigation.pushViewController(storage, animated: true) }

    /// Goes back one screen, sliding.
    func back() { navigation.popViewController(animated: true) }

    /// Gives the general screen another title.
    func retitleGeneral(_ title: String) { general.title = title }

    /// Shows a custom back item on the general screen while the storage screen is on top.
    func useBackItem(titled title: String) {
        general.navigationItem.backBarButtonItem = UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
    }
}
