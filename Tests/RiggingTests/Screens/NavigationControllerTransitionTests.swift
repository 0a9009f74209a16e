import AutoLayout
import Rigging
import XCTest

/// Animated push and pop: UIKit's slide over the window's run loop, the hooks in UIKit's order
/// with `isMovingToParent` and `isMovingFromParent`, and the frames a dump records.
final class NavigationControllerTransitionTests: XCTestCase {
    /// A controller that logs its hooks, with whether it is moving to or from its parent.
    final class Page: ViewController {
        let log: Log
        init(name: String, log: Log) {
            self.log = log
            super.init(name: name)
        }
        override func viewWillAppear(_ animated: Bool) { log.add("\(name) willAppear moving=\(isMovingToParent)") }
        override func viewDidAppear(_ animated: Bool) { log.add("\(name) didAppear moving=\(isMovingToParent)") }
        override func viewWillDisappear(_ animated: Bool) { log.add("\(name) willDisappear moving=\(isMovingFromParent)") }
        override func viewDidDisappear(_ animated: Bool) { log.add("\(name) didDisappear moving=\(isMovingFromParent)") }
        override func willMove(toParent parent: ViewController?) { log.add("\(name) willMove(\(parent == nil ? "nil" : "parent"))") }
        override func didMove(toParent parent: ViewController?) { log.add("\(name) didMove(\(parent == nil ? "nil" : "parent"))") }
    }

    final class Log {
        var entries: [String] = []
        func add(_ entry: String) { entries.append(entry) }
    }

    private func showNavigation(on device: String = "iPhone 15") throws -> (Window, NavigationController, Log) {
        let log = Log()
        let window = Window(screen: Screen(device: try Device.lookup(device)))
        let navigation = NavigationController(rootViewController: Page(name: "list", log: log), name: "nav")
        window.rootViewController = navigation
        log.entries.removeAll()
        return (window, navigation, log)
    }

    func testAPushSlidesTheNewViewInFromTheRightAndTheOldOneAThirdLeft() throws {
        let (window, navigation, log) = try showNavigation()
        let list = navigation.viewControllers[0]
        let detail = Page(name: "detail", log: log)
        navigation.pushViewController(detail, animated: true)
        XCTAssertTrue(navigation.topViewController === detail, "the stack changes at once")
        XCTAssertEqual(
            log.entries,
            ["detail willMove(parent)", "list willDisappear moving=false", "detail willAppear moving=true"])
        XCTAssertTrue(navigation.isSliding)
        XCTAssertEqual(detail.view.frame, Rect(x: 0, y: 0, width: 393, height: 852), "the model frame is the final one")
        XCTAssertEqual(detail.view.safeAreaInsets.top, 103, "the safe area of the final place, under the bar")
        XCTAssertEqual(detail.view.presentationFrame.minX, 393, "shown a whole width to the right at first")
        XCTAssertEqual(list.view.frame.minX, -118, "the old view's model frame is its place at the end: 0.3 of 393, on the pixel grid")
        XCTAssertEqual(list.view.presentationFrame.minX, 0)
        XCTAssertTrue(detail.view.superview === list.view.superview, "both views are in the wrapper while they slide")
        try window.runLoop.run(until: 10.0 / 60)
        // Tick 10 of the 21 the slide lasts, on the ease-in-out curve.
        let progress = try XCTUnwrap(try LayoutAnimationTiming(duration: 0.35).progress(atElapsed: 10.0 / 60))
        XCTAssertEqual(detail.view.presentationFrame.minX, 393 * (1 - progress), accuracy: 1e-9)
        XCTAssertEqual(list.view.presentationFrame.minX, -118 * progress, accuracy: 1e-9)
        XCTAssertEqual(log.entries.count, 3, "no did hooks before the slide ends")
        try window.runLoop.run(until: 0.35)
        XCTAssertFalse(navigation.isSliding)
        XCTAssertEqual(detail.view.presentationFrame.minX, 0)
        XCTAssertNil(list.view.superview, "the old view leaves the tree when the slide ends")
        XCTAssertEqual(
            Array(log.entries.dropFirst(3)),
            ["list didDisappear moving=false", "detail didAppear moving=true", "detail didMove(parent)"])
        XCTAssertFalse(detail.isMovingToParent, "only during the transition")
    }

