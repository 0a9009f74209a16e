import AutoLayout
import Rigging

/// A device and orientation to lay a document out on, with the size classes they give.
///
/// On another device than the document's own, a hierarchy is laid out as UIKit would load it
/// there: a root view that filled the document's screen fills the device's, the size-class
/// variations and install masks of the device's traits apply, views that translate their
/// autoresizing masks resize with their superviews, and multi-line text re-wraps
/// (`IBScreenLayout`).
///
/// ```swift
/// import InterfaceBuilder
/// import Rigging
///
/// let target = IBLayoutTarget(device: Device.named("retina4_0")!, orientation: .landscape)
/// // target.traits is compact width, compact height
/// ```
public struct IBLayoutTarget: Sendable, Hashable {
    /// The device.
    public var device: Device
    /// How it is held.
    public var orientation: Device.Orientation

    /// The device `device` held in `orientation`.
    public init(device: Device, orientation: Device.Orientation) {
        self.device = device
        self.orientation = orientation
    }

    /// The size classes of the device in the orientation: regular width on iPads and on the large
    /// iPhones in landscape, regular height on iPads and on iPhones in portrait.
    public var traits: IBTraits {
        IBTraits(
            horizontal: device.hasRegularWidth(in: orientation) ? .regular : .compact,
            vertical: device.hasRegularHeight(in: orientation) ? .regular : .compact)
    }

    /// `retina6_1 portrait`.
    public var name: String { "\(device.id) \(orientation.rawValue)" }
}

extension IBDocument {
    /// The document's own device and orientation, when it names a device the table holds.
    public var ownTarget: IBLayoutTarget? {
        namedDevice.map { IBLayoutTarget(device: $0, orientation: namedOrientation) }
    }

    /// The size classes Xcode measured the document's text in: its own device's in its
    /// orientation, or none for a document that names no device the table holds.
    var measuredTraits: IBTraits {
        ownTarget?.traits ?? IBTraits(horizontal: .unspecified, vertical: .unspecified)
    }

    /// The screen the document's hierarchies were laid out on: its device's screen in its
    /// orientation; for a document that names no device, a controller's root view's stored size.
    func screenSize(ofRoot root: IBView, isController: Bool) -> Size? {
        if let device = namedDevice { return device.size(in: namedOrientation) }
        guard isController, let frame = root.frame else { return nil }
        return Size(width: frame.width, height: frame.height)
    }
}
