import AutoLayout
import Rigging
import XCTest

/// Windows on devices, view controllers' root views and rotation.
final class WindowTests: XCTestCase {
    /// `Window`'s doc comment example, run as written.
    func testDocExample() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15"), orientation: .portrait))
        let controller = ViewController(name: "home")
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(controller.view.safeAreaInsets, EdgeInsets(top: 59, bottom: 34))
        try window.rotate(to: .landscape)
        try window.runLoop.run(until: window.rotationDuration)
        XCTAssertEqual(controller.view.frame, Rect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(controller.view.safeAreaInsets, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    /// `Screen`'s doc comment example.
    func testScreenDocExample() throws {
        let screen = Screen(device: try Device.lookup("iPhone 15"), orientation: .landscape)
        XCTAssertEqual(screen.bounds, Rect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(screen.scale, 3)
        XCTAssertEqual(screen.nativeBounds, Rect(x: 0, y: 0, width: 1179, height: 2556))
    }

    func testSplitViewWindow() throws {
        let window = Window(screen: Screen(device: try Device.lookup("ipad12_9rounded"), orientation: .landscape), split: .oneThird)
        let controller = ViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.frame.size, Size(width: 375, height: 1024))
        XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(controller.traitCollection.userInterfaceIdiom, .pad)
        XCTAssertEqual(controller.view.safeAreaInsets, EdgeInsets(top: 24, bottom: 20))
    }

    /// The order UIKit calls the hooks in on a rotation that changes a size class, and the
    /// alongside block animating with the rotation.
    func testRotationCallsTheHooksInOrderAndAnimatesAlongside() throws {
        final class Probe: ViewController {
            var log: [String] = []
            let box = View(name: "box")
            var width: LayoutConstraint?
            override func viewDidLoad() {
                log.append("viewDidLoad")
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                let width = box.widthAnchor.constraint(equalToConstant: 100)
                self.width = width
                try? LayoutConstraint.activate([
                    width, box.heightAnchor.constraint(equalToConstant: 50),
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                ])
            }
            override func traitCollectionDidChange(_ previous: TraitCollection?) {
                log.append("traitCollectionDidChange(\(previous.map(\.description) ?? "nil") -> \(traitCollection))")
            }
            override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
                log.append("willTransition(to: \(newCollection.horizontalSizeClass))")
            }
            override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
                log.append("viewWillTransition(to: \(size))")
                coordinator.animate(
                    alongsideTransition: { _ in
                        self.log.append("alongside")
                        self.width?.constant = 300
                    }, completion: { context in self.log.append("completion \(context.transitionDuration)") })
            }
        }
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 11")))
        let probe = Probe()
        window.rootViewController = probe
        window.layoutIfNeeded()
        XCTAssertEqual(probe.box.frame, Rect(x: 0, y: 48, width: 100, height: 50))
        try window.rotate(to: .landscape)
        XCTAssertEqual(probe.box.frame, Rect(x: 48, y: 0, width: 300, height: 50), "the model frame changes at once")
        XCTAssertEqual(probe.box.presentationFrame, Rect(x: 0, y: 48, width: 100, height: 50), "the shown frame starts where it was")
        try window.runLoop.run(until: 0.2)
        XCTAssertEqual(probe.box.presentationFrame.minX, 24, accuracy: 1e-9, "half-way on the ease-in-out curve")
        XCTAssertEqual(probe.box.presentationFrame.width, 200, accuracy: 1e-9)
        XCTAssertFalse(probe.log.last?.hasPrefix("completion") ?? true)
        try window.runLoop.run(until: 0.4)
        XCTAssertEqual(probe.box.presentationFrame, Rect(x: 48, y: 0, width: 300, height: 50))
        XCTAssertEqual(
            probe.log,
            [
                "viewDidLoad",
                "willTransition(to: regular)",
                "viewWillTransition(to: (896.0, 414.0))".replacingOccurrences(of: "(896.0, 414.0)", with: "\(Size(width: 896, height: 414))"),
                "traitCollectionDidChange(widthClass=compact heightClass=regular scale=2 idiom=phone -> widthClass=regular heightClass=compact scale=2 idiom=phone)",
                "alongside",
                "completion 0.4",
            ])
    }

    func testRotationIsARecordedFrameSequence() throws {
        let window = Window(screen: Screen(device: try Device.lookup("retina4_7")))
        let controller = ViewController(name: "root")
        window.rootViewController = controller
        window.layoutIfNeeded()
        window.runLoop.startRecording(name: "rotation")
        try window.rotate(to: .landscape)
        try window.runLoop.run(until: 0.4)
        let dump = try XCTUnwrap(window.runLoop.stopRecording())
        let index = try XCTUnwrap(dump.views.firstIndex(of: "root"))
        let widths = dump.frames.map { $0.views[index].width }
        XCTAssertEqual(widths.first ?? 0, 375, accuracy: 1e-9)
        XCTAssertEqual(widths.last ?? 0, 667, accuracy: 1e-9)
        XCTAssertEqual(widths, widths.sorted(), "the width grows monotonically through the rotation")
        XCTAssertGreaterThan(Set(widths).count, 10)
    }

