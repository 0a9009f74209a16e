// A notes app in iOS 14's triple-column split, as iOS code sets it up: a sidebar of folders in
// the primary column, the notes of a folder in the supplementary one and the editor in the
// secondary, with a fixed-height toolbar-like strip pinned to the editor's safe area.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class NotesColumns {
    final class EditorScreen: UIViewController {
        let strip = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            strip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(strip)
            NSLayoutConstraint.activate([
                strip.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                strip.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                strip.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                strip.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
    }

    let folders = UIViewController()
    let notes = UIViewController()
    let editor = EditorScreen()
    let split = UISplitViewController(style: .tripleColumn)

    init() {
        split.setViewController(folders, for: .primary)
        split.setViewController(notes, for: .supplementary)
        split.setViewController(editor, for: .secondary)
    }
}
