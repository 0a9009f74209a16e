import Rigging

/// UIKit's `UIScreen`: a device's screen in the orientation it is held, its bounds in points and
/// its scale (Rigging's `Screen`, whose value it holds).
///
/// iOS has one screen, `UIScreen.main`; here a screen is made for a device from Rigging's
/// catalogue (`UIScreen(deviceNamed:)`), and a window's `screen` follows its rotations.
///
/// ```swift
/// let screen = try UIScreen(deviceNamed: "iPhone 15")
/// // screen.bounds is (0, 0, 393, 852); screen.scale is 3
/// ```
@MainActor
public final class UIScreen {
    /// The screen, in Rigging's model.
    public let layoutScreen: Screen

    /// The screen `screen` stands for.
    public init(_ screen: Screen) { layoutScreen = screen }

    /// The screen of the catalogue's device named `name` (`"iPhone 15"`, `"iPad Air 11-inch"`)
    /// held in `orientation`.
    ///
    /// - Throws: `DeviceError` when no device has that name.
    public convenience init(deviceNamed name: String, orientation: Device.Orientation = .portrait) throws(DeviceError) {
        self.init(Screen(device: try Device.lookup(name), orientation: orientation))
    }

    /// The screen's rectangle in points, in the current orientation.
    public var bounds: CGRect { CGRect(layoutScreen.bounds) }
    /// Pixels per point.
    public var scale: CGFloat { layoutScreen.scale }
    /// The screen in pixels, portrait whatever the orientation.
    public var nativeBounds: CGRect { CGRect(layoutScreen.nativeBounds) }
    /// Pixels per point of the physical screen: the scale (display zoom is not modelled).
    public var nativeScale: CGFloat { layoutScreen.scale }
    /// The traits of a full-screen window on this screen.
    public var traitCollection: UITraitCollection { UITraitCollection(layoutScreen.traitCollection) }
}