    func testAPopSlidesTheTopViewOutAndUncoversTheViewBelow() throws {
        let (window, navigation, log) = try showNavigation()
        let list = navigation.viewControllers[0]
        let detail = Page(name: "detail", log: log)
        navigation.pushViewController(detail, animated: false)
        log.entries.removeAll()
        XCTAssertTrue(navigation.popViewController(animated: true) === detail)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(
            log.entries,
            ["detail willMove(nil)", "detail willDisappear moving=true", "list willAppear moving=false"])
        XCTAssertEqual(list.view.presentationFrame.minX, -118, "the view below comes back from the parallax offset")
        XCTAssertEqual(detail.view.frame.minX, 393)
        let wrapper = try XCTUnwrap(detail.view.superview)
        XCTAssertTrue(wrapper.subviews.last === detail.view, "the popped view stays in front while it leaves")
        try window.runLoop.run(until: 10.0 / 60)
        let progress = try XCTUnwrap(try LayoutAnimationTiming(duration: 0.35).progress(atElapsed: 10.0 / 60))
        XCTAssertEqual(detail.view.presentationFrame.minX, 393 * progress, accuracy: 1e-9)
        XCTAssertEqual(list.view.presentationFrame.minX, -118 * (1 - progress), accuracy: 1e-9)
        try window.runLoop.run(until: 0.35)
        XCTAssertEqual(
            Array(log.entries.dropFirst(3)),
            ["detail didDisappear moving=true", "list didAppear moving=false", "detail didMove(nil)"])
        XCTAssertNil(detail.parent)
        XCTAssertNil(detail.view.superview)
        XCTAssertEqual(list.view.presentationFrame, Rect(x: 0, y: 0, width: 393, height: 852))
    }

    func testSetViewControllersPopsWhenTheNewTopIsInTheStack() throws {
        let (window, navigation, log) = try showNavigation(on: "retina4_7")
        let list = navigation.viewControllers[0]
        let a = Page(name: "a", log: log)
        let b = Page(name: "b", log: log)
        navigation.setViewControllers([list, a, b], animated: false)
        navigation.setViewControllers([list, a], animated: true)
        XCTAssertEqual(a.view.presentationFrame.minX, -112.5, "a pop: the new top comes from 0.3 of 375 to the left")
        try window.runLoop.run(until: 0.35)
        let c = Page(name: "c", log: log)
        navigation.setViewControllers([c], animated: true)
        XCTAssertEqual(c.view.presentationFrame.minX, 375, "a push: c is not in the stack")
        try window.runLoop.run(until: 0.7)
        XCTAssertEqual(navigation.children.map(\.name), ["c"])
        XCTAssertNil(list.parent)
    }

    func testPopToRootRemovesTheControllersInBetween() throws {
        let (window, navigation, log) = try showNavigation()
        let a = Page(name: "a", log: log)
        let b = Page(name: "b", log: log)
        navigation.setViewControllers(navigation.viewControllers + [a, b], animated: false)
        log.entries.removeAll()
        XCTAssertEqual(navigation.popToRootViewController(animated: true).map(\.name), ["a", "b"])
        XCTAssertFalse(log.entries.contains { $0.contains("Appear") && $0.hasPrefix("a ") }, "a was not shown: no appearance hooks")
        try window.runLoop.run(until: 0.35)
        XCTAssertEqual(log.entries.filter { $0.hasSuffix("didMove(nil)") }, ["a didMove(nil)", "b didMove(nil)"])
    }

    func testAPushDuringASlideWaitsForItsEnd() throws {
        let (window, navigation, log) = try showNavigation()
        let a = Page(name: "a", log: log)
        let b = Page(name: "b", log: log)
        navigation.pushViewController(a, animated: true)
        navigation.pushViewController(b, animated: true)
        XCTAssertTrue(navigation.topViewController === a, "b waits")
        try window.runLoop.run(until: 0.35)
        XCTAssertTrue(navigation.topViewController === b, "b's push begins as a's ends")
        XCTAssertEqual(b.view.presentationFrame.minX, 393)
        try window.runLoop.run(until: 0.7)
        XCTAssertEqual(b.view.presentationFrame.minX, 0)
        XCTAssertEqual(navigation.viewControllers.map(\.name), ["list", "a", "b"])
    }

    func testAnUnshownNavigationControllerChangesAtOnceWithoutHooks() {
        let log = Log()
        let navigation = NavigationController(rootViewController: Page(name: "list", log: log))
        let detail = Page(name: "detail", log: log)
        navigation.pushViewController(detail, animated: true)
        XCTAssertFalse(navigation.isSliding)
        XCTAssertEqual(
            log.entries,
            ["list willMove(parent)", "list didMove(parent)", "detail willMove(parent)", "detail didMove(parent)"])
    }

    func testTheSlideIsRecordedFrameByFrame() throws {
        let (window, navigation, log) = try showNavigation(on: "retina4_7")
        let list = navigation.viewControllers[0]
        let detail = Page(name: "detail", log: log)
        detail.loadViewIfNeeded()
        let loop = window.runLoop
        navigation.pushViewController(detail, animated: true)
        loop.startRecording(name: "push", views: [list.view, detail.view])
        try loop.run(until: 0.35)
        let dump = try XCTUnwrap(loop.stopRecording())
        XCTAssertEqual(dump.views, ["list", "detail"])
        let xs = dump.frames.map { $0.views[1].x }
        XCTAssertEqual(xs.first ?? 0, 375, accuracy: 0.5)
        XCTAssertEqual(xs.last, 0)
        XCTAssertEqual(xs, xs.sorted(by: >), "the new view moves left every frame")
        XCTAssertEqual(dump.frames.map { $0.views[0].x }.last, -112.5)
    }
}
