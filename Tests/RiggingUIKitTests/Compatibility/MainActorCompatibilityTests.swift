import XCTest

// UIKit's classes are isolated to the main actor, and Swift 6 app code relies on it: a view
// subclass declared `@MainActor` overriding `init(frame:)`, a `layoutSubviews` that animates
// its subviews to their new frames with `UIView.animate`, and a view controller whose
// `viewDidAppear(_:)` fades a banner in and reads `UIScreen.main`.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

@MainActor
final class ProgressBarView: UIView {
    let fill = UIView()
    var progress: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    private(set) var finishedAnimations = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(fill)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(fill)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let target = CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height)
        guard fill.frame != target else { return }
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveLinear],
            animations: { self.fill.frame = target },
            completion: { _ in self.finishedAnimations += 1 })
    }
}

final class WelcomeViewController: UIViewController {
    let banner = UIView()
    private(set) var screenWidth: CGFloat = 0
    private(set) var fadedIn = false

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.alpha = 0
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        screenWidth = UIScreen.main.bounds.width
        UIView.animate(
            withDuration: 0.4,
            animations: { self.banner.alpha = 1 },
            completion: { finished in self.fadedIn = finished })
    }
}

/// UIKit's rules: a block's changes take their model values at once and show along the curve
/// (a frame set in the block included); the completion runs with `true` when the animation ends.
final class MainActorCompatibilityTests: XCTestCase {
    @MainActor func testLayoutSubviewsAnimatesTheFillToItsNewFrame() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let bar = ProgressBarView(frame: CGRect(x: 0, y: 100, width: 200, height: 8))
        window.addSubview(bar)
        window.makeKeyAndVisible()
        // The first layout animates the fill to the bar's height, at no width.
        XCTAssertEqual(bar.fill.frame, CGRect(x: 0, y: 0, width: 0, height: 8))
        bar.progress = 0.5
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.fill.frame, CGRect(x: 0, y: 0, width: 100, height: 8))
        XCTAssertEqual(bar.finishedAnimations, 0)
        // Half-way along the linear curve the fill shows half its new width.
        try window.layoutWindow.runLoop.run(until: 0.1)
        XCTAssertEqual(bar.fill.layoutView.presentationFrame.width, 50, accuracy: 1e-9)
        try window.layoutWindow.runLoop.run(until: 0.25)
        XCTAssertEqual(bar.finishedAnimations, 2)
        XCTAssertEqual(bar.fill.layoutView.presentationFrame.width, 100)
    }

    @MainActor func testViewDidAppearFadesTheBannerIn() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = WelcomeViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertEqual(controller.screenWidth, 393)
        XCTAssertEqual(controller.banner.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        XCTAssertEqual(controller.banner.alpha, 1)
        XCTAssertFalse(controller.fadedIn)
        try window.layoutWindow.runLoop.run(until: 0.5)
        XCTAssertTrue(controller.fadedIn)
        XCTAssertEqual(controller.banner.layoutView.presentationAlpha, 1)
    }
}
