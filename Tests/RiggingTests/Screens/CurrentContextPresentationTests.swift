import AutoLayout
import Rigging
import XCTest

/// `.currentContext` and `.overCurrentContext`: the presentation context is the nearest
/// controller that defines one, else the outermost; the presented view follows that
/// controller's view, slides in over it, and a second presentation on a busy context is refused.
final class CurrentContextPresentationTests: XCTestCase {
    /// A window on an iPhone 15 whose root shows a child filling its bottom half.
    private func screen() throws -> (Window, ViewController, ViewController) {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15")))
        let root = ViewController(name: "root")
        let panel = ViewController(name: "panel")
        window.rootViewController = root
        root.addChild(panel)
        panel.view.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(panel.view)
        try LayoutConstraint.activate([
            panel.view.leftAnchor.constraint(equalTo: root.view.leftAnchor),
            panel.view.rightAnchor.constraint(equalTo: root.view.rightAnchor),
            panel.view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
            panel.view.heightAnchor.constraint(equalTo: root.view.heightAnchor, multiplier: 0.5),
        ])
        panel.didMove(toParent: root)
        window.layoutIfNeeded()
        return (window, root, panel)
    }

    func testTheDefiningControllersViewIsCovered() throws {
        let (window, root, panel) = try screen()
        panel.definesPresentationContext = true
        let cover = ViewController(name: "cover")
        cover.modalPresentationStyle = .overCurrentContext
        panel.present(cover, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(cover.view.frame, Rect(x: 0, y: 426, width: 393, height: 426))
        XCTAssertTrue(cover.view.superview === window.view, "in front of the window's views")
        XCTAssertTrue(panel.presentedViewController === cover)
        XCTAssertNil(root.presentedViewController)
        let other = ViewController(name: "other")
        other.modalPresentationStyle = .currentContext
        panel.present(other, animated: false)
        XCTAssertNil(other.presentingViewController, "the context already presents")
        cover.dismiss(animated: false)
        XCTAssertNil(panel.presentedViewController)
        XCTAssertNil(cover.view.superview)
    }

    func testWithoutADefiningControllerTheOutermostIsTheContext() throws {
        let (window, root, panel) = try screen()
        let cover = ViewController(name: "cover")
        cover.modalPresentationStyle = .currentContext
        panel.present(cover, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(root.presentedViewController === cover)
        XCTAssertEqual(cover.view.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertTrue(root.view.isHidden)
        XCTAssertFalse(root.isAppeared)
        root.dismiss(animated: false)
        XCTAssertFalse(root.view.isHidden)
        XCTAssertTrue(root.isAppeared)
    }

    func testAnAnimatedPresentationSlidesInOverTheContext() throws {
        let (window, _, panel) = try screen()
        panel.definesPresentationContext = true
        let cover = ViewController(name: "cover")
        cover.modalPresentationStyle = .overCurrentContext
        var completed = false
        let start = window.runLoop.time
        panel.present(cover, animated: true) { completed = true }
        XCTAssertEqual(cover.view.presentationFrame.minY, 426 + 852)
        try window.runLoop.run(until: start + window.presentationDuration / 2)
        XCTAssertEqual(cover.view.presentationFrame.minY, 426 + 852 / 2, accuracy: 0.5)
        XCTAssertFalse(completed)
        try window.runLoop.run(until: start + window.presentationDuration + 0.1)
        XCTAssertEqual(cover.view.presentationFrame, Rect(x: 0, y: 426, width: 393, height: 426))
        XCTAssertTrue(completed)
    }
}
