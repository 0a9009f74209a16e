import AutoLayout
import Rigging

extension IBSceneRootFrame {
    /// The safe-area insets Interface Builder's canvas gives a phone with a sensor housing where
    /// they differ from UIKit's for the device (`Device.safeArea(in:)`), given the build that saved
    /// the document (`IBDocument.interfaceBuilderBuild`):
    /// - From Xcode 14 (`sensorHousing48Tools`), the iPhone X, XS and 11 Pro canvas
    ///   (`retina5_9`) has a 50-point housing, as the iOS releases it simulates give that phone.
    /// - From `doubledSafeAreaTools` on, the canvas applies the screen's insets twice at the
    ///   document's own device: a root view's safe area there is twice the housing deep at the top
    ///   and twice the home indicator's height at the bottom (118 and 68 points on an iPhone 15),
    ///   as the frames those versions store show. UIKit on a device does not; this holds only
    ///   where the layout reproduces the canvas (`atDocumentDevice`).
    static func canvasInsets(
        _ insets: EdgeInsets, device: Device, orientation: Device.Orientation, build: Double?, atDocumentDevice: Bool
    ) -> EdgeInsets {
        guard !device.isPad, device.portraitSafeArea.bottom > 0, let build else { return insets }
        var insets = insets
        if build >= sensorHousing48Tools, let depth = canvasHousingDepth[device.id] {
            if orientation == .portrait {
                insets.top = depth
            } else {
                insets.left = depth
                insets.right = depth
            }
        }
        if atDocumentDevice, build >= doubledSafeAreaTools {
            insets = EdgeInsets(top: 2 * insets.top, left: 2 * insets.left, bottom: 2 * insets.bottom, right: 2 * insets.right)
        }
        return insets
    }

    /// A navigation bar's height on the canvas of the build that saved the document: UIKit's
    /// (`Device.navigationBarHeight(in:)`, `largeTitleNavigationBarHeight(in:)`), except that an
    /// iPad's bar is 44 points high (96 with large titles) in documents saved before Xcode 10
    /// (`padTallBarTools`), as iOS 11 and earlier draw it and as UIKit keeps it for apps built
    /// with those SDKs, and that from Xcode 26 (`tallNavigationBarTools`) a bar 44 or 50 points
    /// high (a phone's in portrait, an iPad's) is 54, and one with large titles 106, as iOS 26
    /// draws them.
    static func navigationBarHeight(device: Device, orientation: Device.Orientation, build: Double?, largeTitles: Bool) -> Double {
        let height = largeTitles ? device.largeTitleNavigationBarHeight(in: orientation) : device.navigationBarHeight(in: orientation)
        if device.isPad, let build, build < padTallBarTools { return largeTitles ? 96 : 44 }
        guard let build, build >= tallNavigationBarTools, device.isPad || orientation == .portrait else { return height }
        return largeTitles ? 106 : 54
    }

    /// A toolbar's height on the canvas of the build that saved the document: UIKit's
    /// (`Device.toolbarHeight(in:)`), except an iPad's 44 points in documents saved before
    /// Xcode 10 (`padTallBarTools`), as for its navigation bar.
    static func toolbarHeight(device: Device, orientation: Device.Orientation, build: Double?) -> Double {
        if device.isPad, let build, build < padTallBarTools { return 44 }
        return device.toolbarHeight(in: orientation)
    }

    /// The first build of Xcode 10, whose canvas simulates iOS 12's 50-point iPad navigation bars
    /// and toolbars (Xcode 9.4 writes 14113 at most, Xcode 10's betas from 14200).
    static let padTallBarTools = 14200.0

    /// The first build of Xcode 26, whose canvas draws iOS 26's taller navigation bars.
    static let tallNavigationBarTools = 24000.0

    /// The housing depth Interface Builder simulates from Xcode 14, by device id, where it is not
    /// the device table's.
    static let canvasHousingDepth: [String: Double] = ["retina5_9": 50]

    /// The first build (Xcode 16.3's) whose canvas applies a sensor-housing phone's safe-area
    /// insets twice.
    static let doubledSafeAreaTools = 23727.0
}
