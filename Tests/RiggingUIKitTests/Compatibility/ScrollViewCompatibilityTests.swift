import XCTest

// A vertically scrolling form: the content pinned to the content layout guide, its width tied to
// the frame layout guide, as Apple's "Working with scroll views" describes.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class FormViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    var sections: [UIView] = []

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var previous = contentView.topAnchor
        for index in 0..<10 {
            let section = UIView()
            section.translatesAutoresizingMaskIntoConstraints = false
            section.tag = index + 1
            contentView.addSubview(section)
            NSLayoutConstraint.activate([
                section.topAnchor.constraint(equalTo: previous, constant: 20),
                section.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                section.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                section.heightAnchor.constraint(equalToConstant: 100),
            ])
            previous = section.bottomAnchor
            sections.append(section)
        }
        previous.constraint(equalTo: contentView.bottomAnchor, constant: -20).isActive = true
    }
}

/// UIKit's rules: the content size is the content view's size (10 x 120 + 20 = 1220 tall, the
/// scroll view's width wide); the default content inset adjustment (`.automatic`) insets a
/// vertically scrolling view by the safe area; a view's default layout margins are 8 points.
final class ScrollViewCompatibilityTests: XCTestCase {
    @MainActor func testTheContentGuideSizesTheContent() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = FormViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.scrollView.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(controller.scrollView.contentSize, CGSize(width: 393, height: 1220))
        XCTAssertEqual(controller.contentView.frame, CGRect(x: 0, y: 0, width: 393, height: 1220))
        XCTAssertEqual(controller.sections[2].frame, CGRect(x: 8, y: 260, width: 377, height: 100))
        XCTAssertEqual(controller.scrollView.adjustedContentInset, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(controller.scrollView.contentInsetAdjustmentBehavior, .automatic)
    }

    @MainActor func testScrollingMovesTheBoundsNotTheContentFrames() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = FormViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.scrollView.bounds.origin, CGPoint(x: 0, y: 300))
        XCTAssertEqual(controller.scrollView.contentOffset.y, 300)
        let section = try XCTUnwrap(controller.scrollView.viewWithTag(3))
        XCTAssertEqual(section.frame.minY, 260)
        XCTAssertEqual(section.convert(CGPoint.zero, to: controller.view), CGPoint(x: 8, y: -40))
    }
}
