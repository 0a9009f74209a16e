import AutoLayout
import Rigging
import XCTest

/// View controllers: loading, layout hooks, safe area, children and traits.
final class ViewControllerTests: XCTestCase {
    final class Greeting: ViewController {
        let banner = View(name: "banner")
        override func viewDidLoad() {
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            try? LayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 60),
            ])
        }
    }

    /// `ViewController`'s doc comment example, run as written.
    func testDocExample() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let greeting = Greeting()
        window.rootViewController = greeting
        window.layoutIfNeeded()
        XCTAssertEqual(greeting.banner.frame, Rect(x: 0, y: 59, width: 393, height: 60))
    }

    func testTheViewLoadsLazilyOnce() {
        final class Counting: ViewController {
            var loads = 0, didLoads = 0
            override func loadView() {
                loads += 1
                view = View(name: "custom")
            }
            override func viewDidLoad() { didLoads += 1 }
        }
        let controller = Counting()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.view.name, "custom")
        _ = controller.view
        XCTAssertEqual([controller.loads, controller.didLoads], [1, 1])
        XCTAssertEqual(ViewController().view.name, "ViewController")
        XCTAssertEqual(ViewController(name: "home").view.name, "home")
    }

    func testLayoutHooksRunAroundTheRootViewsLayout() throws {
        final class Hooked: ViewController {
            var log: [String] = []
            let box = View(name: "box")
            override func viewDidLoad() {
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                _ = try? box.pinEdges(to: view, insets: EdgeInsets(all: 10))
            }
            override func viewWillLayoutSubviews() { log.append("will \(view.frame.width)") }
            override func viewDidLayoutSubviews() { log.append("did \(box.frame.width)") }
        }
        let window = Window(screen: Screen(device: try Device.lookup("retina4_0")))
        let controller = Hooked()
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertEqual(controller.log.last, "did 300.0")
        controller.log = []
        try window.rotate(to: .landscape, animated: false)
        XCTAssertEqual(controller.log, ["will 568.0", "did 548.0"])
    }

    func testAdditionalSafeAreaInsetsAddToTheWindows() throws {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone X")))
        let controller = Greeting()
        window.rootViewController = controller
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.safeAreaInsets, EdgeInsets(top: 54, left: 5, bottom: 34))
        XCTAssertEqual(controller.banner.frame, Rect(x: 5, y: 54, width: 370, height: 60))
    }

    func testChildrenAndContainerViews() throws {
        final class Child: ViewController {
            var log: [String] = []
            override func willMove(toParent parent: ViewController?) { log.append("willMove(\(parent?.name ?? "nil"))") }
            override func didMove(toParent parent: ViewController?) { log.append("didMove(\(parent?.name ?? "nil"))") }
        }
        final class Parent: ViewController {
            let container = View(name: "container")
            override func viewDidLoad() {
                container.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(container)
                try? LayoutConstraint.activate([
                    container.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    container.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }
        }
        let window = Window(screen: Screen(device: try Device.lookup("iPhone X")))
        let parent = Parent(name: "parent")
        let child = Child(name: "child")
        window.rootViewController = parent
        parent.embed(child, in: parent.container)
        window.layoutIfNeeded()
        XCTAssertEqual(child.log, ["willMove(parent)", "didMove(parent)"])
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children.map(\.name), ["child"])
        XCTAssertTrue(child.window === window)
        XCTAssertEqual(child.view.frameInRoot, Rect(x: 0, y: 100, width: 375, height: 712))
        XCTAssertEqual(child.view.safeAreaInsets, EdgeInsets(bottom: 34), "the container is below the sensor housing")
        XCTAssertEqual(child.traitCollection, parent.traitCollection)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(child.log.suffix(2), ["willMove(nil)", "didMove(nil)"])
        XCTAssertTrue(parent.children.isEmpty)
        XCTAssertNil(child.window)
    }

    func testTraitOverridesForAChild() throws {
        final class Child: ViewController {
            var seen: [UserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previous: TraitCollection?) { seen.append(traitCollection.horizontalSizeClass) }
        }
        let window = Window(screen: Screen(device: try Device.lookup("ipad11")))
        let parent = ViewController()
        let child = Child()
        window.rootViewController = parent
        parent.embed(child, in: parent.view)
        parent.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .compact), forChild: child)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(child.traitCollection.userInterfaceIdiom, .pad, "the other traits are inherited")
        XCTAssertEqual(parent.overrideTraitCollection(forChild: child), TraitCollection(horizontalSizeClass: .compact))
        parent.setOverrideTraitCollection(nil, forChild: child)
        XCTAssertEqual(child.seen, [.compact, .regular], "changes only: the first traits are not reported (iOS 13 and later)")
    }

    func testATraitCollectionWithoutAWindowIsEmpty() {
        let controller = ViewController()
        XCTAssertEqual(controller.traitCollection, TraitCollection())
        XCTAssertNil(controller.window)
    }
}
