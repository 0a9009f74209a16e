import AutoLayout
import Rigging
import XCTest

/// An interactive pop driven by progress, as UIKit's edge swipe drives it: the stack changes at
/// once, the views follow the progress, and finishing or cancelling slides the rest of the way
/// with UIKit's hooks.
final class InteractivePopTests: XCTestCase {
    /// A detail pushed over a list on an iPhone 15, the hooks recorded.
    func pushedDetail() throws -> (Window, HookRecorder, HookRecorder, NavigationController) {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let list = HookRecorder(name: "list")
        let detail = HookRecorder(name: "detail")
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        list.hooks = []
        detail.hooks = []
        return (window, list, detail, navigation)
    }

    /// `beginInteractivePop()`'s doc comment example, run as written.
    func testDocExample() throws {
        let (window, list, detail, navigation) = try pushedDetail()
        XCTAssertTrue(navigation.beginInteractivePop())
        XCTAssertTrue(navigation.transitionCoordinator?.isInteractive ?? false)
        XCTAssertTrue(navigation.topViewController === list, "the pop is made at once")
        navigation.updateInteractivePop(0.5)
        XCTAssertEqual(detail.view.frame.minX, 196.5, accuracy: 0.34)
        XCTAssertEqual(list.view.frame.minX, -58.95, accuracy: 0.34)
        navigation.cancelInteractivePop()
        try window.runLoop.run(until: 1)
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertEqual(detail.view.frame.minX, 0)
        XCTAssertEqual(detail.hooks, ["willMove(nil)", "willDisappear", "willAppear", "didAppear", "didMove"])
        XCTAssertEqual(list.hooks, ["willAppear", "willDisappear", "didDisappear"])
        XCTAssertNil(list.view.superview, "the view below is taken out again")
    }

    func testFinishingSlidesTheRestOfTheWay() throws {
        let (window, list, detail, navigation) = try pushedDetail()
        var context: TransitionCoordinatorContext?
        navigation.beginInteractivePop()
        navigation.transitionCoordinator?.animate(alongsideTransition: nil) { context = $0 }
        XCTAssertFalse(navigation.beginInteractivePop(), "one at a time")
        navigation.updateInteractivePop(0.6)
        navigation.finishInteractivePop()
        try window.runLoop.run(until: window.runLoop.time + navigation.transitionDuration * 0.2)
        XCTAssertGreaterThan(detail.view.presentationFrame.minX, 0.6 * 393)
        XCTAssertEqual(context, nil, "the completions wait for the end")
        try window.runLoop.run(until: window.runLoop.time + navigation.transitionDuration * 0.3)
        XCTAssertEqual(context?.isCancelled, false)
        XCTAssertEqual(context?.isInteractive, true)
        XCTAssertEqual(navigation.viewControllers.map(\.name), ["list"])
        XCTAssertNil(detail.parent)
        XCTAssertEqual(detail.hooks, ["willMove(nil)", "willDisappear", "didDisappear", "didMove"])
        XCTAssertEqual(list.hooks, ["willAppear", "didAppear"])
        XCTAssertEqual(list.view.frame.minX, 0)
        XCTAssertFalse(navigation.beginInteractivePop(), "only the root is left")
    }
}

/// A view controller that records its appearance and containment hooks.
final class HookRecorder: ViewController {
    var hooks: [String] = []
    override func viewWillAppear(_ animated: Bool) { hooks.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { hooks.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { hooks.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { hooks.append("didDisappear") }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        hooks.append(parent == nil ? "willMove(nil)" : "willMove")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        hooks.append("didMove")
    }
}
