import XCTest

// A view controller that builds its view in `loadView`, adds constraints in `viewDidLoad` and
// places a view by hand in `viewDidLayoutSubviews`, and a custom view that sizes itself through
// `intrinsicContentSize` and `updateConstraints`.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class CountBadgeView: UIView {
    var count = 1 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsUpdateConstraints()
        }
    }
    private var minimumWidth: NSLayoutConstraint?
    private(set) var updateCount = 0

    override class var requiresConstraintBasedLayout: Bool { true }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 12 + CGFloat(String(count).count) * 8, height: 20)
    }

    override func updateConstraints() {
        updateCount += 1
        if minimumWidth == nil {
            minimumWidth = widthAnchor.constraint(greaterThanOrEqualTo: heightAnchor)
            minimumWidth?.isActive = true
        }
        super.updateConstraints()
    }
}

final class InboxViewController: UIViewController {
    let badge = CountBadgeView()
    let toast = UIView()
    private(set) var events: [String] = []

    override func loadView() {
        let root = UIView()
        root.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        view = root
        events.append("loadView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        view.addSubview(toast)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("viewDidLayoutSubviews")
        let width = view.bounds.width - 40
        toast.frame = CGRect(x: 20, y: view.bounds.maxY - view.safeAreaInsets.bottom - 60, width: width, height: 44)
    }
}

final class ViewControllerCompatibilityTests: XCTestCase {
    @MainActor func testTheControllersHooksRunInUIKitsOrder() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = InboxViewController()
        XCTAssertFalse(controller.isViewLoaded)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertEqual(Array(controller.events.prefix(4)), ["loadView", "viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        XCTAssertEqual(controller.toast.frame, CGRect(x: 20, y: 758, width: 353, height: 44))
        XCTAssertEqual(controller.badge.frame, CGRect(x: 357, y: 67, width: 20, height: 20))
        XCTAssertTrue(CountBadgeView.requiresConstraintBasedLayout)
    }

    @MainActor func testInvalidatingTheIntrinsicSizeResizesTheBadge() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = InboxViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.badge.count = 128
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.badge.frame, CGRect(x: 341, y: 67, width: 36, height: 20))
        XCTAssertGreaterThanOrEqual(controller.badge.updateCount, 2)
    }
}
