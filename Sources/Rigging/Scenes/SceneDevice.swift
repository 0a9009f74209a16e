import AutoLayout

/// The device a scene's root fills (`"device"` and `"orientation"` in a scene file): the root
/// is a full-screen window's content view, so it takes the screen's size and safe-area insets
/// in that orientation, and its labels and buttons round their sizes to the screen's scale.
///
/// ```swift
/// import Rigging
///
/// let scene = try Scene.load(text: """
///     {"device": "iphone-15", "orientation": "landscape", "views": [{"name": "box"}],
///      "constraints": [{"constraint": "box.leading == view.safeAreaLayoutGuide.leading"}]}
///     """)
/// // scene.root.size is 852 × 393; scene.root.safeArea is {0, 59, 21, 59}
/// // scene.root.device?.device.id is "retina6_12"
/// ```
public struct SceneDevice: Sendable, Hashable {
    /// The device, from the table `Device.all`.
    public var device: Device
    /// How it is held.
    public var orientation: Device.Orientation

    /// `device` held in `orientation` (portrait by default).
    public init(_ device: Device, orientation: Device.Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen in points in the orientation: the root's size.
    public var size: Size { device.size(in: orientation) }

    /// The screen's safe-area insets in the orientation: the root's `systemSafeAreaInsets`.
    public var safeArea: EdgeInsets { device.safeArea(in: orientation) }
}

extension SceneRoot {
    /// A root named `name` filling `device`: its size, safe area and pixel grid (`scale`) are
    /// the device's.
    public init(name: String = "view", device: SceneDevice, layout: SceneViewLayout = SceneViewLayout()) {
        self.init(name: name, size: device.size, safeArea: device.safeArea, layout: layout, scale: device.device.scale)
        self.device = device
    }
}

extension PreparedScene {
    /// The prepared scene with its root filling `device` (its size, safe area and scale), as
    /// `rig layout --device` lays a scene out on another screen; nothing is parsed again.
    public func onDevice(_ device: SceneDevice) -> PreparedScene {
        var copy = withRoot(size: device.size, safeArea: device.safeArea)
        copy.scene.root.device = device
        copy.scene.root.scale = device.device.scale
        return copy
    }
}
