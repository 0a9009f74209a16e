import AutoLayout
import Rigging
import XCTest

/// The appearance hooks, in UIKit's order.
final class ViewControllerAppearanceTests: XCTestCase {
    /// The hooks' calls, shared by the probes of one test.
    final class Log { var entries: [String] = [] }

    final class Probe: ViewController {
        let log: Log
        init(name: String, log: Log) {
            self.log = log
            super.init(name: name)
        }
        override func viewWillAppear(_ animated: Bool) {
            log.entries.append("\(name) willAppear \(view.rootView.name == "window" ? "in the window" : "offscreen")")
        }
        override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear \(view.frame.width)") }
        override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) {
            log.entries.append("\(name) didDisappear \(view.rootView.name == "window" ? "in the window" : "offscreen")")
        }
    }

    func testTheWindowsRootAppearsAndDisappears() throws {
        let window = Window(screen: Screen(device: try Device.lookup("retina4_7")))
        let log = Log()
        let first = Probe(name: "first", log: log)
        let second = Probe(name: "second", log: log)
        window.rootViewController = first
        XCTAssertTrue(first.isAppeared)
        window.rootViewController = second
        window.rootViewController = nil
        XCTAssertEqual(
            log.entries,
            [
                "first willAppear offscreen", "first didAppear 375.0",
                "first willDisappear", "second willAppear offscreen", "first didDisappear offscreen", "second didAppear 375.0",
                "second willDisappear", "second didDisappear offscreen",
            ])
        XCTAssertFalse(second.isAppeared)
    }

    func testPushPopAndTabsForwardAppearance() throws {
        let window = Window(screen: Screen(device: try Device.lookup("retina4_7")))
        let log = Log()
        let list = Probe(name: "list", log: log)
        let detail = Probe(name: "detail", log: log)
        let other = Probe(name: "other", log: log)
        let navigation = NavigationController(rootViewController: list)
        let tabs = TabBarController(name: "tabs")
        tabs.setViewControllers([navigation, other])
        window.rootViewController = tabs
        XCTAssertEqual(log.entries, ["list willAppear offscreen", "list didAppear 375.0"])
        log.entries = []
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(log.entries, ["list willDisappear", "detail willAppear offscreen", "list didDisappear offscreen", "detail didAppear 375.0"])
        log.entries = []
        tabs.selectedIndex = 1
        XCTAssertEqual(log.entries, ["detail willDisappear", "other willAppear offscreen", "detail didDisappear offscreen", "other didAppear 375.0"])
        log.entries = []
        tabs.selectedIndex = 0
        navigation.popViewController(animated: false)
        XCTAssertEqual(
            log.entries,
            [
                "other willDisappear", "detail willAppear offscreen", "other didDisappear offscreen", "detail didAppear 375.0",
                "detail willDisappear", "list willAppear offscreen", "detail didDisappear offscreen", "list didAppear 375.0",
            ])
        XCTAssertFalse(detail.isAppeared)
        XCTAssertTrue(list.isAppeared)
    }

    func testEmbeddingInAShownContainer() throws {
        let window = Window(screen: Screen(device: try Device.lookup("retina4_7")))
        let log = Log()
        let parent = ViewController(name: "parent")
        let child = Probe(name: "child", log: log)
        window.rootViewController = parent
        parent.embed(child, in: parent.view)
        XCTAssertEqual(log.entries, ["child willAppear offscreen", "child didAppear 375.0"])
        let hidden = Probe(name: "hidden", log: log)
        ViewController(name: "unshown").embed(hidden, in: View(name: "container"))
        XCTAssertFalse(hidden.isAppeared, "a container outside a window shows nothing")
    }
}
