import AutoLayout
import Rigging
import RiggingTesting
import XCTest

/// Layout assertions of a view controller on a device.
final class ViewControllerLayoutTests: XCTestCase {
    /// `verifyLayout(of:on:...)`'s doc comment example, run as written.
    func testDocExample() throws {
        let list = ViewController(name: "list")
        let message = verifyLayout(
            of: NavigationController(rootViewController: list), on: try Device.lookup("iPhone 8"),
            frames: ["list": Rect(x: 0, y: 0, width: 375, height: 667)])
        XCTAssertNil(message)
        XCTAssertNil(list.window, "the controller leaves the window after the check")
    }

    final class Card: ViewController {
        let card = View(name: "card")
        override func viewDidLoad() {
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            try? LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
                card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 120),
            ])
        }
    }

    /// One controller on every device in both orientations: the card always lies inside the safe area.
    func testEveryDeviceAndOrientation() throws {
        for device in Device.all {
            for orientation in Device.Orientation.allCases {
                let size = device.size(in: orientation)
                let safe = device.safeArea(in: orientation)
                assertLayout(
                    of: Card(), on: device, orientation: orientation,
                    frames: [
                        "card": Rect(x: safe.left + 16, y: safe.top, width: size.width - safe.left - safe.right - 32, height: 120)
                    ])
            }
        }
    }

    func testAFailureNamesTheDeviceAndTheView() throws {
        let message = try XCTUnwrap(
            verifyLayout(
                of: Card(), on: try Device.lookup("retina5_9"), orientation: .landscape,
                frames: ["card": Rect(x: 16, y: 0, width: 780, height: 120)]))
        XCTAssertTrue(message.hasPrefix("retina5_9 (iPhone 11 Pro) landscape: layout of window:"), message)
        XCTAssertTrue(message.contains("view card: frame (60, 0, 692, 120), expected (16, 0, 780, 120)"), message)
    }
}
