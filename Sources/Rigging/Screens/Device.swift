import AutoLayout

/// An iPhone or iPad screen as Xcode names it (`<device id="retina6_1">` in an Interface Builder
/// document): its size in points in portrait, its scale, the safe-area insets the screen gives a
/// full-screen window in each orientation, and the marketing names of the models that share it.
///
/// The figures are the ones current iOS reports (iOS 17 and 18): the 20-point status bar on
/// phones with a Home button (hidden in landscape, as iOS hides it in compact height); the sensor
/// housing or Dynamic Island and the 34-point home indicator on the others (21 points in
/// landscape, where the housing side is inset on both sides); on iPads a 20-point status bar, or
/// 24 points and a 20-point home indicator on iPads with rounded corners, in both orientations.
///
/// ```swift
/// import Rigging
///
/// let phone = try Device.lookup("iPhone 11")
/// // phone.id is "retina6_1"; phone.size(in: .portrait) is 414 × 896
/// // phone.safeArea(in: .landscape) is {0, 48, 21, 48}
/// // phone.horizontalSizeClass(in: .landscape) is .regular
/// ```
public struct Device: Sendable, Hashable {
    /// How the device is held.
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        /// The long side vertical.
        case portrait
        /// The long side horizontal.
        case landscape
    }

    /// Xcode's id (`retina6_1`, `ipad12_9rounded`).
    public var id: String
    /// Other ids Interface Builder documents use for this screen (older or shorter spellings);
    /// ``lookup(_:)`` finds the device by these too.
    public var aliases: [String]
    /// The marketing names of the models with this screen, newest first
    /// (`["iPhone 11", "iPhone XR"]`).
    public var names: [String]
    /// The screen in points, portrait.
    public var portraitSize: Size
    /// Pixels per point (2 or 3), as `UIScreen.scale` reports it.
    public var scale: Double
    /// The screen's safe-area insets in portrait, status bar included.
    public var portraitSafeArea: EdgeInsets
    /// The screen's safe-area insets in landscape (where iPhones hide the status bar).
    public var landscapeSafeArea: EdgeInsets
    /// Whether the device is an iPad.
    public var isPad: Bool

    /// A device with the given figures.
    public init(
        id: String, names: [String] = [], aliases: [String] = [], portraitSize: Size, scale: Double,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, isPad: Bool = false
    ) {
        self.id = id
        self.names = names
        self.aliases = aliases
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.isPad = isPad
    }

    /// The kind of device, as `UITraitCollection.userInterfaceIdiom` reports it.
    public var idiom: UserInterfaceIdiom { isPad ? .pad : .phone }

    /// The first marketing name, or the id where the table holds none.
    public var name: String { names.first ?? id }

    /// The screen in points in `orientation`.
    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The screen's safe-area insets in `orientation`.
    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }
}
