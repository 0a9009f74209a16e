import XCTest

// A drawer that slides in by animating a constraint's constant and `layoutIfNeeded()` inside an
// animation block, with the delay-and-options form, the spring form and a completion.
#if canImport(UIKit)
    import UIKit
#else
    import RiggingUIKit
#endif

final class DrawerViewController: UIViewController {
    let drawer = UIView()
    let dimming = UIView()
    private var drawerLeading: NSLayoutConstraint!
    private(set) var finished: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        dimming.frame = view.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.alpha = 0
        view.addSubview(dimming)
        drawer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(drawer)
        drawerLeading = drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -280)
        NSLayoutConstraint.activate([
            drawerLeading,
            drawer.topAnchor.constraint(equalTo: view.topAnchor),
            drawer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            drawer.widthAnchor.constraint(equalToConstant: 280),
        ])
    }

    func open() {
        drawerLeading.constant = 0
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
            animations: {
                self.dimming.alpha = 0.4
                self.view.layoutIfNeeded()
            },
            completion: { finished in
                self.finished.append(finished)
            })
    }

    func close() {
        drawerLeading.constant = -280
        // Written as app code writes it: the animations as an argument, the completion trailing.
        // swift-format-ignore: OnlyOneTrailingClosureArgument
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: {
                self.dimming.alpha = 0
                self.view.layoutIfNeeded()
            }
        ) { finished in
            self.finished.append(finished)
        }
    }
}

/// UIKit's rules: an animation block sets the model values at once (the frame is the final one
/// as soon as the block returns); the completion runs when the animation ends, with `true`.
final class AnimationCompatibilityTests: XCTestCase {
    @MainActor func testTheDrawerSlidesIn() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = DrawerViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertEqual(controller.drawer.frame, CGRect(x: -280, y: 0, width: 280, height: 852))
        XCTAssertEqual(controller.dimming.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        controller.open()
        XCTAssertEqual(controller.drawer.frame, CGRect(x: 0, y: 0, width: 280, height: 852))
        XCTAssertEqual(controller.dimming.alpha, 0.4, accuracy: 1e-6)
        XCTAssertEqual(controller.finished, [])
        try window.layoutWindow.runLoop.run(until: 0.15)
        let halfway = controller.drawer.layoutView.presentationFrame.minX
        // Ease-out: past the middle at half the time.
        XCTAssertGreaterThan(halfway, -140)
        XCTAssertLessThan(halfway, 0)
        try window.layoutWindow.runLoop.run(until: 0.35)
        XCTAssertEqual(controller.finished, [true])
        XCTAssertEqual(controller.drawer.layoutView.presentationFrame.minX, 0)
    }

    @MainActor func testTheSpringFormClosesIt() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = DrawerViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.open()
        try window.layoutWindow.runLoop.run(until: 0.3)
        controller.close()
        XCTAssertEqual(controller.drawer.frame.minX, -280)
        try window.layoutWindow.runLoop.run(until: 1)
        XCTAssertEqual(controller.finished, [true, true])
        XCTAssertEqual(controller.drawer.layoutView.presentationFrame.minX, -280, accuracy: 1e-6)
    }

    @MainActor func testChangesWithoutAnimationLandAtOnce() async throws {
        let window = UIWindow(screen: try UIScreen(deviceNamed: "iPhone 15"))
        let controller = DrawerViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIView.performWithoutAnimation {
            controller.dimming.alpha = 1
            controller.drawer.isHidden = true
        }
        XCTAssertEqual(controller.dimming.alpha, 1)
        XCTAssertTrue(controller.drawer.isHidden)
        UIView.animate(withDuration: 0.2) {
            controller.dimming.alpha = 0.5
        }
        XCTAssertEqual(controller.dimming.alpha, 0.5)
    }
}
