import AutoLayout
import Rigging
import XCTest

/// A window's frames land on its screen's pixel grid; animations show the frames in between
/// unrounded, as Core Animation's presentation values are.
final class WindowPixelRoundingTests: XCTestCase {
    /// A window on an iPhone 15 (3x) with a box 10.2 points from the top and 100/7 wide.
    func boxInWindow() throws -> (Window, View, LayoutConstraint) {
        let window = Window(screen: Screen(device: try Device.lookup("iPhone 15"), orientation: .portrait))
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        window.view.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: window.view.topAnchor, constant: 0)
        try LayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: window.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100.0 / 7), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        return (window, box, top)
    }

    func testWindowRoundsAtItsScreensScale() throws {
        let (window, box, top) = try boxInWindow()
        XCTAssertEqual(window.view.engine.pixelScale, 3)
        XCTAssertEqual(box.frame.width, 43.0 / 3, accuracy: 1e-9)  // 42.86 pixels land on 43
        top.constant = 10.2
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minY, 31.0 / 3, accuracy: 1e-9)  // 30.6 pixels land on 31
    }

    func testAnimationShowsUnroundedFramesBetweenRoundedEnds() throws {
        let (window, box, top) = try boxInWindow()
        let loop = window.runLoop
        try loop.animate(withDuration: 1, options: .curveLinear) {
            top.constant = 10.2
            window.layoutIfNeeded()
        }
        try loop.run(until: 0.5)
        XCTAssertEqual(box.presentationFrame.minY, 31.0 / 6, accuracy: 1e-9, "halfway between 0 and the rounded 31/3")
        try loop.run(until: 1)
        XCTAssertEqual(box.presentationFrame.minY, 31.0 / 3, accuracy: 1e-9)
    }
}
