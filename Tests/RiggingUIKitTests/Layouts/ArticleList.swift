// A list screen as iOS code writes one: a table view as the controller's view, shown in a
// navigation controller; and a plain scroll view filling a screen under the status bar.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class ArticleList: NSObject, UITableViewDataSource {
    final class ListScreen: UIViewController {
        let tableView = UITableView(frame: .zero, style: .plain)

        override func loadView() {
            view = tableView
        }
    }

    let screen = ListScreen()
    let navigation: UINavigationController
    let titles: [String]

    init(rows: Int, largeTitles: Bool = false) {
        titles = (1...max(rows, 1)).map { "Article \($0)" }
        navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        super.init()
        screen.tableView.dataSource = self
        screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "article")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

/// A scroll view that counts the changes of its adjusted content inset.
final class CountingScrollView: UIScrollView {
    private(set) var insetChanges = 0
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        insetChanges += 1
    }
}

/// A full-screen scroll view with content of `height`, its edges pinned to the view's edges (not
/// the safe area), as a reading screen pins it.
@MainActor
final class ReadingScreen: UIViewController {
    let scrollView = CountingScrollView()
    let page = UIView()
    let pageHeight: CGFloat

    init(pageHeight: CGFloat) {
        self.pageHeight = pageHeight
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        page.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(page)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            page.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            page.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            page.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            page.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            page.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            page.heightAnchor.constraint(equalToConstant: pageHeight),
        ])
    }
}

/// A controller whose view is a scroll view with content of `height`, as an "about" screen is.
@MainActor
final class ScrollingScreen: UIViewController {
    let scrollView = UIScrollView()
    let pageHeight: CGFloat

    init(pageHeight: CGFloat) {
        self.pageHeight = pageHeight
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = scrollView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentSize = CGSize(width: 0, height: pageHeight)
    }
}
