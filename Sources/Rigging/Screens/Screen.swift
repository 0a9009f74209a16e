import AutoLayout

/// A device's screen held in one orientation (like `UIScreen`): its bounds in points and its
/// scale. A value: rotating a window gives it another screen value.
///
/// ```swift
/// import Rigging
///
/// let screen = Screen(device: try Device.lookup("iPhone 15"), orientation: .landscape)
/// // screen.bounds is (0 0; 852 393); screen.scale is 3
/// // screen.nativeBounds is (0 0; 1179 2556), in pixels and portrait, as UIKit reports it
/// ```
public struct Screen: Sendable, Hashable {
    /// The device the screen belongs to.
    public var device: Device
    /// How the device is held.
    public var orientation: Device.Orientation

    /// The screen of `device` held in `orientation`.
    public init(device: Device, orientation: Device.Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen's rectangle in points, in the current orientation.
    public var bounds: Rect { Rect(origin: .zero, size: device.size(in: orientation)) }

    /// Pixels per point: frames land on multiples of `1 / scale` points on this screen.
    public var scale: Double { device.scale }

    /// The screen in pixels, portrait whatever the orientation (as `UIScreen.nativeBounds`).
    public var nativeBounds: Rect {
        Rect(x: 0, y: 0, width: device.portraitSize.width * scale, height: device.portraitSize.height * scale)
    }

    /// The traits a full-screen window on this screen has.
    public var traitCollection: TraitCollection { TraitCollection(device: device, orientation: orientation) }
}
