import XCTest

// Content placed by the safe area, the layout margins and the readable content guide of a view
// controller's root view, in both orientations of an iPhone and on an iPad.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class ReaderViewController: UIViewController {
    let banner = UIView()
    let article = UIView()
    let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [banner, article, footer] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 50),
            article.topAnchor.constraint(equalTo: banner.bottomAnchor),
            article.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            article.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            article.bottomAnchor.constraint(equalTo: footer.topAnchor),
            footer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

final class GuidesCompatibilityTests: XCTestCase {
    @MainActor func testAnIPhone15InPortrait() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = ReaderViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(controller.view.layoutMargins, UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
        XCTAssertEqual(controller.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        XCTAssertEqual(controller.banner.frame, CGRect(x: 0, y: 59, width: 393, height: 50))
        XCTAssertEqual(controller.footer.frame, CGRect(x: 16, y: 774, width: 361, height: 44))
        // In a compact width the readable guide is the layout margins guide.
        XCTAssertEqual(controller.article.frame, CGRect(x: 16, y: 109, width: 361, height: 665))
        XCTAssertEqual(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @MainActor func testAnIPadInLandscapeHasAReadableColumn() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "ipad10_2", orientation: .landscape))
        let controller = ReaderViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertEqual(controller.view.bounds.size, CGSize(width: 1080, height: 810))
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(controller.article.frame.width, 672)
        XCTAssertEqual(controller.article.frame.midX, 540)
        XCTAssertEqual(
            controller.footer.frame,
            CGRect(x: 20, y: 766, width: 1040, height: 44))
    }
}

final class SystemMinimumMarginsCompatibilityTests: XCTestCase {
    @MainActor func testMarginsSetBelowTheMinimumAreRaisedUnlessTheControllerOptsOut() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15 Pro Max"))
        let controller = ReaderViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // 430 points wide: 20-point minimum margins.
        XCTAssertEqual(controller.footer.frame.minX, 20)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 30)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.footer.frame.minX, 20)
        XCTAssertEqual(controller.footer.frame.maxX, 400)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.footer.frame.minX, 4)
    }
}