    func testRotationWithoutAnimationAndToTheSameOrientation() throws {
        let window = Window(screen: Screen(device: try Device.lookup("retina4_0")))
        let controller = ViewController()
        window.rootViewController = controller
        try window.rotate(to: .portrait)
        XCTAssertEqual(window.screen.orientation, .portrait)
        try window.rotate(to: .landscape, animated: false)
        XCTAssertEqual(controller.view.frame.size, Size(width: 568, height: 320))
        XCTAssertEqual(controller.view.presentationFrame.size, Size(width: 568, height: 320))
        XCTAssertEqual(controller.view.safeAreaInsets, .zero, "iOS hides the status bar in compact height")
    }

    func testInvalidRotationDurationThrows() throws {
        let window = Window(screen: Screen(device: try Device.lookup("retina4_0")))
        window.rotationDuration = -1
        XCTAssertThrowsError(try window.rotate(to: .landscape))
    }

    func testReplacingTheRootViewController() throws {
        let window = Window(screen: Screen(device: try Device.lookup("retina4_0")))
        let first = ViewController(name: "first")
        let second = ViewController(name: "second")
        window.rootViewController = first
        window.rootViewController = second
        XCTAssertNil(first.view.superview)
        XCTAssertNil(first.window)
        XCTAssertTrue(second.view.superview === window.view)
        XCTAssertTrue(second.window === window)
    }
}

/// Rotation re-lays out text: a multi-line label pinned between the margins re-wraps at the new width.
final class WindowRotationTextTests: XCTestCase {
    func testAMultiLineLabelRewrapsOnRotation() throws {
        final class Article: ViewController {
            let body = Label(name: "body", text: String(repeating: "Auto Layout on Linux. ", count: 12))
            override func viewDidLoad() {
                body.numberOfLines = 0
                body.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(body)
                let margins = view.layoutMarginsGuide
                try? LayoutConstraint.activate([
                    body.topAnchor.constraint(equalTo: margins.topAnchor),
                    body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                ])
            }
        }
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let article = Article()
        window.rootViewController = article
        window.layoutIfNeeded()
        let portrait = article.body.frame
        XCTAssertEqual(portrait.width, 393 - 2 * 16, "UIKit's 16-point minimum side margins")
        try window.rotate(to: .landscape)
        try window.runLoop.run(until: 0.4)
        let landscape = article.body.frame
        XCTAssertEqual(landscape.width, 852 - 2 * 59 - 2 * 20, "between the 20-point margins inside the safe area")
        XCTAssertLessThan(landscape.height, portrait.height, "fewer lines at the wider width")
        XCTAssertEqual(article.body.intrinsicContentSize.height, landscape.height)
    }
}

/// Split View resizing as a transition.
final class WindowSplitTests: XCTestCase {
    func testResizingTheSplitChangesTheSizeClass() throws {
        final class Probe: ViewController {
            var sizes: [Size] = []
            override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) { sizes.append(size) }
        }
        let window = Window(screen: Screen(device: try Device.lookup("ipad11"), orientation: .landscape))
        let probe = Probe()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        XCTAssertEqual(probe.traitCollection.horizontalSizeClass, .regular)
        try window.resize(to: .half)
        try window.runLoop.run(until: window.rotationDuration)
        XCTAssertEqual(probe.view.frame.size, Size(width: 592, height: 834))
        XCTAssertEqual(probe.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(window.split, .half)
        try window.resize(to: .half)
        XCTAssertEqual(probe.sizes, [Size(width: 592, height: 834)], "the same split again is no transition")
        try window.resize(to: .twoThirds, animated: false)
        XCTAssertEqual(probe.view.frame.size, Size(width: 809, height: 834))
        XCTAssertEqual(probe.traitCollection.horizontalSizeClass, .regular)
    }

    func testAPhoneIgnoresSplits() throws {
        let window = Window(screen: Screen(device: try Device.lookup("retina4_7")))
        let controller = ViewController()
        window.rootViewController = controller
        try window.resize(to: .oneThird, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.frame.size, Size(width: 375, height: 667))
    }
}

/// A window, its controllers and its run loop are freed together once nothing holds them.
final class WindowLifetimeTests: XCTestCase {
    func testAWindowWithARunLoopIsFreed() throws {
        weak var weakWindow: Window?
        weak var weakController: ViewController?
        weak var weakLoop: LayoutRunLoop?
        try {
            let window = Window(screen: Screen(device: try Device.lookup("retina4_7")))
            let controller = NavigationController(rootViewController: ViewController(name: "list"))
            window.rootViewController = controller
            try window.rotate(to: .landscape)
            try window.runLoop.run(until: 1)
            weakWindow = window
            weakController = controller
            weakLoop = window.runLoop
        }()
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakController)
        XCTAssertNil(weakLoop)
    }
}
