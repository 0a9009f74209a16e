import AutoLayout

/// An iOS device as Interface Builder names it (`<device id="retina6_1">`): its screen in points
/// in portrait, its scale, and the safe-area insets the screen gives a full-screen view in each
/// orientation (the status bar's 20 points on devices without a sensor housing; the housing and
/// the home indicator on the others).
///
/// ```swift
/// import Rigging
///
/// let phone = Device.named("retina6_1")
/// // phone?.size(in: .portrait) is 414 × 896; phone?.safeArea(in: .landscape).left is 48
/// ```
public struct Device: Sendable, Hashable {
    /// How the device is held.
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        /// The long side vertical.
        case portrait
        /// The long side horizontal.
        case landscape
    }

    /// Interface Builder's id (`retina6_1`, `ipad12_9rounded`).
    public var id: String
    /// The screen in points, portrait.
    public var portraitSize: Size
    /// Pixels per point (2 or 3).
    public var scale: Double
    /// The screen's safe-area insets in portrait, status bar included.
    public var portraitSafeArea: EdgeInsets
    /// The screen's safe-area insets in landscape (where iPhones hide the status bar).
    public var landscapeSafeArea: EdgeInsets
    /// Whether the device is an iPad (regular width and height in both orientations).
    public var isPad: Bool

    /// A device with the given figures.
    public init(id: String, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets,
                landscapeSafeArea: EdgeInsets, isPad: Bool = false) {
        self.id = id
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.isPad = isPad
    }

    /// The screen in points in `orientation`.
    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The screen's safe-area insets in `orientation`.
    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// Whether the width size class is regular in `orientation` (iPads, and the large iPhones in
    /// landscape).
    public func hasRegularWidth(in orientation: Orientation) -> Bool {
        isPad || (orientation == .landscape && portraitSize.width >= 414)
    }

    /// Whether the height size class is regular in `orientation` (iPads, and iPhones in portrait).
    public func hasRegularHeight(in orientation: Orientation) -> Bool {
        isPad || orientation == .portrait
    }

    /// The device Interface Builder calls `id`, or nil for an id this table does not hold.
    public static func named(_ id: String) -> Device? { all.first { $0.id == id } }

    /// Every device of the table, phones by size then iPads.
    public static let all: [Device] = [
        legacyPhone("retina3_5", 320, 480, scale: 2),
        legacyPhone("retina4_0", 320, 568, scale: 2),
        legacyPhone("retina4_7", 375, 667, scale: 2),
        legacyPhone("retina5_5", 414, 736, scale: 3),
        notchedPhone("retina5_9", 375, 812, scale: 3, top: 44, side: 44),
        notchedPhone("retina6_1", 414, 896, scale: 2, top: 48, side: 48),
        notchedPhone("retina6_5", 414, 896, scale: 3, top: 44, side: 44),
        notchedPhone("retina5_4", 375, 812, scale: 3, top: 50, side: 50),
        notchedPhone("retina6_0", 390, 844, scale: 3, top: 47, side: 47),
        notchedPhone("retina6_12", 393, 852, scale: 3, top: 59, side: 59),
        notchedPhone("retina6_7", 428, 926, scale: 3, top: 47, side: 47),
        notchedPhone("retina6_72", 430, 932, scale: 3, top: 59, side: 59),
        notchedPhone("retina6_3", 402, 874, scale: 3, top: 62, side: 62),
        notchedPhone("retina6_9", 440, 956, scale: 3, top: 62, side: 62),
        pad("ipad9_7", 768, 1024, rounded: false),
        pad("ipad10_2", 810, 1080, rounded: false),
        pad("ipad10_5", 834, 1112, rounded: false),
        pad("ipad10_9rounded", 820, 1180, rounded: true),
        pad("ipad11", 834, 1194, rounded: true),
        pad("ipad11rounded", 834, 1194, rounded: true),
        pad("ipad12_9", 1024, 1366, rounded: false),
        pad("ipad12_9rounded", 1024, 1366, rounded: true),
    ]

    /// A phone with a status bar of 20 points in portrait and none in landscape.
    private static func legacyPhone(_ id: String, _ width: Double, _ height: Double, scale: Double) -> Device {
        Device(id: id, portraitSize: Size(width: width, height: height), scale: scale,
               portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero)
    }

    /// A phone with a sensor housing (`top` points in portrait, `side` in landscape) and a home
    /// indicator (34 points in portrait, 21 in landscape).
    private static func notchedPhone(_ id: String, _ width: Double, _ height: Double, scale: Double,
                                     top: Double, side: Double) -> Device {
        Device(id: id, portraitSize: Size(width: width, height: height), scale: scale,
               portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
               landscapeSafeArea: EdgeInsets(top: 0, left: side, bottom: 21, right: side))
    }

    /// An iPad: a 20-point status bar, or 24 points and a 20-point home indicator with rounded corners.
    private static func pad(_ id: String, _ width: Double, _ height: Double, rounded: Bool) -> Device {
        let insets = EdgeInsets(top: rounded ? 24 : 20, left: 0, bottom: rounded ? 20 : 0, right: 0)
        return Device(id: id, portraitSize: Size(width: width, height: height), scale: 2,
                      portraitSafeArea: insets, landscapeSafeArea: insets, isPad: true)
    }
}
