import AutoLayout
import Rigging

/// The failure message for the layout of `controller` shown full screen in a window on
/// `device` held in `orientation` (taking `split` of an iPad's screen), as
/// `verifyLayout(_:frames:)` gives it for the window's tree: frames are in the window's
/// coordinates, which are the screen's. The controller becomes the window's root view
/// controller for the check and stays in no window after it.
///
/// ```swift
/// import AutoLayout
/// import Rigging
/// import RiggingTesting
///
/// let list = ViewController(name: "list")
/// let message = verifyLayout(of: NavigationController(rootViewController: list), on: try Device.lookup("iPhone 8"),
///                            frames: ["list": Rect(x: 0, y: 0, width: 375, height: 667)])
/// // message is nil; list.view.safeAreaInsets.top was 64 in that window
/// ```
public func verifyLayout(
    of controller: ViewController, on device: Device, orientation: Device.Orientation = .portrait,
    split: Device.SplitWidth = .fullScreen, frames expected: [String: Rect] = [:], tolerance: Double = 1e-6,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false
) -> String? {
    let window = Window(screen: Screen(device: device, orientation: orientation), split: split)
    window.rootViewController = controller
    defer { window.rootViewController = nil }
    return verifyLayout(
        window.view, frames: expected, tolerance: tolerance, allowAmbiguity: allowAmbiguity,
        allowUnsatisfiable: allowUnsatisfiable
    )
    .map { "\(device.id) (\(device.name)) \(orientation.rawValue): " + $0 }
}

/// Asserts the layout of `controller` on `device` (see `verifyLayout(of:on:orientation:split:frames:tolerance:allowAmbiguity:allowUnsatisfiable:)`),
/// reporting to the running test, Swift Testing or XCTest.
public func assertLayout(
    of controller: ViewController, on device: Device, orientation: Device.Orientation = .portrait,
    split: Device.SplitWidth = .fullScreen, frames expected: [String: Rect] = [:], tolerance: Double = 1e-6,
    allowAmbiguity: Bool = false, allowUnsatisfiable: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    FailureReporter.report(
        verifyLayout(
            of: controller, on: device, orientation: orientation, split: split, frames: expected,
            tolerance: tolerance, allowAmbiguity: allowAmbiguity, allowUnsatisfiable: allowUnsatisfiable),
        fileID: fileID, filePath: filePath, line: line, column: column)
}
