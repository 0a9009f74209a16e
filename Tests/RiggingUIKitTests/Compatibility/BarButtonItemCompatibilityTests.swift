import XCTest

// A compose screen's bar items and a toolbar, as iOS code sets them up in `viewDidLoad`.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class ComposeViewController: UIViewController {
    let editor = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: nil)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Send", style: .done, target: self, action: Selector("send")),
            UIBarButtonItem(image: UIImage(systemName: "paperclip"), style: .plain, target: nil, action: nil),
        ]
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .camera, target: nil, action: nil),
            .fixedSpace(12),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
        ]
        editor.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(editor)
        NSLayoutConstraint.activate([
            editor.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            editor.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            editor.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            editor.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }
}

final class BarButtonItemCompatibilityTests: XCTestCase {
    @MainActor func testBarItemsAreKeptAndTheBarKeepsItsHeight() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let compose = ComposeViewController()
        let navigation = UINavigationController(rootViewController: compose)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        XCTAssertEqual(compose.navigationItem.leftBarButtonItem?.systemItem, .cancel)
        XCTAssertEqual(compose.navigationItem.rightBarButtonItem?.title, "Send")
        XCTAssertEqual(compose.navigationItem.rightBarButtonItems?.count, 2)
        XCTAssertEqual(compose.toolbarItems?[1].width, 12)
        XCTAssertTrue(navigation.isToolbarHidden)
        XCTAssertEqual(navigation.toolbar.items?.count, 4)
        // The navigation bar is 44 points below the 59-point status area, whatever its items.
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        XCTAssertEqual(compose.editor.frame, CGRect(x: 0, y: 103, width: 393, height: 715))
        // The root has no back button: Cancel starts at the 16-point margin; Send, the first
        // trailing item, ends at the trailing one, the paperclip (a 17-point symbol) 8 before it.
        let cancel = try XCTUnwrap(compose.navigationItem.leftBarButtonItem)
        XCTAssertEqual(cancel.layoutFrame.minX, 16)
        XCTAssertEqual(cancel.layoutFrame.height, 44)
        let send = try XCTUnwrap(compose.navigationItem.rightBarButtonItems?.first)
        let clip = try XCTUnwrap(compose.navigationItem.rightBarButtonItems?.last)
        XCTAssertEqual(send.layoutFrame.maxX, 377, accuracy: 0.34)
        XCTAssertEqual(clip.layoutFrame.width, 17, accuracy: 0.34)
        XCTAssertEqual(clip.layoutFrame.maxX, send.layoutFrame.minX - 8, accuracy: 0.34)
        XCTAssertEqual(compose.toolbarItems?[1].layoutFrame, .zero, "a space has no view")
        compose.navigationItem.setRightBarButtonItems(nil, animated: true)
        XCTAssertNil(compose.navigationItem.rightBarButtonItem)
    }

    @MainActor func testAStandaloneToolbarPinnedAboveTheSafeArea() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = UIViewController()
        window.rootViewController = controller
        let toolbar = UIToolbar()
        toolbar.setItems([.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)], animated: false)
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
        ])
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()
        // No height constraint: the toolbar's intrinsic height, 44 points on an iPhone in portrait.
        XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 774, width: 393, height: 44))
        let done = try XCTUnwrap(toolbar.items?.last)
        XCTAssertEqual(done.layoutFrame.maxX, 377, accuracy: 0.34, "the trailing margin")
        XCTAssertEqual(done.layoutFrame.minY, 0)
        try window.layoutWindow.rotate(to: .landscape)
        try window.layoutWindow.runLoop.run(until: window.layoutWindow.rotationDuration)
        XCTAssertEqual(toolbar.frame.height, 32, "compact height")
        XCTAssertEqual(done.layoutFrame.maxX, 852 - 59 - 20, accuracy: 0.34)
        XCTAssertEqual(toolbar.items?.last?.systemItem, .done)
        XCTAssertTrue(toolbar.items?.first?.isSpace ?? false)
    }
}
